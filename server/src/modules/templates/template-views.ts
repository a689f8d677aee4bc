// Template rows as the API shows them (core/model ZTemplateRow / ZTemplateDetail), with the
// group's and the creator's names joined in, and the paged, filtered list of one enterprise.
import type { TPage, TTemplateDetail, TTemplateListQuery, TTemplateRow } from '@ecsign/core/model';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, contractTemplates, templateGroups, users } from '../../db/schema';
import type { TTemplateRecord, TTemplateScope } from './template-access';

const columns = { template: contractTemplates, groupName: templateGroups.name, creatorName: users.name };

function toRow(row: { template: TTemplateRecord; groupName: string | null; creatorName: string | null }): TTemplateRow {
  const t = row.template;
  return {
    templateId: t.id,
    name: t.name,
    groupId: t.groupId,
    groupName: row.groupName,
    sourceType: t.sourceType,
    sourceName: t.sourceName,
    pageCount: t.pages.length,
    fieldCount: t.fields.length,
    roleCount: t.roles.length,
    status: t.status,
    creatorName: row.creatorName ?? '',
    updatedAt: t.updatedAt.toISOString(),
  };
}

function joined(context: AppContext, where: SQL | undefined) {
  return context.database.db
    .select(columns)
    .from(contractTemplates)
    .leftJoin(templateGroups, eq(templateGroups.id, contractTemplates.groupId))
    .leftJoin(accounts, eq(accounts.id, contractTemplates.createdByAccountId))
    .leftJoin(users, eq(users.id, accounts.userId))
    .where(where);
}

export async function templateDetail(context: AppContext, templateId: string): Promise<TTemplateDetail> {
  const [row] = await joined(context, eq(contractTemplates.id, templateId));
  const t = row!.template;
  return {
    ...toRow(row!),
    enterpriseId: t.enterpriseId,
    description: t.description,
    pages: t.pages,
    fields: t.fields,
    roles: t.roles,
    version: t.version,
  };
}

/** Search text matches the name; LIKE wildcards in it are taken literally. */
function nameLike(text: string) {
  return ilike(contractTemplates.name, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export async function listTemplates(
  context: AppContext,
  enterpriseId: string,
  scope: TTemplateScope,
  query: TTemplateListQuery,
): Promise<TPage<TTemplateRow>> {
  const where = and(
    eq(contractTemplates.enterpriseId, enterpriseId),
    scope.all
      ? undefined
      : or(
          eq(contractTemplates.createdByAccountId, scope.accountId),
          scope.ids.size > 0 ? inArray(contractTemplates.id, [...scope.ids]) : undefined,
        ),
    query.name ? nameLike(query.name) : undefined,
    query.groupId ? eq(contractTemplates.groupId, query.groupId) : undefined,
    query.status ? eq(contractTemplates.status, query.status) : undefined,
  );
  const [{ total }] = (await context.database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(contractTemplates)
    .where(where)) as [{ total: number }];
  const rows = await joined(context, where)
    .orderBy(desc(contractTemplates.updatedAt), desc(contractTemplates.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return { total, current: query.current, records: rows.map(toRow) };
}
