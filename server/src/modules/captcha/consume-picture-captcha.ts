// Checks a picture captcha answer. Each captcha can be tried once: the row is marked used
// atomically before the code is compared, so a guess can never be retried.
import { AppError } from '@ecsign/core/errors';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pictureCaptchas } from '../../db/schema';
import { hashCaptchaCode } from './picture-captcha-code';

export async function consumePictureCaptcha(context: AppContext, key: string, code: string): Promise<void> {
  if (!key || !code) throw new AppError('CAPTCHA_EXPIRED', { internal: 'captcha key or code missing' });
  const now = context.now();
  const [row] = await context.database.db
    .update(pictureCaptchas)
    .set({ usedAt: now })
    .where(and(eq(pictureCaptchas.key, key), isNull(pictureCaptchas.usedAt), gt(pictureCaptchas.expiresAt, now)))
    .returning({ codeHash: pictureCaptchas.codeHash });
  if (!row) throw new AppError('CAPTCHA_EXPIRED', { internal: 'captcha unknown, used or expired' });
  if (row.codeHash !== hashCaptchaCode(key, code)) throw new AppError('CAPTCHA_FAILED');
}
