// GET cb/assemble/enterprise/role/list: the built-in roles (SUPER_ADMIN, ADMIN, HR, MEMBER) and the
// enterprise's custom roles, with their permissions and how many members hold each.
import { ENTERPRISE_ROLES, isDefaultAdminRole, permissionsForRole, type TPermission } from '@ecsign/core/guard';
import type { TLanguage } from '@ecsign/core/i18n';
import type { TRoleRow } from '@ecsign/core/model';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { accounts, enterpriseRoles } from '../../db/schema';
import { roleName } from './role-name';

export async function listRoles(db: Db, enterpriseId: string, language: TLanguage): Promise<TRoleRow[]> {
  const counts = await db
    .select({ role: accounts.role, count: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(eq(accounts.enterpriseId, enterpriseId), eq(accounts.accountType, 'ENTERPRISE')))
    .groupBy(accounts.role);
  const countOf = new Map(counts.map((c) => [c.role, c.count]));
  const custom = await db
    .select()
    .from(enterpriseRoles)
    .where(eq(enterpriseRoles.enterpriseId, enterpriseId))
    .orderBy(asc(enterpriseRoles.createdAt), asc(enterpriseRoles.id));
  return [
    ...ENTERPRISE_ROLES.map((role) => ({
      roleId: role,
      name: roleName(role, null, language),
      builtIn: true,
      defaultAdmin: isDefaultAdminRole(role),
      status: 'ENABLE' as const,
      permissions: permissionsForRole(role),
      userCount: countOf.get(role) ?? 0,
    })),
    ...custom.map((row) => ({
      roleId: row.id,
      name: row.name,
      builtIn: false,
      defaultAdmin: false,
      status: row.status,
      permissions: row.permissions as TPermission[],
      userCount: countOf.get(row.id) ?? 0,
    })),
  ];
}
