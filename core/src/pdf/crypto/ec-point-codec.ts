// SEC 1 point encodings, as found in SPKI BIT STRINGs and ECPrivateKey: uncompressed 04||X||Y and
// compressed 02/03||X (all four curves have p ≡ 3 mod 4, so the square root is one power).
import type { CurveParameters } from './ec-curves';
import { bigIntToBytes, bytesToBigInt, mod, modPow } from './big-integer';
import { isOnCurve } from './ec-math';
import { CryptoEngineError } from './crypto-engine-error';

/** Decodes and validates a point; throws CryptoEngineError('invalid-key') when it is not on the curve. */
export function decodePoint(c: CurveParameters, bytes: Uint8Array): { x: bigint; y: bigint } {
  const size = c.size;
  if (bytes[0] === 4 && bytes.length === 1 + 2 * size) {
    const x = bytesToBigInt(bytes.subarray(1, 1 + size));
    const y = bytesToBigInt(bytes.subarray(1 + size));
    if (isOnCurve(c, x, y)) return { x, y };
  } else if ((bytes[0] === 2 || bytes[0] === 3) && bytes.length === 1 + size) {
    const x = bytesToBigInt(bytes.subarray(1));
    const rhs = mod(x * x * x + c.a * x + c.b, c.p);
    let y = modPow(rhs, (c.p + 1n) / 4n, c.p);
    if ((y & 1n) !== BigInt(bytes[0] & 1)) y = c.p - y;
    if (isOnCurve(c, x, y)) return { x, y };
  }
  throw new CryptoEngineError('invalid-key', `not a point on ${c.name}`);
}

/** Uncompressed encoding 04 || X || Y. */
export function encodePoint(c: CurveParameters, x: bigint, y: bigint): Uint8Array {
  const out = new Uint8Array(1 + 2 * c.size);
  out[0] = 4;
  out.set(bigIntToBytes(x, c.size), 1);
  out.set(bigIntToBytes(y, c.size), 1 + c.size);
  return out;
}
