// SM2 signature generation (GB/T 32918.2 §6.1) over a prepared digest e = SM3(Z || M).
// BigInt arithmetic is not constant-time: fine for the browser and CLI signing their own
// documents; a server that signs for many users with SM2 should prefer an HSM (ExternalSigner).
import { bytesToBigInt, mod, modInverse } from './big-integer';
import { CURVES } from './ec-curves';
import { multiply, toAffine } from './ec-math';
import { encodeEcdsaSignature } from './ecdsa-signature-codec';
import { rfc6979Nonces } from './rfc6979-nonces';

/** Signs digest e with private scalar d; returns DER SEQUENCE { r, s }. */
export function sm2Sign(d: bigint, e: Uint8Array): Uint8Array {
  const c = CURVES.SM2;
  const { n } = c;
  if (d < 1n || d >= n - 1n) throw new RangeError('SM2 private key out of range');
  const eInt = bytesToBigInt(e);
  const dInv = modInverse(1n + d, n);
  for (const k of rfc6979Nonces(d, e, n)) {
    const point = toAffine(c, multiply(c, [c.gx, c.gy, 1n], k));
    if (!point) continue;
    const r = mod(eInt + point.x, n);
    if (r === 0n || r + k === n) continue;
    const s = mod(dInv * (k - r * d), n);
    if (s !== 0n) return encodeEcdsaSignature(r, s);
  }
  throw new Error('unreachable');
}
