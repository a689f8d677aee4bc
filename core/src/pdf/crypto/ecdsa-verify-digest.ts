// ECDSA verification over a digest that is already computed (FIPS 186-4 §6.4), for CMS signer
// infos without signed attributes, where the signature covers the document digest directly and
// WebCrypto (which always hashes itself) cannot help.
import { bitLength, bytesToBigInt, mod, modInverse } from './big-integer';
import type { CurveParameters } from './ec-curves';
import { multiplyAdd, toAffine } from './ec-math';
import { decodeEcdsaSignature } from './ecdsa-signature-codec';

/** True when DER `signature` is a valid ECDSA signature of `digest` by the key at `point`. */
export function ecdsaVerifyDigest(
  c: CurveParameters,
  point: { x: bigint; y: bigint },
  digest: Uint8Array,
  signature: Uint8Array,
): boolean {
  const { n } = c;
  let r: bigint;
  let s: bigint;
  try {
    ({ r, s } = decodeEcdsaSignature(signature));
  } catch {
    return false;
  }
  if (r < 1n || r >= n || s < 1n || s >= n) return false;
  // The leftmost bitlen(n) bits of the digest.
  let e = bytesToBigInt(digest);
  const excess = digest.length * 8 - bitLength(n);
  if (excess > 0) e >>= BigInt(excess);
  const w = modInverse(s, n);
  const sum = toAffine(c, multiplyAdd(c, mod(e * w, n), [point.x, point.y, 1n], mod(r * w, n)));
  return sum !== undefined && mod(sum.x, n) === r;
}
