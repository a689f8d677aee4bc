// The second-verification string: after a passed check the client hands it to the login (or any
// guarded call) and the server, which computed the same string, looks it up.
import { encryptPoint } from './encrypt-point';

export type TCaptchaVerificationOptions = {
  token: string;
  /** The point JSON in plain text, exactly as sent (before encryption). */
  pointJson: string;
  secretKey?: string | null;
};

/** AES(token + '---' + pointJson), or the plain concatenation without a key (AJ-Captcha's rule). */
export function buildCaptchaVerification({ token, pointJson, secretKey }: TCaptchaVerificationOptions): string {
  return encryptPoint(`${token}---${pointJson}`, secretKey);
}
