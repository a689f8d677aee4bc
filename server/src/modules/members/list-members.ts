// POST cb/assemble/enterprise/member/list: an enterprise's members for its administrators, paged,
// filtered by status, department and a name or mobile keyword. Mobiles are masked.
import type { TLanguage } from '@ecsign/core/i18n';
import type { TMemberRow, TPage } from '@ecsign/core/model';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, adminTransfers, departments, enterpriseMembers, enterpriseRoles, users } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { maskMobile } from '../identity/mask-digits';
import { roleName } from '../roles/role-name';

export async function listMembers(
  context: AppContext,
  operator: ActingAccount,
  query: {
    current: number;
    size: number;
    status?: 'ENABLE' | 'DISABLE' | undefined;
    departmentId?: string | undefined;
    keyword?: string | undefined;
  },
  language: TLanguage,
): Promise<TPage<TMemberRow>> {
  const { db } = context.database;
  const keyword = query.keyword?.replace(/[%_\\]/g, '');
  const where = and(
    eq(accounts.enterpriseId, operator.enterpriseId),
    query.status ? sql`COALESCE(${enterpriseMembers.status}, 'ENABLE') = ${query.status}` : undefined,
    query.departmentId ? eq(enterpriseMembers.departmentId, query.departmentId) : undefined,
    keyword ? or(ilike(users.name, `%${keyword}%`), ilike(users.mobile, `%${keyword}%`)) : undefined,
  );
  const base = () =>
    db
      .select({
        accountId: accounts.id,
        userId: accounts.userId,
        role: accounts.role,
        joinedAt: accounts.createdAt,
        name: users.name,
        mobile: users.mobile,
        status: enterpriseMembers.status,
        departmentId: enterpriseMembers.departmentId,
        departmentName: departments.name,
        updatedAt: enterpriseMembers.updatedAt,
        customRoleName: enterpriseRoles.name,
        transfers: sql<number>`(SELECT count(*)::int FROM ${adminTransfers} WHERE ${adminTransfers.status} = 'PENDING' AND (${adminTransfers.fromAccountId} = ${accounts.id} OR ${adminTransfers.toAccountId} = ${accounts.id}))`,
      })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
      .leftJoin(departments, eq(departments.id, enterpriseMembers.departmentId))
      .leftJoin(enterpriseRoles, eq(enterpriseRoles.id, accounts.role))
      .where(where);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(where)) as [{ total: number }];
  const rows = await base()
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return {
    total,
    current: query.current,
    records: rows.map((row) => ({
      accountId: row.accountId,
      userId: row.userId,
      name: row.name,
      mobile: maskMobile(row.mobile),
      role: row.role,
      roleName: roleName(row.role, row.customRoleName, language),
      status: row.status ?? 'ENABLE',
      departmentId: row.departmentId,
      departmentName: row.departmentName,
      joinedAt: row.joinedAt.toISOString(),
      updatedAt: (row.updatedAt ?? row.joinedAt).toISOString(),
      transferPending: row.transfers > 0,
    })),
  };
}
