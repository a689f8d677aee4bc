// The per-picture AES key of the AJ-Captcha protocol: CAPTCHA_SECRET_KEY_BYTES random letters and
// digits, so its UTF-8 bytes are exactly the AES-128 key.
import { randomInt } from 'node:crypto';
import { CAPTCHA_SECRET_KEY_BYTES } from '@ecsign/core/captcha';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newSecretKey(): string {
  let key = '';
  for (let i = 0; i < CAPTCHA_SECRET_KEY_BYTES; i++) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}
