// SM2 signature verification (GB/T 32918.2 §7.1) over a prepared digest e = SM3(Z || M).
import { bytesToBigInt, mod } from './big-integer';
import { CURVES } from './ec-curves';
import { multiplyAdd, toAffine } from './ec-math';
import { decodeEcdsaSignature } from './ecdsa-signature-codec';

/** True when DER `signature` is a valid SM2 signature of e by the key at `point`. */
export function sm2Verify(point: { x: bigint; y: bigint }, e: Uint8Array, signature: Uint8Array): boolean {
  const c = CURVES.SM2;
  const { n } = c;
  let r: bigint;
  let s: bigint;
  try {
    ({ r, s } = decodeEcdsaSignature(signature));
  } catch {
    return false;
  }
  if (r < 1n || r >= n || s < 1n || s >= n) return false;
  const t = mod(r + s, n);
  if (t === 0n) return false;
  const sum = toAffine(c, multiplyAdd(c, s, [point.x, point.y, 1n], t));
  if (!sum) return false;
  return mod(bytesToBigInt(e) + sum.x, n) === r;
}
