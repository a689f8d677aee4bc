// POST cb/assemble/enterprise/grant/create and …/grant/revoke: data grants for organisations,
// seals and templates (spec item P-grants). Whoever holds grant:manage may grant — never to themselves (their
// own account or a department they belong to) and never beyond their own scope (canGrant); taking a
// grant back follows the same two rules. Organisation grants name departments of the enterprise;
// template ids must be the enterprise's templates (after the scope check); seal ids are checked
// by the seals module before it grants (seals/grant-seal.ts).
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { canGrant } from '@ecsign/core/guard';
import type { TGrantResourceType, TGrantSubjectType } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, dataGrants, departments } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { assertEnterpriseTemplates } from '../templates/assert-enterprise-templates';
import { grantScopeOf } from './grant-scope-of';

export interface TGrantChange {
  subjectType: TGrantSubjectType;
  subjectId: string;
  resourceType: TGrantResourceType;
  resourceIds: string[];
}

async function judge(context: AppContext, operator: ActingAccount, change: TGrantChange) {
  const { scope, departmentIds } = await grantScopeOf(context.database.db, operator);
  const decision = canGrant({ accountId: operator.accountId, departmentIds, scope }, change);
  if (decision.allowed) return;
  if (decision.reason === 'SELF_GRANT') throw new AppError('GRANT_TO_SELF_NOT_ALLOWED');
  throw new AppError('GRANT_EXCEEDS_OWN_SCOPE', { details: { outside: decision.outside } });
}

export async function createGrants(
  context: AppContext,
  operator: ActingAccount,
  change: TGrantChange,
): Promise<{ created: number }> {
  const { db } = context.database;
  const enterpriseId = operator.enterpriseId;
  if (change.subjectType === 'MEMBER') {
    const [member] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, change.subjectId), eq(accounts.enterpriseId, enterpriseId)));
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
  }
  const known = new Set(
    (await db.select({ id: departments.id }).from(departments).where(eq(departments.enterpriseId, enterpriseId))).map(
      (d) => d.id,
    ),
  );
  if (change.subjectType === 'DEPARTMENT' && !known.has(change.subjectId)) throw new AppError('ORG_NOT_FOUND');
  if (change.resourceType === 'ORG' && change.resourceIds.some((id) => !known.has(id)))
    throw new AppError('ORG_NOT_FOUND');
  await judge(context, operator, change);
  if (change.resourceType === 'TEMPLATE') await assertEnterpriseTemplates(context, enterpriseId, change.resourceIds);
  const now = context.now();
  const created = await db
    .insert(dataGrants)
    .values(
      [...new Set(change.resourceIds)].map((resourceId) => ({
        id: randomUUID(),
        enterpriseId,
        subjectType: change.subjectType,
        subjectId: change.subjectId,
        resourceType: change.resourceType,
        resourceId,
        grantedByAccountId: operator.accountId,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: dataGrants.id });
  return { created: created.length };
}

export async function revokeGrant(context: AppContext, operator: ActingAccount, grantId: string): Promise<void> {
  const { db } = context.database;
  const [grant] = await db
    .select()
    .from(dataGrants)
    .where(and(eq(dataGrants.id, grantId), eq(dataGrants.enterpriseId, operator.enterpriseId)));
  if (!grant) throw new AppError('GRANT_NOT_FOUND');
  await judge(context, operator, {
    subjectType: grant.subjectType,
    subjectId: grant.subjectId,
    resourceType: grant.resourceType,
    resourceIds: [grant.resourceId],
  });
  await db.delete(dataGrants).where(eq(dataGrants.id, grant.id));
}
