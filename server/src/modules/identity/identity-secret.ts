// The identity module's keys: 32 random bytes per purpose, made by whichever server process needs
// one first and kept in the database, so every process on one PostgreSQL uses the same keys.
// (A deployment that wants them outside the database can install its own IdentityServices.)
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';

export type TIdentitySecretName =
  | 'id-number-hmac'
  | 'id-number-seal'
  | 'sandbox-face-signature'
  /** Signs the return address of a Tencent face check, so only a check we started comes back. */
  | 'tencent-face-return';

export function identitySecret(context: AppContext, name: TIdentitySecretName): Promise<Buffer> {
  const secrets = context.memory.identitySecrets;
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadOrCreate(context, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function loadOrCreate(context: AppContext, name: TIdentitySecretName): Promise<Buffer> {
  await context.database.query(
    'INSERT INTO identity_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, randomBytes(32).toString('base64')],
  );
  const [row] = await context.database.query<{ secret: string }>(
    'SELECT secret FROM identity_secrets WHERE name = $1',
    [name],
  );
  if (!row) throw new Error(`identity secret ${name} vanished`);
  return Buffer.from(row.secret, 'base64');
}
