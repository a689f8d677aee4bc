// The enterprise account a call acts through: the caller's account in the enterprise the call
// names, or the session's active account when it names none. Someone who is not a member gets 403
// and learns nothing about the enterprise; a disabled member gets MEMBER_DISABLED.
import { AppError, type TErrorCode } from '@ecsign/core/errors';
import { isDefaultAdminRole, type TPermission } from '@ecsign/core/guard';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterpriseMembers } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { enterpriseRolePermissions } from '../roles/enterprise-role-permissions';

export interface ActingAccount {
  accountId: string;
  userId: string;
  enterpriseId: string;
  role: string;
  permissions: TPermission[];
  /** SUPER_ADMIN or ADMIN. */
  isDefaultAdmin: boolean;
  departmentId: string | null;
}

export interface ActingOptions {
  enterpriseId?: string | undefined;
  /** The permission the call needs. */
  permission?: TPermission;
  /** The catalogue code for a member without it (default NO_PERMISSION). */
  denial?: TErrorCode;
}

export async function actingEnterpriseAccount(
  context: AppContext,
  auth: AuthContext,
  options: ActingOptions = {},
): Promise<ActingAccount> {
  const { db } = context.database;
  const where = options.enterpriseId
    ? and(
        eq(accounts.userId, auth.userId),
        eq(accounts.enterpriseId, options.enterpriseId),
        eq(accounts.accountType, 'ENTERPRISE'),
      )
    : and(eq(accounts.id, auth.accountId), eq(accounts.userId, auth.userId), eq(accounts.accountType, 'ENTERPRISE'));
  const [row] = await db
    .select({
      accountId: accounts.id,
      enterpriseId: accounts.enterpriseId,
      role: accounts.role,
      memberStatus: enterpriseMembers.status,
      departmentId: enterpriseMembers.departmentId,
    })
    .from(accounts)
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(where)
    .limit(1);
  if (!row || !row.enterpriseId) {
    throw new AppError(options.denial ?? 'NO_PERMISSION', { internal: 'not a member of the enterprise' });
  }
  const memberStatus = row.memberStatus ?? 'ENABLE';
  if (memberStatus !== 'ENABLE') throw new AppError('MEMBER_DISABLED');
  const permissions = await enterpriseRolePermissions(db, {
    role: row.role,
    enterpriseId: row.enterpriseId,
    memberStatus,
  });
  if (options.permission && !permissions.includes(options.permission)) {
    throw new AppError(options.denial ?? 'NO_PERMISSION', { internal: `lacks ${options.permission}` });
  }
  return {
    accountId: row.accountId,
    userId: auth.userId,
    enterpriseId: row.enterpriseId,
    role: row.role,
    permissions,
    isDefaultAdmin: isDefaultAdminRole(row.role),
    departmentId: row.departmentId ?? null,
  };
}
