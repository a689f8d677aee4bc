// The stored form of a verification code: SHA-256 over the row's random id and the code, so equal
// codes never share a hash and a leaked table holds no live codes in the clear.
import { createHash } from 'node:crypto';

export function hashVerificationCode(id: string, code: string): string {
  return createHash('sha256').update(id).update('\u0000').update(code).digest('hex');
}
