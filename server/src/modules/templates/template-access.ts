// Who may manage templates, and which: template:manage in the template's own enterprise (anyone
// else gets 403 and no data), and among those only the default administrators see every template;
// other managers see the ones granted to them (data grants of type TEMPLATE, spec item P-grants) and the ones
// they made themselves.
import { AppError } from '@ecsign/core/errors';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { contractTemplates } from '../../db/schema';
import { authenticate } from '../auth/authenticate';
import { actingEnterpriseAccount, type ActingAccount } from '../enterprises/acting-enterprise-account';
import { grantScopeOf } from '../roles/grant-scope-of';

export type TTemplateRecord = typeof contractTemplates.$inferSelect;

export interface TTemplateScope {
  all: boolean;
  ids: ReadonlySet<string>;
  accountId: string;
}

export async function templateManager(
  context: AppContext,
  request: FastifyRequest,
  enterpriseId?: string,
): Promise<ActingAccount> {
  return actingEnterpriseAccount(context, await authenticate(context, request), {
    enterpriseId,
    permission: 'template:manage',
  });
}

export async function templateScope(context: AppContext, operator: ActingAccount): Promise<TTemplateScope> {
  const { scope } = await grantScopeOf(context.database.db, operator);
  return { all: scope.all, ids: new Set(scope.TEMPLATE), accountId: operator.accountId };
}

export function inTemplateScope(scope: TTemplateScope, template: Pick<TTemplateRecord, 'id' | 'createdByAccountId'>) {
  return scope.all || scope.ids.has(template.id) || template.createdByAccountId === scope.accountId;
}

export async function findTemplate(context: AppContext, templateId: string): Promise<TTemplateRecord> {
  const [row] = await context.database.db.select().from(contractTemplates).where(eq(contractTemplates.id, templateId));
  if (!row) throw new AppError('TEMPLATE_NOT_FOUND');
  return row;
}

/** The template a management call names, with the operator acting in its enterprise. */
export async function managedTemplate(
  context: AppContext,
  request: FastifyRequest,
  templateId: string,
): Promise<{ operator: ActingAccount; template: TTemplateRecord }> {
  const auth = await authenticate(context, request);
  const template = await findTemplate(context, templateId);
  const operator = await actingEnterpriseAccount(context, auth, {
    enterpriseId: template.enterpriseId,
    permission: 'template:manage',
  });
  if (!inTemplateScope(await templateScope(context, operator), template)) {
    throw new AppError('TEMPLATE_NO_PERMISSION');
  }
  return { operator, template };
}
