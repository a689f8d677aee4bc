// The sandbox face check's signature over its result: HMAC-SHA256 of "ticket|result|ts", base64url.
// A real provider signs with its own scheme (usually RSA/SM2); the shape of the check is the same.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signFaceResult(key: Buffer, fields: { ticket: string; result: string; ts: number }): string {
  return createHmac('sha256', key).update(`${fields.ticket}|${fields.result}|${fields.ts}`).digest('base64url');
}

export function isFaceResultSigned(
  key: Buffer,
  fields: { ticket: string; result: string; ts: number; sign: string },
): boolean {
  const expected = Buffer.from(signFaceResult(key, fields));
  const given = Buffer.from(fields.sign);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
