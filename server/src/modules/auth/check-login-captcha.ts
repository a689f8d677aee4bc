// The captcha of a password login: the behaviour captcha's second verification when the client
// sent one, otherwise the picture captcha. Failures count per client address; past the limit the
// client is refused (TOO_MANY_REQUESTS) before any captcha is looked at.
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { consumeCaptchaVerification } from '../captcha/consume-captcha-verification';
import { consumePictureCaptcha } from '../captcha/consume-picture-captcha';
import { hitRateLimit } from './hit-rate-limit';
import { isRateLimited } from './is-rate-limited';
import { CAPTCHA_FAILURES_PER_CLIENT } from './rate-limits';

export async function checkLoginCaptcha(
  context: AppContext,
  options: { captchaKey?: string; captchaCode?: string; captchaVerification?: string; clientAddress: string },
): Promise<void> {
  const limit = { ...CAPTCHA_FAILURES_PER_CLIENT, key: options.clientAddress };
  if (await isRateLimited(context, limit)) {
    throw new AppError('TOO_MANY_REQUESTS', { internal: 'too many captcha failures from this client' });
  }
  try {
    if (options.captchaVerification) await consumeCaptchaVerification(context, options.captchaVerification);
    else await consumePictureCaptcha(context, options.captchaKey ?? '', options.captchaCode ?? '');
  } catch (error) {
    await hitRateLimit(context, limit);
    throw error;
  }
}
