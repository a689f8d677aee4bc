// Enterprise app credentials of the Open API: created and revoked by a default administrator of
// the enterprise, scoped to it. The secret is 32 random bytes shown once; only its SHA-256 is
// kept (a random secret of that length needs no slow hash — there is nothing to guess from).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TOpenApiAppCreated, TOpenApiAppView } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount, type ActingAccount } from '../enterprises/acting-enterprise-account';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface AppRow {
  app_id: string;
  name: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const view = (row: AppRow): TOpenApiAppView => ({
  appId: row.app_id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
});

export async function appAdministrator(context: AppContext, auth: AuthContext): Promise<ActingAccount> {
  const acting = await actingEnterpriseAccount(context, auth);
  if (!acting.isDefaultAdmin) throw new AppError('NO_PERMISSION', { internal: 'only administrators manage apps' });
  return acting;
}

export async function createOpenApiApp(
  context: AppContext,
  admin: ActingAccount,
  name: string,
): Promise<TOpenApiAppCreated> {
  const appId = `ec${randomBytes(9).toString('hex')}`;
  const appSecret = randomBytes(32).toString('base64url');
  const [row] = await context.database.query<AppRow>(
    `INSERT INTO open_api_apps (app_id, enterprise_id, name, secret_hash, created_by_account_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING app_id, name, created_at, revoked_at`,
    [appId, admin.enterpriseId, name, sha256(appSecret), admin.accountId, context.now()],
  );
  return { ...view(row!), appSecret };
}

export async function listOpenApiApps(context: AppContext, admin: ActingAccount): Promise<TOpenApiAppView[]> {
  const rows = await context.database.query<AppRow>(
    'SELECT app_id, name, created_at, revoked_at FROM open_api_apps WHERE enterprise_id = $1 ORDER BY created_at, app_id',
    [admin.enterpriseId],
  );
  return rows.map(view);
}

export async function revokeOpenApiApp(
  context: AppContext,
  admin: ActingAccount,
  appId: string,
): Promise<TOpenApiAppView> {
  const [row] = await context.database.query<AppRow>(
    `UPDATE open_api_apps SET revoked_at = COALESCE(revoked_at, $3) WHERE app_id = $1 AND enterprise_id = $2
     RETURNING app_id, name, created_at, revoked_at`,
    [appId, admin.enterpriseId, context.now()],
  );
  if (!row) throw new AppError('NOT_FOUND');
  // Its tokens die with it.
  await context.database.query('DELETE FROM open_api_tokens WHERE app_id = $1', [appId]);
  return view(row);
}

/** True when the secret is the app's (compared in constant time). */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
