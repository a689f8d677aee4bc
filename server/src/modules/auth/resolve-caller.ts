// The caller of a request in one statement: the session behind the bearer token and, joined to it,
// the active account, its person, enterprise, membership and custom role — what authenticate, the
// route guards and the contract module's viewer each need (a contract list used
// to spend three to five round trips on these before its own query).
//
// Memoised per request object: the guard hook and the handler of one request share the answer.
// The process keeps callers in memory (caller-cache.ts; CALLER_CACHE_ENTRIES, 0 turns it off), and
// a request first waits until every change committed before it has been applied
// (caller-notifications.ts). With the cache off the next request asks the database again. Either way a logout, a revocation or a changed role in any process counts from
// the very next request.
// The row also carries the caller's inbox version (migration 0023): whether the contract module's
// in-memory first pages and counters are still current is then known without another round trip.
import { AppError } from '@ecsign/core/errors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AccountForPermissions } from '../roles/account-permissions';
import { bearerToken } from './bearer-token';
import { hashToken } from './session-tokens';

/** Account columns are NULL when the session's active account no longer belongs to its user. */
export interface CallerRow {
  session_id: string;
  user_id: string;
  account_id: string;
  account_found: boolean;
  role: string;
  account_type: AccountForPermissions['accountType'];
  enterprise_id: string | null;
  user_owner_type: AccountForPermissions['userOwnerType'];
  member_status: AccountForPermissions['memberStatus'];
  department_id: string | null;
  name: string;
  mobile: string | null;
  enterprise_name: string | null;
  custom_permissions: string[] | null;
  custom_status: string | null;
  /** contract_inbox_versions of the account's inbox key, as text (bigint); '0' before any write. */
  inbox_version: string;
  access_expires_at: Date;
}

/** The columns after the account (alias a); every join below is on a primary key. */
export const ACCOUNT_COLUMNS = `a.role, a.account_type, a.enterprise_id, u.user_owner_type,
       m.status AS member_status, m.department_id, u.name, u.mobile, e.name AS enterprise_name,
       r.permissions AS custom_permissions, r.status AS custom_status, coalesce(v.version, 0)::text AS inbox_version`;
// The version's key is callerInboxKey's rule (caller-inbox-key.ts), in SQL.
export const ACCOUNT_JOINS = `LEFT JOIN users u ON u.id = a.user_id
  LEFT JOIN enterprise_members m ON m.account_id = a.id
  LEFT JOIN enterprises e ON e.id = a.enterprise_id
  LEFT JOIN enterprise_roles r ON r.id = a.role AND r.enterprise_id = a.enterprise_id
  LEFT JOIN contract_inbox_versions v ON v.party_key = CASE WHEN a.account_type = 'ENTERPRISE' AND a.enterprise_id IS NOT NULL
       THEN 'E:' || a.enterprise_id ELSE 'U:' || a.user_id END`;

/** $1 the access token's SHA-256, $2 now: a live session (not revoked, not expired). */
const CALLER_BY_ACCESS_TOKEN = `SELECT s.id AS session_id, s.user_id, s.active_account_id AS account_id, s.access_expires_at,
       a.id IS NOT NULL AS account_found, ${ACCOUNT_COLUMNS}
  FROM sessions s
  LEFT JOIN accounts a ON a.id = s.active_account_id AND a.user_id = s.user_id
  ${ACCOUNT_JOINS}
 WHERE s.access_token_hash = $1 AND s.revoked_at IS NULL AND s.access_expires_at > $2
 LIMIT 1`;

const resolved = new WeakMap<FastifyRequest, Promise<CallerRow>>();

/** The request's caller; SESSION_EXPIRED (70000401) without a live session. */
export function resolveCaller(context: AppContext, request: FastifyRequest): Promise<CallerRow> {
  let caller = resolved.get(request);
  if (!caller) {
    caller = readCaller(context, request);
    resolved.set(request, caller);
  }
  return caller;
}

async function readCaller(context: AppContext, request: FastifyRequest): Promise<CallerRow> {
  const token = bearerToken(request);
  if (!token) throw new AppError('SESSION_EXPIRED', { internal: 'no bearer token' });
  const tokenHash = hashToken(token);
  const callers = context.services.callerCache;
  if (callers?.live) {
    // Every change committed before this request, in any process, is applied once sync resolves.
    const synced = await callers.sync().then(
      () => true,
      () => false,
    );
    if (synced) {
      const kept = callers.cache.get(tokenHash, context.now().getTime());
      if (kept) return kept;
      const generation = callers.cache.generation;
      const row = await readCallerRow(context, tokenHash);
      callers.cache.put(tokenHash, row, new Date(row.access_expires_at), generation);
      return row;
    }
  }
  return readCallerRow(context, tokenHash);
}

async function readCallerRow(context: AppContext, tokenHash: string): Promise<CallerRow> {
  // Prepared once per connection: planning this six-table join costs several times running it.
  const [row] = await context.database.query<CallerRow>(CALLER_BY_ACCESS_TOKEN, [tokenHash, context.now()], {
    name: 'auth-caller-by-access-token',
  });
  if (!row) throw new AppError('SESSION_EXPIRED', { internal: 'unknown, revoked or expired token' });
  return row;
}
