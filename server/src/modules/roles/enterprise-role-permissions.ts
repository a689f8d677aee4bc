// The permissions an enterprise account holds: a built-in role's from core/guard, a custom role's
// from its row (only while enabled, and only rights a custom role may hold); none for a disabled
// member. Use this rather than the role name alone wherever custom roles can appear.
import { CUSTOM_ROLE_PERMISSIONS, isEnterpriseRole, permissionsForRole, type TPermission } from '@ecsign/core/guard';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { enterpriseRoles } from '../../db/schema';

export async function enterpriseRolePermissions(
  db: Db,
  account: { role: string; enterpriseId: string; memberStatus: 'ENABLE' | 'DISABLE' },
): Promise<TPermission[]> {
  if (account.memberStatus !== 'ENABLE' || isEnterpriseRole(account.role)) {
    return enterpriseRolePermissionsFrom(account, undefined);
  }
  const [custom] = await db
    .select({ permissions: enterpriseRoles.permissions, status: enterpriseRoles.status })
    .from(enterpriseRoles)
    .where(and(eq(enterpriseRoles.id, account.role), eq(enterpriseRoles.enterpriseId, account.enterpriseId)))
    .limit(1);
  return enterpriseRolePermissionsFrom(account, custom);
}

/** A custom role's row as enterpriseRolePermissionsFrom reads it (undefined when there is none). */
export interface CustomRoleRow {
  permissions: readonly string[];
  status: string;
}

/**
 * The same rules without the database: for callers that read the custom role's row in a join of
 * their own (the contract module resolves session, account and role in one statement).
 */
export function enterpriseRolePermissionsFrom(
  account: { role: string; memberStatus: 'ENABLE' | 'DISABLE' },
  custom: CustomRoleRow | undefined,
): TPermission[] {
  if (account.memberStatus !== 'ENABLE') return [];
  if (isEnterpriseRole(account.role)) return permissionsForRole(account.role);
  if (!custom || custom.status !== 'ENABLE') return [];
  return CUSTOM_ROLE_PERMISSIONS.filter((permission) => custom.permissions.includes(permission));
}
