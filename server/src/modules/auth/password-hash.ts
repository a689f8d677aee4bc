// Password storage. New hashes are Argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane)
// in the PHC string format `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. Hashes written before
// (`scrypt$N$r$p$salt$hash`) still verify; needsRehash tells the login to replace them.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** OWASP Password Storage Cheat Sheet: Argon2id, m=19 MiB, t=2, p=1. */
export const ARGON2_PARAMS = { memorySize: 19 * 1024, iterations: 2, parallelism: 1, hashLength: 32 } as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memorySize},t=${ARGON2_PARAMS.iterations},p=${ARGON2_PARAMS.parallelism}$`;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({
    password: password.normalize('NFC'),
    salt: randomBytes(16),
    ...ARGON2_PARAMS,
    outputType: 'encoded',
  });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    try {
      return await argon2Verify({ password: password.normalize('NFC'), hash: stored });
    } catch {
      return false; // a malformed stored hash matches nothing
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

let dummyHash: Promise<string> | undefined;

/**
 * An Argon2id hash of a random password, made once: a login for an unknown account verifies
 * against it, so it costs what a wrong password costs and answers in the same time.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64'));
  return dummyHash;
}

/** True when a stored hash is not Argon2id with today's parameters. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(ARGON2_PREFIX);
}

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64');
  const options: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p) };
  return new Promise((resolve) =>
    scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, options, (error, key) =>
      resolve(!error && key.length === expected.length && timingSafeEqual(key, expected)),
    ),
  );
}
