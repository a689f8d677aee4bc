// The guarded calls' side of the behaviour captcha (login and the like): the second-verification
// string a passed checkCaptcha earned — AES(token + '---' + pointJson) under the picture's
// secretKey — is accepted once, before it expires; then the row is marked used.
import { AppError } from '@ecsign/core/errors';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { behaviourCaptchas } from '../../db/schema';
import { hashCaptchaVerification } from './hash-captcha-verification';

export async function consumeCaptchaVerification(context: AppContext, captchaVerification: string): Promise<void> {
  if (!captchaVerification) throw new AppError('CAPTCHA_EXPIRED', { internal: 'captchaVerification missing' });
  const now = context.now();
  const [row] = await context.database.db
    .update(behaviourCaptchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(behaviourCaptchas.verificationHash, hashCaptchaVerification(captchaVerification)),
        isNotNull(behaviourCaptchas.verifiedAt),
        isNull(behaviourCaptchas.usedAt),
        gt(behaviourCaptchas.expiresAt, now),
      ),
    )
    .returning({ token: behaviourCaptchas.token });
  if (!row) throw new AppError('CAPTCHA_EXPIRED', { internal: 'captcha verification unknown, used or expired' });
}
