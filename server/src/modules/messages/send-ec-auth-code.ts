// POST message/sendEcAuthCode (spec item C-send-auth-code): a 6-digit code to a mobile number for one scene.
// - REGISTER: refused with ACCOUNT_ALREADY_REGISTERED when the number has an account.
// - LOGIN, RESET_PASSWORD: the same answer whether or not the number has an account; the code is
//   sent only when it has one.
// - CHANGE_MOBILE_OLD: the logged-in user's own number only (403 otherwise).
// - CHANGE_MOBILE_NEW: logged in; a number that belongs to an account is refused.
// The client's limits and the behaviour captcha come first (enforce-sms-send-limits.ts); the
// per-number limits follow in deliverAuthCode.
import { AppError } from '@ecsign/core/errors';
import type { TSendAuthCodeReply, TSendAuthCodeRequest } from '@ecsign/core/model';
import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { enforceSmsClientLimits } from './enforce-sms-send-limits';
import { deliverAuthCode } from './deliver-auth-code';
import type { MessageLog } from './message-providers';

export async function sendEcAuthCode(
  context: AppContext,
  options: {
    input: Required<Pick<TSendAuthCodeRequest, 'mobile' | 'scene'>> & Pick<TSendAuthCodeRequest, 'captchaVerification'>;
    /** The logged-in user, resolved by the route for the CHANGE_MOBILE_* scenes. */
    userId?: string;
    clientAddress: string;
    log: MessageLog;
  },
): Promise<TSendAuthCodeReply> {
  const { mobile, scene, captchaVerification } = options.input;
  await enforceSmsClientLimits(context, { clientAddress: options.clientAddress, captchaVerification });

  const [owner] = await context.database.db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(or(eq(users.mobile, mobile), eq(users.username, mobile)))
    .limit(1);
  let deliver = true;
  switch (scene) {
    case 'REGISTER':
    case 'CHANGE_MOBILE_NEW':
      if (owner) throw new AppError('ACCOUNT_ALREADY_REGISTERED', { internal: `${scene}: number taken` });
      break;
    case 'LOGIN':
    case 'RESET_PASSWORD':
      deliver = owner?.mobile === mobile;
      break;
    case 'CHANGE_MOBILE_OLD':
      if (!owner || owner.id !== options.userId || owner.mobile !== mobile) {
        throw new AppError('NO_PERMISSION', { internal: 'CHANGE_MOBILE_OLD for a number not the caller’s' });
      }
      break;
  }
  return deliverAuthCode(context, { channel: 'SMS', target: mobile, scene, deliver, log: options.log });
}
