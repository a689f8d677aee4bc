// POST token/accessToken: password login (spec item C-password-login), with the picture or behaviour captcha, the
// 30-minute lockout after 5 wrong passwords in a row (spec item K-lockout), and a limit on failed logins per
// client address. A right password stored with an old scheme is re-hashed with Argon2id; one that
// fails today's rule (spec item V-password) marks the user so the portal demands a new one.
// No account enumeration: an unknown account costs one Argon2id verification against a dummy hash
// and answers WRONG_CREDENTIALS like a wrong password; five wrong tries at one unknown name answer
// the 30-minute lock (K-lockout) as an existing account would.
import { AppError } from '@ecsign/core/errors';
import {
  ACCOUNT_LOCKOUT_MINUTES,
  MAX_FAILED_LOGINS,
  type TPasswordLoginRequest,
  type TTokenPair,
} from '@ecsign/core/model';
import { validatePassword } from '@ecsign/core/validation';
import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { checkLoginCaptcha } from './check-login-captcha';
import { hitRateLimit } from './hit-rate-limit';
import { isRateLimited } from './is-rate-limited';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password-hash';
import { LOGIN_FAILURES_PER_CLIENT, UNKNOWN_ACCOUNT_FAILURES } from './rate-limits';
import { createHash } from 'node:crypto';
import { startUserSession } from './start-user-session';

export async function loginWithPassword(
  context: AppContext,
  input: Required<Pick<TPasswordLoginRequest, 'username' | 'password' | 'userOwnerType'>> &
    Pick<TPasswordLoginRequest, 'captchaKey' | 'captchaCode' | 'captchaVerification'>,
  options: { client: string; clientAddress: string },
): Promise<TTokenPair> {
  const { client, clientAddress } = options;
  const clientLimit = { ...LOGIN_FAILURES_PER_CLIENT, key: clientAddress };
  if (await isRateLimited(context, clientLimit)) {
    throw new AppError('TOO_MANY_REQUESTS', { internal: 'too many failed logins from this client' });
  }
  if (!context.config.ECSIGN_TEST_SKIP_CAPTCHA) await checkLoginCaptcha(context, { ...input, clientAddress });
  const fail = async (code: 'WRONG_CREDENTIALS' | 'ACCOUNT_LOCKED', internal: string) => {
    await hitRateLimit(context, clientLimit);
    return new AppError(code, { internal });
  };

  const { db } = context.database;
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, input.username), eq(users.mobile, input.username)))
    .limit(1);
  if (!user || user.userOwnerType !== input.userOwnerType) {
    await verifyPassword(input.password, await dummyPasswordHash());
    const locks = await countUnknownAccountFailure(context, input.username);
    throw await fail(locks ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS', 'unknown user or wrong login type');
  }
  const now = context.now();
  const passwordRight = await verifyPassword(input.password, user.passwordHash);
  if (user.lockedUntil && user.lockedUntil > now) throw await fail('ACCOUNT_LOCKED', 'account locked');

  if (!passwordRight) {
    const locks = await countWrongPassword(context, user.id, now);
    throw await fail(locks ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS', 'wrong password');
  }
  await db
    .update(users)
    .set({
      failedLogins: 0,
      lockedUntil: null,
      passwordUnsafe: !validatePassword(input.password).valid,
      ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {}),
    })
    .where(eq(users.id, user.id));
  return startUserSession(context, { userId: user.id, client });
}

/**
 * A failed login at a name with no account, counted like a wrong password of an account: the
 * fifth inside the lockout window answers locked. The name is kept only as a hash.
 */
async function countUnknownAccountFailure(context: AppContext, username: string): Promise<boolean> {
  const key = createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
  const verdict = await hitRateLimit(context, { ...UNKNOWN_ACCOUNT_FAILURES, key });
  return !verdict.allowed || verdict.count >= UNKNOWN_ACCOUNT_FAILURES.limit;
}

/**
 * One more wrong password, counted in one statement: wrong passwords checked at the same moment
 * (by two server processes, or one busy one) each add theirs, where read-then-write lost counts.
 * The fifth in a row locks the account and starts the count again. Answers whether it locked.
 */
async function countWrongPassword(context: AppContext, userId: string, now: Date): Promise<boolean> {
  const lockedUntil = new Date(now.getTime() + ACCOUNT_LOCKOUT_MINUTES * 60_000);
  const [row] = await context.database.query<{ locks: boolean }>(
    `UPDATE users SET
       failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
       locked_until = CASE WHEN failed_logins + 1 >= $2 THEN $3 ELSE locked_until END
     WHERE id = $1
     RETURNING locked_until = $3 AS locks`,
    [userId, MAX_FAILED_LOGINS, lockedUntil],
  );
  return row?.locks === true;
}
