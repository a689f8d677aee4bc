// Password checks and file key for AES-256, revisions 5 (Adobe's deprecated extension level 3) and
// 6 (ISO 32000-2 7.6.4.3.3–7.6.4.3.4, with the hardened hash of algorithm 2.B).
import { aesCbcDecrypt, aesCbcEncryptNoPad } from './aes-cbc';
import type { Authenticated } from './authenticate-rc4-md5';
import { concatBytes } from './forge-bytes';
import { hashBytes, type HashName } from './hash-bytes';

export interface Aes256Params {
  r: number;
  o: Uint8Array;
  u: Uint8Array;
  oe: Uint8Array;
  ue: Uint8Array;
}

const ZERO_IV = new Uint8Array(16);

export function authenticateAes256(params: Aes256Params, password: Uint8Array): Authenticated | undefined {
  const { r, o, u, oe, ue } = params;
  const u48 = u.subarray(0, 48);
  if (equal(hash(r, password, u.subarray(32, 40), new Uint8Array(0)), u.subarray(0, 32))) {
    const key = hash(r, password, u.subarray(40, 48), new Uint8Array(0));
    return { key: aesCbcDecrypt(key, ZERO_IV, ue.subarray(0, 32), false), as: 'user' };
  }
  if (equal(hash(r, password, o.subarray(32, 40), u48), o.subarray(0, 32))) {
    const key = hash(r, password, o.subarray(40, 48), u48);
    return { key: aesCbcDecrypt(key, ZERO_IV, oe.subarray(0, 32), false), as: 'owner' };
  }
  return undefined;
}

function hash(r: number, password: Uint8Array, salt: Uint8Array, userData: Uint8Array): Uint8Array {
  let k = hashBytes('sha256', password, salt, userData);
  if (r < 6) return k;
  // Algorithm 2.B: at least 64 rounds, then until the last byte of E is at most round - 32.
  for (let round = 0; ; round++) {
    const k1 = concatBytes(password, k, userData);
    const repeated = new Uint8Array(k1.length * 64);
    for (let i = 0; i < 64; i++) repeated.set(k1, i * k1.length);
    const e = aesCbcEncryptNoPad(k.subarray(0, 16), k.subarray(16, 32), repeated);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i]!;
    const next: HashName = (['sha256', 'sha384', 'sha512'] as const)[sum % 3]!;
    k = hashBytes(next, e);
    if (round >= 63 && e[e.length - 1]! <= round - 31) break;
  }
  return k.subarray(0, 32);
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length < b.length) return false;
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
