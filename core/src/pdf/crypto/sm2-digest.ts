// The SM2 message digest e = SM3(Z || M) of GB/T 32918.2, where Z binds the signer's identity
// and public key: Z = SM3(ENTL || ID || a || b || xG || yG || xA || yA). Without an agreed ID the
// GB/T 35276 default "1234567812345678" applies — the one OpenSSL, GmSSL and BouncyCastle use.
import { bigIntToBytes } from './big-integer';
import { CURVES } from './ec-curves';
import { sm3 } from './sm3';

export const SM2_DEFAULT_USER_ID: Uint8Array = new TextEncoder().encode('1234567812345678');

/** Z for a public point (x, y) and user ID. */
export function sm2ZValue(point: { x: bigint; y: bigint }, userId: Uint8Array = SM2_DEFAULT_USER_ID): Uint8Array {
  const c = CURVES.SM2;
  const bits = userId.length * 8;
  if (bits > 0xffff) throw new RangeError('SM2 user ID too long');
  const field = (v: bigint): Uint8Array => bigIntToBytes(v, c.size);
  return sm3(
    Uint8Array.of(bits >> 8, bits & 0xff),
    userId,
    field(c.a),
    field(c.b),
    field(c.gx),
    field(c.gy),
    field(point.x),
    field(point.y),
  );
}

/** e = SM3(Z || data), what the SM2 signature equation signs. */
export function sm2Digest(point: { x: bigint; y: bigint }, data: Uint8Array, userId?: Uint8Array): Uint8Array {
  return sm3(sm2ZValue(point, userId), data);
}
