// POST cb/assemble/usercenter/personal/changePassword: the current password is required (wrong
// ones are limited per user), the new one must pass the rule of spec item V-password, and every other session of the
// user ends; the caller's own session stays.
import { AppError } from '@ecsign/core/errors';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { checkNewPassword } from '../auth/check-new-password';
import { hitRateLimit } from '../auth/hit-rate-limit';
import { isRateLimited } from '../auth/is-rate-limited';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { OLD_PASSWORD_FAILURES_PER_USER } from '../auth/rate-limits';
import { revokeUserSessions } from '../auth/revoke-user-sessions';

export async function changePassword(
  context: AppContext,
  auth: AuthContext,
  options: { oldPassword: string; newPassword: string },
): Promise<void> {
  const limit = { ...OLD_PASSWORD_FAILURES_PER_USER, key: auth.userId };
  if (await isRateLimited(context, limit))
    throw new AppError('TOO_MANY_REQUESTS', { internal: 'old password guessed' });
  checkNewPassword(options.newPassword);
  const { db } = context.database;
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw new AppError('SESSION_EXPIRED', { internal: 'session user vanished' });
  if (!(await verifyPassword(options.oldPassword, user.passwordHash))) {
    await hitRateLimit(context, limit);
    throw new AppError('OLD_PASSWORD_WRONG');
  }
  const passwordHash = await hashPassword(options.newPassword);
  await db.update(users).set({ passwordHash, passwordUnsafe: false }).where(eq(users.id, user.id));
  await revokeUserSessions(context, { userId: user.id, exceptSessionId: auth.sessionId });
}
