// The verification code printed on a certificate of completion: 80 random bits as 16 characters of
// Crockford base32 (no I, L, O, U), shown in groups of four.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newVerificationCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < 16; index += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

export const groupedCode = (code: string) => code.match(/.{4}/g)!.join('-');
