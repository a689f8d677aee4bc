// HMAC (RFC 2104) over SM3, for deterministic SM2 nonces (RFC 6979 with SM3 as the hash).
import { sm3 } from './sm3';

const BLOCK = 64;

/** HMAC-SM3 of the concatenated `data` parts under `key`. */
export function hmacSm3(key: Uint8Array, ...data: readonly Uint8Array[]): Uint8Array {
  const k0 = new Uint8Array(BLOCK);
  k0.set(key.length > BLOCK ? sm3(key) : key);
  const inner = k0.map((b) => b ^ 0x36);
  const outer = k0.map((b) => b ^ 0x5c);
  return sm3(outer, sm3(inner, ...data));
}
