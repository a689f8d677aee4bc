// The AES key of the captcha protocol, shared by encryptPoint and decryptPoint (not public).
import forge from 'node-forge';
import { CAPTCHA_SECRET_KEY_BYTES } from './constants';

/** The secretKey's UTF-8 bytes as forge's byte string; AES-128 only, as in the protocol. */
export function toAesKey(secretKey: string): string {
  const bytes = new TextEncoder().encode(secretKey);
  if (bytes.length !== CAPTCHA_SECRET_KEY_BYTES) {
    throw new RangeError(`a captcha secretKey is ${CAPTCHA_SECRET_KEY_BYTES} bytes, got ${bytes.length}`);
  }
  return forge.util.binary.raw.encode(bytes);
}
