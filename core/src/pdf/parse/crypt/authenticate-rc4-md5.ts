// Password checks and file key of the standard security handler, revisions 2–4 (ISO 32000-1
// 7.6.3.3–7.6.3.4, algorithms 2, 4, 5, 6 and 7).
import { concatBytes } from './forge-bytes';
import { hashBytes } from './hash-bytes';
import { rc4 } from './rc4';

const PAD = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00,
  0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

export interface LegacyParams {
  r: number;
  /** File key length in bytes (5 for R2). */
  keyLength: number;
  o: Uint8Array;
  u: Uint8Array;
  p: number;
  id0: Uint8Array;
  encryptMetadata: boolean;
}

export interface Authenticated {
  key: Uint8Array;
  as: 'user' | 'owner';
}

/** Tries the password as the user password, then as the owner password. */
export function authenticateRc4Md5(params: LegacyParams, password: Uint8Array): Authenticated | undefined {
  const asUser = userKey(params, password);
  if (asUser) return { key: asUser, as: 'user' };
  const asOwner = userKey(params, recoverUserPassword(params, password));
  return asOwner ? { key: asOwner, as: 'owner' } : undefined;
}

function pad(password: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  out.set(password.subarray(0, 32));
  out.set(PAD.subarray(0, 32 - Math.min(32, password.length)), Math.min(32, password.length));
  return out;
}

/** Algorithm 2 then 4/5: the file key if `password` is the user password. */
function userKey(params: LegacyParams, password: Uint8Array): Uint8Array | undefined {
  const { r, keyLength: n, o, p, id0 } = params;
  const pBytes = Uint8Array.of(p & 0xff, (p >>> 8) & 0xff, (p >>> 16) & 0xff, (p >>> 24) & 0xff);
  const tail = r >= 4 && !params.encryptMetadata ? Uint8Array.of(0xff, 0xff, 0xff, 0xff) : new Uint8Array(0);
  let hash = hashBytes('md5', pad(password), o.subarray(0, 32), pBytes, id0, tail);
  if (r >= 3) for (let i = 0; i < 50; i++) hash = hashBytes('md5', hash.subarray(0, n));
  const key = hash.subarray(0, n);
  let check: Uint8Array;
  if (r === 2) check = rc4(key, PAD);
  else {
    check = rc4(key, hashBytes('md5', PAD, id0));
    for (let i = 1; i <= 19; i++) check = rc4(xorKey(key, i), check);
  }
  const length = r === 2 ? 32 : 16;
  for (let i = 0; i < length; i++) if (check[i] !== params.u[i]) return undefined;
  return key;
}

/** Algorithm 7: the user password hidden in /O under the owner password. */
function recoverUserPassword(params: LegacyParams, ownerPassword: Uint8Array): Uint8Array {
  let hash = hashBytes('md5', pad(ownerPassword));
  if (params.r >= 3) for (let i = 0; i < 50; i++) hash = hashBytes('md5', hash);
  const key = hash.subarray(0, params.keyLength);
  if (params.r === 2) return rc4(key, params.o.subarray(0, 32));
  let user = concatBytes(params.o.subarray(0, 32));
  for (let i = 19; i >= 0; i--) user = rc4(xorKey(key, i), user);
  return user;
}

function xorKey(key: Uint8Array, value: number): Uint8Array {
  return key.map((b) => b ^ value);
}
