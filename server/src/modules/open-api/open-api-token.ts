// Bearer tokens of the Open API: app id + secret → a random token (2 hours; only its hash is
// kept), and the actor a token stands for — the app's enterprise, acting through the account of
// the administrator who created the app. A wrong id or secret is "account error" (75100001); a
// revoked app, or one whose creator is no longer an administrator there, "no access" (75100004).
import { randomBytes } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TOpenApiToken, TOpenApiTokenRequest } from '@ecsign/core/model';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bearerToken } from '../auth/authenticate';
import type { HrActor } from '../hr-batches/hr-actor';
import { secretMatches, sha256 } from './open-api-apps';

export const OPEN_API_TOKEN_SECONDS = 2 * 3600;

export async function issueOpenApiToken(context: AppContext, input: TOpenApiTokenRequest): Promise<TOpenApiToken> {
  const [app] = await context.database.query<{ secret_hash: string; revoked_at: Date | null }>(
    'SELECT secret_hash, revoked_at FROM open_api_apps WHERE app_id = $1',
    [input.appId],
  );
  if (!app || !secretMatches(input.appSecret, app.secret_hash)) throw new AppError('OPEN_API_ACCOUNT_INVALID');
  if (app.revoked_at) throw new AppError('OPEN_API_NO_ACCESS', { internal: 'app revoked' });
  const token = `oa_${randomBytes(32).toString('base64url')}`;
  const now = context.now();
  await context.database.query('DELETE FROM open_api_tokens WHERE app_id = $1 AND expires_at < $2', [input.appId, now]);
  await context.database.query(
    'INSERT INTO open_api_tokens (token_hash, app_id, expires_at, created_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), input.appId, new Date(now.getTime() + OPEN_API_TOKEN_SECONDS * 1000), now],
  );
  return { accessToken: token, tokenType: 'bearer', expiresIn: OPEN_API_TOKEN_SECONDS };
}

/** Each request's actor, looked up once: the route guard checks the token, the handler acts with it. */
const actors = new WeakMap<FastifyRequest, Promise<HrActor>>();

/** The actor the request's bearer token stands for; an unknown, expired or revoked token is refused. */
export function openApiActor(context: AppContext, request: FastifyRequest): Promise<HrActor> {
  const known = actors.get(request) ?? lookUpActor(context, request);
  actors.set(request, known);
  return known;
}

async function lookUpActor(context: AppContext, request: FastifyRequest): Promise<HrActor> {
  const token = bearerToken(request);
  if (!token) throw new AppError('SESSION_EXPIRED', { internal: 'no Open API token' });
  const [row] = await context.database.query<{
    app_id: string;
    enterprise_id: string;
    revoked_at: Date | null;
    expires_at: Date | string;
    account_id: string;
    user_id: string | null;
    role: string | null;
    account_enterprise: string | null;
  }>(
    `SELECT p.app_id, p.enterprise_id, p.revoked_at, t.expires_at, p.created_by_account_id AS account_id, a.user_id, a.role,
            a.enterprise_id AS account_enterprise
       FROM open_api_tokens t JOIN open_api_apps p ON p.app_id = t.app_id
       LEFT JOIN accounts a ON a.id = p.created_by_account_id
      WHERE t.token_hash = $1`,
    [sha256(token)],
  );
  if (!row || new Date(row.expires_at).getTime() <= context.now().getTime()) {
    throw new AppError('SESSION_EXPIRED', { internal: 'unknown or expired Open API token' });
  }
  const adminStill =
    row.account_enterprise === row.enterprise_id && (row.role === 'SUPER_ADMIN' || row.role === 'ADMIN');
  if (row.revoked_at || !adminStill || !row.user_id) throw new AppError('OPEN_API_NO_ACCESS');
  return { accountId: row.account_id, userId: row.user_id, enterpriseId: row.enterprise_id, openAppId: row.app_id };
}
