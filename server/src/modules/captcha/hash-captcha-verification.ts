// The stored form of a second-verification string. Until it is used the string works like a
// bearer credential for one guarded call, so only its hash is kept and looked up.
import { createHash } from 'node:crypto';

export function hashCaptchaVerification(captchaVerification: string): string {
  return createHash('sha256').update(captchaVerification).digest('hex');
}
