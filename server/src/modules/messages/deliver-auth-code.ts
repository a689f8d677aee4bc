// Sends a verification code to a number or address, within the per-target limits: one per 60 s
// per scene (CODE_SEND_TOO_FREQUENT) and AUTH_CODES_PER_DAY a day (CODE_SEND_DAILY_LIMIT).
// With `deliver: false` the limits are counted exactly as for a real send, but nothing is made or
// sent: the caller answers alike whether or not an account exists.
import { AppError } from '@ecsign/core/errors';
import {
  AUTH_CODE_RESEND_SECONDS,
  AUTH_CODE_TTL_SECONDS,
  type TAuthCodeScene,
  type TEmailCodeScene,
  type TSendAuthCodeReply,
} from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { enforceRateLimit } from '../auth/enforce-rate-limit';
import { CODE_RESEND, CODES_PER_DAY } from '../auth/rate-limits';
import { composeCodeMessage } from './compose-code-message';
import { enforceSmsTargetLimits } from './enforce-sms-send-limits';
import { consumeVerificationCodes } from './consume-verification-codes';
import { issueVerificationCode } from './issue-verification-code';
import type { MessageLog } from './message-providers';
import { messageProvidersOf } from './message-providers-of';
import { sendSms } from './sms/send-sms';
import { smsAppError } from './sms/sms-app-error';
import { SmsSendError } from './sms/sms-send-error';

export async function deliverAuthCode(
  context: AppContext,
  options: {
    channel: 'SMS' | 'EMAIL';
    target: string;
    scene: TAuthCodeScene | TEmailCodeScene;
    deliver: boolean;
    log: MessageLog;
  },
): Promise<TSendAuthCodeReply> {
  const { target, scene } = options;
  if (options.channel === 'SMS') {
    await enforceSmsTargetLimits(context, { target, scene });
  } else {
    await enforceRateLimit(context, { ...CODE_RESEND, key: `${scene}:${target}`, code: 'CODE_SEND_TOO_FREQUENT' });
    await enforceRateLimit(context, { ...CODES_PER_DAY, key: target, code: 'CODE_SEND_DAILY_LIMIT' });
  }
  if (options.deliver) {
    const { id, code } = await issueVerificationCode(context, { target, scene });
    const { subject, text, minutes } = composeCodeMessage(scene, code);
    try {
      if (options.channel === 'SMS') {
        const params = { code, minutes: String(minutes) };
        await sendSms(context, { to: target, kind: 'AUTH_CODE', params, text, scene, code }, { log: options.log });
      } else {
        await messageProvidersOf(context, options.log).email.send({ to: target, subject, text, scene, code });
      }
    } catch (error) {
      // The code was never received: it must not stay redeemable (nor count as the one to resend).
      await consumeVerificationCodes(context, [id]).catch(() => undefined);
      if (error instanceof SmsSendError) throw smsAppError(error);
      options.log.error({ err: error }, 'sending a verification code by e-mail failed');
      throw new AppError('MESSAGE_SEND_FAILED', { internal: (error as Error).message, cause: error });
    }
  }
  return { expiresIn: AUTH_CODE_TTL_SECONDS, resendIn: AUTH_CODE_RESEND_SECONDS };
}
