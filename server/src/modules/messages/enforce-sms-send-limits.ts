// The limits every SMS code passes before any provider is called (sandbox, Alibaba, Tencent …),
// in this one file so a new provider cannot skip them. Per client address: SMS_CODES_PER_CLIENT_PER_HOUR,
// and beyond SMS_CODES_WITHOUT_CAPTCHA_PER_CLIENT of them a passed behaviour captcha
// (R-part-security-check) — asked for before the number is even looked at, so that the REGISTER
// scene's "account exists" cannot be probed in bulk. Per number: one code per scene per 60 s
// (K-send-code-countdown) and SMS_CODES_PER_NUMBER_PER_DAY; for the platform: SMS_CODES_PER_DAY.
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { enforceRateLimit } from '../auth/enforce-rate-limit';
import { hitRateLimit } from '../auth/hit-rate-limit';
import { CODE_RESEND } from '../auth/rate-limits';
import { consumeCaptchaVerification } from '../captcha/consume-captcha-verification';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Who asks: checked first, before the number's account is looked up. */
export async function enforceSmsClientLimits(
  context: AppContext,
  options: { clientAddress: string; captchaVerification?: string },
): Promise<void> {
  const { config } = context;
  const verdict = await hitRateLimit(context, {
    bucket: 'sms-code:client',
    limit: config.SMS_CODES_PER_CLIENT_PER_HOUR,
    windowMs: HOUR,
    key: options.clientAddress,
  });
  if (!verdict.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', {
      internal: 'SMS codes per client reached',
      details: { retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000) },
    });
  }
  if (options.captchaVerification) {
    await consumeCaptchaVerification(context, options.captchaVerification);
  } else if (verdict.count > config.SMS_CODES_WITHOUT_CAPTCHA_PER_CLIENT && !config.ECSIGN_TEST_SKIP_CAPTCHA) {
    throw new AppError('SMS_CAPTCHA_REQUIRED', { internal: `SMS code ${verdict.count} from this client this hour` });
  }
}

/** Where it goes: counted alike whether or not the code is then really sent. */
export async function enforceSmsTargetLimits(context: AppContext, options: { target: string; scene: string }) {
  const { config } = context;
  await enforceRateLimit(context, {
    ...CODE_RESEND,
    key: `${options.scene}:${options.target}`,
    code: 'CODE_SEND_TOO_FREQUENT',
  });
  await enforceRateLimit(context, {
    bucket: 'sms-code:number',
    limit: config.SMS_CODES_PER_NUMBER_PER_DAY,
    windowMs: DAY,
    key: options.target,
    code: 'CODE_SEND_DAILY_LIMIT',
  });
  await enforceRateLimit(context, {
    bucket: 'sms-code:platform',
    limit: config.SMS_CODES_PER_DAY,
    windowMs: DAY,
    key: 'all',
  });
}
