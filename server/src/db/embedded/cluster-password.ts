// The embedded cluster's superuser password: random, made once, kept beside the cluster in a file
// only this user can read. The cluster listens on loopback only, but other local users could
// connect to it without a password.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function clusterPassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return password;
}
