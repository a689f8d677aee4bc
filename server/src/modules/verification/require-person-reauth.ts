// POST cb/assemble/auth/person/requireReauth: internal platform staff ask a verified person to
// verify again (AUTH → WAIT_REAUTH); until they do, they cannot initiate or sign.
import { AppError } from '@ecsign/core/errors';
import { nextAuthStatus, type TPersonAuthState } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, users } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { personalAccount } from './personal-account';
import { readPersonAuthState } from './read-person-auth-state';

export async function requirePersonReauth(
  context: AppContext,
  auth: AuthContext,
  targetUserId: string,
): Promise<TPersonAuthState> {
  const { db } = context.database;
  const [operator] = await db.select({ type: users.userOwnerType }).from(users).where(eq(users.id, auth.userId));
  if (operator?.type !== 'INSIDE') throw new AppError('NO_PERMISSION', { internal: 'only platform staff' });
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetUserId));
  if (!target) throw new AppError('USER_NOT_FOUND');
  const account = await personalAccount(db, targetUserId);
  const next = nextAuthStatus(account.authStatus, 'REQUIRE_REAUTH');
  if (!next) throw new AppError('AUTH_STATUS_CONFLICT', { internal: `require reauth from ${account.authStatus}` });
  await db.update(accounts).set({ authStatus: next }).where(eq(accounts.id, account.id));
  return readPersonAuthState(context, targetUserId);
}
