// GET cb/assemble/enterprise/myList: the caller's enterprises (spec item F-enterprise-row: name,
// credit code, verification status, status, role, operation time).
import type { TLanguage } from '@ecsign/core/i18n';
import type { TAuthStatus, TMyEnterpriseRow } from '@ecsign/core/model';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterpriseMembers, enterpriseProfiles, enterpriseRoles, enterprises } from '../../db/schema';
import { roleName } from '../roles/role-name';

export async function listMyEnterprises(
  context: AppContext,
  userId: string,
  language: TLanguage,
): Promise<TMyEnterpriseRow[]> {
  const rows = await context.database.db
    .select({
      accountId: accounts.id,
      role: accounts.role,
      joinedAt: accounts.createdAt,
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
      creditCode: enterprises.creditCode,
      businessRegistrationNumber: enterpriseProfiles.businessRegistrationNumber,
      authStatus: enterprises.authStatus,
      memberStatus: enterpriseMembers.status,
      memberUpdatedAt: enterpriseMembers.updatedAt,
      customRoleName: enterpriseRoles.name,
    })
    .from(accounts)
    .innerJoin(enterprises, eq(enterprises.id, accounts.enterpriseId))
    .leftJoin(enterpriseProfiles, eq(enterpriseProfiles.enterpriseId, enterprises.id))
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .leftJoin(enterpriseRoles, eq(enterpriseRoles.id, accounts.role))
    .where(and(eq(accounts.userId, userId), eq(accounts.accountType, 'ENTERPRISE')))
    .orderBy(asc(accounts.createdAt));
  return rows.map((row) => ({
    accountId: row.accountId,
    enterpriseId: row.enterpriseId,
    enterpriseName: row.enterpriseName,
    creditCode: row.creditCode ?? row.businessRegistrationNumber ?? '',
    authStatus: row.authStatus as TAuthStatus,
    status: row.memberStatus ?? 'ENABLE',
    role: row.role,
    roleName: roleName(row.role, row.customRoleName, language),
    operateTime: (row.memberUpdatedAt ?? row.joinedAt).toISOString(),
  }));
}
