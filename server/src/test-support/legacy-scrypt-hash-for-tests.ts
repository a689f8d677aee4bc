// Tests only: a password hash as the first release stored it (`scrypt$N$r$p$salt$hash`), to show
// that such hashes still verify and are upgraded to Argon2id.
import { randomBytes, scryptSync } from 'node:crypto';

export function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
