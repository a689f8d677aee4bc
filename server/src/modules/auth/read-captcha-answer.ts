// GET dev/captcha-answer (test configuration only): where a behaviour captcha expects the drag
// or the clicks, read from the captcha module's behaviour_captchas table, so an end-to-end test
// can solve the slider like a person would.
import { AppError } from '@ecsign/core/errors';
import type { TCaptchaAnswer } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { behaviourCaptchas } from '../../db/schema';

export async function readCaptchaAnswer(context: AppContext, token: string): Promise<TCaptchaAnswer> {
  const [row] = await context.database.db
    .select({
      captchaType: behaviourCaptchas.captchaType,
      points: behaviourCaptchas.expectedPoints,
      secretKey: behaviourCaptchas.secretKey,
    })
    .from(behaviourCaptchas)
    .where(eq(behaviourCaptchas.token, token))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { internal: `no behaviour captcha ${token}` });
  return row;
}
