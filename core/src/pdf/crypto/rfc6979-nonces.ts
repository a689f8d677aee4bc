// Deterministic nonces (RFC 6979 §3.2) for SM2 signing with HMAC-SM3. Deterministic k needs no
// random source in the signing path (core has no global crypto) and cannot repeat for two
// different messages, the classic way ECDSA-family keys leak.
import { bigIntToBytes, bytesToBigInt, mod } from './big-integer';
import { hmacSm3 } from './hmac-sm3';

/** Candidate nonces in [1, n-1] for private scalar d and message digest e (32-byte curves). */
export function* rfc6979Nonces(d: bigint, e: Uint8Array, n: bigint): Generator<bigint> {
  const size = 32;
  const x = bigIntToBytes(d, size);
  const h = bigIntToBytes(mod(bytesToBigInt(e), n), size);
  let v: Uint8Array = new Uint8Array(size).fill(1);
  let k: Uint8Array = new Uint8Array(size);
  k = hmacSm3(k, v, Uint8Array.of(0), x, h);
  v = hmacSm3(k, v);
  k = hmacSm3(k, v, Uint8Array.of(1), x, h);
  v = hmacSm3(k, v);
  for (;;) {
    v = hmacSm3(k, v);
    const candidate = bytesToBigInt(v);
    if (candidate >= 1n && candidate < n) yield candidate;
    k = hmacSm3(k, v, Uint8Array.of(0));
    v = hmacSm3(k, v);
  }
}
