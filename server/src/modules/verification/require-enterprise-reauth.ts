// POST cb/assemble/auth/enterprise/requireReauth: an administrator of the enterprise (spec item P-reverify-admin:
// "only an administrator can re-verify an enterprise") or platform staff put a verified enterprise
// into WAIT_REAUTH. Its members cannot initiate or sign until an administrator re-verifies it.
import { AppError } from '@ecsign/core/errors';
import { nextAuthStatus, type TAuthStatus } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterprises, users } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { setEnterpriseAuthStatus } from './set-enterprise-auth-status';

export async function requireEnterpriseReauth(
  context: AppContext,
  auth: AuthContext,
  enterpriseId: string,
): Promise<{ enterpriseId: string; authStatus: TAuthStatus }> {
  const { db } = context.database;
  const [operator] = await db.select({ type: users.userOwnerType }).from(users).where(eq(users.id, auth.userId));
  if (operator?.type !== 'INSIDE') {
    await actingEnterpriseAccount(context, auth, {
      enterpriseId,
      permission: 'enterprise:reauth',
      denial: 'ONLY_ADMIN_MAY_REVERIFY_ENTERPRISE',
    });
  }
  const [enterprise] = await db
    .select({ authStatus: enterprises.authStatus })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!enterprise) throw new AppError('ENTERPRISE_NOT_FOUND');
  const next = nextAuthStatus(enterprise.authStatus as TAuthStatus, 'REQUIRE_REAUTH');
  if (!next) throw new AppError('AUTH_STATUS_CONFLICT', { internal: `require reauth from ${enterprise.authStatus}` });
  await db.transaction((tx) => setEnterpriseAuthStatus(tx, enterpriseId, next));
  return { enterpriseId, authStatus: next };
}
