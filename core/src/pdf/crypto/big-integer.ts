// BigInt helpers for the public-key arithmetic done in plain TypeScript (SM2, and verifying RSA
// and ECDSA signatures over a precomputed digest, which WebCrypto cannot do). BigInt operations
// are not constant-time; only SM2 signing handles a secret with them (see sm2-sign.ts).

const HEX_BYTES = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Big-endian unsigned bytes to a BigInt. Through hex: shifting a BigInt byte by byte is quadratic
 * (a 4096-bit RSA modulus took a millisecond, and a folder of contracts has hundreds). */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  if (bytes.length === 0) return 0n;
  let hex = '0x';
  for (let i = 0; i < bytes.length; i++) hex += HEX_BYTES[bytes[i]!];
  return BigInt(hex);
}

/** A non-negative BigInt as exactly `length` big-endian bytes (throws if it does not fit). */
export function bigIntToBytes(value: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  if (v !== 0n || value < 0n) throw new RangeError('integer does not fit');
  return out;
}

/** The least non-negative residue of a modulo m. */
export function mod(a: bigint, m: bigint): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

/** base^exponent mod m by square-and-multiply. */
export function modPow(base: bigint, exponent: bigint, m: bigint): bigint {
  let result = 1n;
  let b = mod(base, m);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % m;
    b = (b * b) % m;
  }
  return result;
}

/** Inverse of a modulo m (extended Euclid); throws when none exists. */
export function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [mod(a, m), m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  if (oldR !== 1n) throw new RangeError('not invertible');
  return mod(oldS, m);
}

/** Bit length of a non-negative BigInt. */
export function bitLength(value: bigint): number {
  if (value === 0n) return 0;
  const hex = value.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0]!, 16)));
}
