// Which role a member may be given, by whom. MEMBER needs no more than the call's own permission;
// any other role is "operating roles" and needs a super administrator (spec item P-roles-super-admin). SUPER_ADMIN itself
// moves only by an administrator transfer; a custom role must be this enterprise's and enabled.
import { AppError } from '@ecsign/core/errors';
import { isEnterpriseRole } from '@ecsign/core/guard';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { enterpriseRoles } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';

export async function resolveAssignableRole(
  db: Db,
  operator: ActingAccount,
  role: string | undefined,
): Promise<string> {
  if (role === undefined || role === 'MEMBER') return 'MEMBER';
  if (!operator.permissions.includes('role:manage')) throw new AppError('ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES');
  if (role === 'SUPER_ADMIN') {
    throw new AppError('BAD_REQUEST', {
      internal: 'SUPER_ADMIN is handed over by transfer only',
      details: [{ path: 'role', message: 'SUPER_ADMIN_BY_TRANSFER_ONLY' }],
    });
  }
  if (isEnterpriseRole(role)) return role;
  const [custom] = await db
    .select({ status: enterpriseRoles.status })
    .from(enterpriseRoles)
    .where(and(eq(enterpriseRoles.id, role), eq(enterpriseRoles.enterpriseId, operator.enterpriseId)));
  if (!custom) throw new AppError('ROLE_NOT_FOUND');
  if (custom.status !== 'ENABLE') throw new AppError('ROLE_DISABLED');
  return role;
}
