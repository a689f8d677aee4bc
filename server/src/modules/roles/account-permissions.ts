// The one answer to "what may this account do?" on the server: internal staff hold the
// INSIDE_STAFF permissions; a personal account the PERSONAL role's; an enterprise account its
// built-in or custom role's, and nothing while its membership is disabled. getLoggedUserInfo,
// the menus and every permission check use it, so they cannot disagree.
import { permissionsForAccount, type TPermission } from '@ecsign/core/guard';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { accounts, enterpriseMembers, users } from '../../db/schema';
import {
  enterpriseRolePermissions,
  enterpriseRolePermissionsFrom,
  type CustomRoleRow,
} from './enterprise-role-permissions';

export interface AccountForPermissions {
  role: string;
  accountType: 'PERSONAL' | 'ENTERPRISE';
  enterpriseId: string | null;
  userOwnerType: 'INSIDE' | 'OUTSIDE';
  /** enterprise_members.status; absent rows (accounts made before membership rows existed) count as enabled. */
  memberStatus: 'ENABLE' | 'DISABLE' | null;
}

export async function accountPermissions(db: Db, account: AccountForPermissions): Promise<TPermission[]> {
  if (!heldByEnterpriseRole(account)) return permissionsForAccount(account);
  return enterpriseRolePermissions(db, {
    role: account.role,
    enterpriseId: account.enterpriseId,
    memberStatus: account.memberStatus ?? 'ENABLE',
  });
}

/** Whether the account's rights come from an enterprise role (built-in or custom) rather than its own role. */
export function heldByEnterpriseRole(
  account: AccountForPermissions,
): account is AccountForPermissions & { enterpriseId: string } {
  return !(account.userOwnerType === 'INSIDE' || account.accountType === 'PERSONAL' || !account.enterpriseId);
}

/** accountPermissions for a caller that already holds the custom role's row (read in its own join). */
export function accountPermissionsFrom(
  account: AccountForPermissions,
  custom: CustomRoleRow | undefined,
): TPermission[] {
  if (!heldByEnterpriseRole(account)) return permissionsForAccount(account);
  return enterpriseRolePermissionsFrom({ role: account.role, memberStatus: account.memberStatus ?? 'ENABLE' }, custom);
}

/** The facts accountPermissions needs, for one account id (undefined when there is no such account). */
export async function loadAccountForPermissions(
  db: Db,
  accountId: string,
): Promise<(AccountForPermissions & { userId: string; authStatus: string }) | undefined> {
  const [row] = await db
    .select({
      userId: accounts.userId,
      role: accounts.role,
      accountType: accounts.accountType,
      enterpriseId: accounts.enterpriseId,
      authStatus: accounts.authStatus,
      userOwnerType: users.userOwnerType,
      memberStatus: enterpriseMembers.status,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}
