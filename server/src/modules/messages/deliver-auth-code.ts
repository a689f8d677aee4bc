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
    const { subject, text } = composeCodeMessage(scene, code);
    const providers = messageProvidersOf(context, options.log);
    try {
      if (options.channel === 'SMS') await providers.sms.send({ to: target, text, scene, code });
      else await providers.email.send({ to: target, subject, text, scene, code });
    } catch (error) {
      options.log.error({ err: error, to: target }, 'sending a verification code failed');
      await consumeVerificationCodes(context, [id]).catch(() => undefined);
      throw new AppError('MESSAGE_SEND_FAILED', { internal: (error as Error).message, cause: error });
    }
  }
  return { expiresIn: AUTH_CODE_TTL_SECONDS, resendIn: AUTH_CODE_RESEND_SECONDS };
}
