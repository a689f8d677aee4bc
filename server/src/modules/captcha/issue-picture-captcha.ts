// GET cb/assemble/captcha: a new picture captcha, stored (hashed) for 5 minutes.
import { randomUUID } from 'node:crypto';
import type { TPictureCaptcha } from '@ecsign/core/captcha';
import type { AppContext } from '../../context';
import { pictureCaptchas } from '../../db/schema';
import { hashCaptchaCode, newCaptchaCode } from './picture-captcha-code';
import { renderCaptchaPng } from './render-captcha-png';

export const PICTURE_CAPTCHA_TTL_MS = 5 * 60_000;

export async function issuePictureCaptcha(context: AppContext): Promise<TPictureCaptcha> {
  const captchaKey = randomUUID();
  const code = newCaptchaCode();
  await context.database.db.insert(pictureCaptchas).values({
    key: captchaKey,
    codeHash: hashCaptchaCode(captchaKey, code),
    expiresAt: new Date(context.now().getTime() + PICTURE_CAPTCHA_TTL_MS),
  });
  const png = renderCaptchaPng(code);
  return { captchaKey, captchaImageBase64: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}
