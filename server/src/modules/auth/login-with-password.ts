// POST token/accessToken: password login (spec §7), with the picture captcha and the 30-minute
// lockout after repeated failures (spec §9).
import { AppError } from '@ecsign/core/errors';
import {
  ACCOUNT_LOCKOUT_MINUTES,
  MAX_FAILED_LOGINS,
  type TPasswordLoginRequest,
  type TTokenPair,
} from '@ecsign/core/model';
import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, users } from '../../db/schema';
import { consumePictureCaptcha } from '../captcha/consume-picture-captcha';
import { createSession } from './create-session';
import { verifyPassword } from './password-hash';

export async function loginWithPassword(
  context: AppContext,
  input: Required<Pick<TPasswordLoginRequest, 'username' | 'password' | 'userOwnerType'>> &
    Pick<TPasswordLoginRequest, 'captchaKey' | 'captchaCode'>,
  client: string,
): Promise<TTokenPair> {
  if (!context.config.ECSIGN_TEST_SKIP_CAPTCHA) {
    await consumePictureCaptcha(context, input.captchaKey ?? '', input.captchaCode ?? '');
  }
  const { db } = context.database;
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, input.username), eq(users.mobile, input.username)))
    .limit(1);
  if (!user || user.userOwnerType !== input.userOwnerType) {
    throw new AppError('WRONG_CREDENTIALS', { internal: 'unknown user or wrong login type' });
  }
  const now = context.now();
  if (user.lockedUntil && user.lockedUntil > now) throw new AppError('ACCOUNT_LOCKED');

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const failures = user.failedLogins + 1;
    const locks = failures >= MAX_FAILED_LOGINS;
    await db
      .update(users)
      .set({
        failedLogins: locks ? 0 : failures,
        lockedUntil: locks ? new Date(now.getTime() + ACCOUNT_LOCKOUT_MINUTES * 60_000) : user.lockedUntil,
      })
      .where(eq(users.id, user.id));
    throw new AppError(locks ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS');
  }
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));

  const owned = await db.select().from(accounts).where(eq(accounts.userId, user.id));
  // Enterprise members act for their enterprise first (only enterprises initiate contracts).
  const active = owned.find((a) => a.accountType === 'ENTERPRISE') ?? owned.find((a) => a.accountType === 'PERSONAL');
  if (!active) throw new AppError('USER_NOT_FOUND', { internal: `user ${user.id} has no account` });
  return createSession(context, { userId: user.id, accountId: active.id, client });
}
