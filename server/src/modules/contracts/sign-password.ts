// Sign passwords: set or change one (after the login password proves the person), read whether one
// is set, and check one when a signature is confirmed with it. Hashed with the login password's
// hashing; five wrong tries lock it for 30 minutes. The check runs in a transaction holding the
// row, so parallel guesses are counted one after another rather than all judged against the same
// count.
import { AppError } from '@ecsign/core/errors';
import {
  SIGN_PASSWORD_LOCK_MINUTES,
  SIGN_PASSWORD_MAX_FAILURES,
  type TSetSignPasswordRequest,
  type TSignPasswordStatus,
} from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { hitRateLimit } from '../auth/hit-rate-limit';
import { isRateLimited } from '../auth/is-rate-limited';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { OLD_PASSWORD_FAILURES_PER_USER } from '../auth/rate-limits';

interface SignPasswordRow {
  password_hash: string;
  failed_attempts: number;
  locked_until: Date | string | null;
}

const lockedAt = (row: SignPasswordRow | undefined, now: Date) =>
  row?.locked_until && new Date(row.locked_until) > now ? new Date(row.locked_until) : null;

export async function signPasswordStatus(context: AppContext, userId: string): Promise<TSignPasswordStatus> {
  const [row] = await context.database.query<SignPasswordRow>(
    'SELECT password_hash, failed_attempts, locked_until FROM sign_passwords WHERE user_id = $1',
    [userId],
  );
  return { set: Boolean(row), lockedUntil: lockedAt(row, context.now())?.toISOString() ?? null };
}

export async function setSignPassword(
  context: AppContext,
  userId: string,
  request: TSetSignPasswordRequest,
): Promise<TSignPasswordStatus> {
  // The login password is guessed against the same limit as change-password's current password.
  const limit = { ...OLD_PASSWORD_FAILURES_PER_USER, key: userId };
  if (await isRateLimited(context, limit))
    throw new AppError('TOO_MANY_REQUESTS', { internal: 'login password guessed' });
  const [user] = await context.database.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  if (!user) throw new AppError('SESSION_EXPIRED', { internal: 'session user vanished' });
  if (!(await verifyPassword(request.loginPassword, user.password_hash))) {
    await hitRateLimit(context, limit);
    throw new AppError('OLD_PASSWORD_WRONG');
  }
  const hash = await hashPassword(request.signPassword);
  // A new password also lifts a lockout: the person has just proved who they are.
  await context.database.query(
    `INSERT INTO sign_passwords (user_id, password_hash, failed_attempts, locked_until, updated_at)
     VALUES ($1, $2, 0, NULL, $3)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = $2, failed_attempts = 0, locked_until = NULL, updated_at = $3`,
    [userId, hash, context.now()],
  );
  return { set: true, lockedUntil: null };
}

/** Throws SIGN_PASSWORD_NOT_SET, SIGN_PASSWORD_TOO_MANY_TRIES or SIGN_PASSWORD_WRONG unless `password` is right. */
export async function checkSignPassword(context: AppContext, userId: string, password: string): Promise<void> {
  const now = context.now();
  const failure = await context.database.transaction(async (tx) => {
    const [row] = await tx.query<SignPasswordRow>(
      'SELECT password_hash, failed_attempts, locked_until FROM sign_passwords WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    if (!row) return new AppError('SIGN_PASSWORD_NOT_SET');
    if (lockedAt(row, now))
      return new AppError('SIGN_PASSWORD_TOO_MANY_TRIES', { details: { lockedUntil: lockedAt(row, now) } });
    if (await verifyPassword(password, row.password_hash)) {
      if (row.failed_attempts > 0 || row.locked_until) {
        await tx.query('UPDATE sign_passwords SET failed_attempts = 0, locked_until = NULL WHERE user_id = $1', [
          userId,
        ]);
      }
      return null;
    }
    const failures = row.failed_attempts + 1;
    const locks = failures >= SIGN_PASSWORD_MAX_FAILURES;
    const until = locks ? new Date(now.getTime() + SIGN_PASSWORD_LOCK_MINUTES * 60_000) : null;
    await tx.query('UPDATE sign_passwords SET failed_attempts = $2, locked_until = $3 WHERE user_id = $1', [
      userId,
      locks ? 0 : failures,
      until,
    ]);
    return locks
      ? new AppError('SIGN_PASSWORD_TOO_MANY_TRIES', {
          internal: 'locked by this failure',
          details: { lockedUntil: until },
        })
      : new AppError('SIGN_PASSWORD_WRONG', {
          details: { remainingAttempts: SIGN_PASSWORD_MAX_FAILURES - failures },
        });
  });
  // Thrown after the transaction so the failure count is committed, not rolled back.
  if (failure) throw failure;
}
