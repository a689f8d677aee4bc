// POST mobile/token: SMS login (spec item C-sms-login). The LOGIN code sent to the number proves the person; a
// number without an account never got a code, so it fails exactly like a wrong code. Failures
// count against the client's failed-login limit; a locked account stays locked.
import { AppError } from '@ecsign/core/errors';
import type { TTokenPair, TUserOwnerType } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { redeemVerificationCode } from '../messages/redeem-verification-code';
import { hitRateLimit } from './hit-rate-limit';
import { isRateLimited } from './is-rate-limited';
import { LOGIN_FAILURES_PER_CLIENT } from './rate-limits';
import { startUserSession } from './start-user-session';

export async function loginWithSms(
  context: AppContext,
  options: { mobile: string; code: string; userOwnerType: TUserOwnerType; client: string; clientAddress: string },
): Promise<TTokenPair> {
  const clientLimit = { ...LOGIN_FAILURES_PER_CLIENT, key: options.clientAddress };
  if (await isRateLimited(context, clientLimit)) {
    throw new AppError('TOO_MANY_REQUESTS', { internal: 'too many failed logins from this client' });
  }
  try {
    await redeemVerificationCode(context, { target: options.mobile, scene: 'LOGIN', code: options.code });
  } catch (error) {
    await hitRateLimit(context, clientLimit);
    throw error;
  }
  const [user] = await context.database.db.select().from(users).where(eq(users.mobile, options.mobile)).limit(1);
  if (!user || user.userOwnerType !== options.userOwnerType) {
    await hitRateLimit(context, clientLimit);
    throw new AppError('WRONG_CREDENTIALS', { internal: 'code right but no such user of this login type' });
  }
  if (user.lockedUntil && user.lockedUntil > context.now()) throw new AppError('ACCOUNT_LOCKED');
  return startUserSession(context, { userId: user.id, client: options.client });
}
