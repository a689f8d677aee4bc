// The one place the operation log is written: an onResponse hook over every /ecapi route, so no
// module can forget it. The actor is resolved inside the INSERT itself from the bearer token's
// hash (one statement per request; a login is attributed through the token its reply carries,
// hashed, never stored). An Open API token stands for its app's enterprise acting through the
// administrator who created the app (open-api/open-api-token.ts): that account is the actor.
// onSend decides whether the request is logged and, only then, peeks at the envelope's status. A
// failed INSERT is logged as a warning and never fails the request, which has already been
// answered by then.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bearerToken } from '../auth/authenticate';
import { hashToken } from '../auth/session-tokens';
import { describeOperation, type TOperationDescription } from './describe-operation';

interface TPeeked {
  status: number | null;
  issuedToken: string | null;
}
/** What a logged request's row needs from the reply; set only for requests that are logged. */
const peeked = new WeakMap<FastifyRequest, TPeeked & { operation: TOperationDescription }>();
const pending = new WeakMap<FastifyInstance, Set<Promise<void>>>();

const INSERT = /* sql */ `
INSERT INTO operation_logs
  (at, user_id, user_name, account_id, enterprise_id, method, route, action, target_id, http_status, status, ip, user_agent)
SELECT $1, u.id, u.name, a.id, coalesce(p.enterprise_id, a.enterprise_id), $3, $4, $5, $6, $7, $8, $9, $10
FROM (SELECT 1) AS one
LEFT JOIN sessions s ON s.access_token_hash = $2
LEFT JOIN open_api_tokens t ON s.access_token_hash IS NULL AND t.token_hash = $2
LEFT JOIN open_api_apps p ON p.app_id = t.app_id
LEFT JOIN accounts a ON a.id = coalesce(s.active_account_id, p.created_by_account_id)
LEFT JOIN users u ON u.id = coalesce(s.user_id, a.user_id)`;

/** The envelope's status and a token a login reply issues, read from the start of the JSON text. */
function peek(payload: unknown): TPeeked {
  if (typeof payload !== 'string') return { status: null, issuedToken: null };
  const status = /^\{"status":(-?\d{1,12})[,}]/.exec(payload);
  const token = /"access_token":"([^"]{16,512})"/.exec(payload.slice(0, 4096));
  return { status: status ? Number(status[1]) : null, issuedToken: token?.[1] ?? null };
}

function write(context: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> | null {
  const seen = peeked.get(request);
  if (!seen) return null;
  const { operation } = seen;
  const token = bearerToken(request) ?? seen.issuedToken;
  const userAgent = request.headers['user-agent'];
  return context.database
    .query(INSERT, [
      context.now(),
      token ? hashToken(token) : null,
      request.method,
      request.routeOptions.url,
      operation.action.slice(0, 128),
      operation.targetId,
      reply.statusCode,
      seen.status,
      // request.ip honours X-Forwarded-For only when TRUST_PROXY says a proxy sits in front.
      request.ip || null,
      typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
    ])
    .then(
      () => undefined,
      (error: Error) => request.log.warn(`operation log not written: ${error.message}`),
    );
}

export function installOperationLog(app: FastifyInstance, context: AppContext): void {
  const inFlight = new Set<Promise<void>>();
  pending.set(app, inFlight);
  app.addHook('onSend', async (request, _reply, payload) => {
    // Decided once, here: reads (most requests) are not logged and their replies are not scanned.
    const operation = describeOperation({
      method: request.method,
      pattern: request.routeOptions.url,
      params: request.params,
      query: request.query,
      body: request.body,
      flag: request.routeOptions.config.operationLog,
    });
    if (operation) peeked.set(request, { operation, ...peek(payload) });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const written = write(context, request, reply);
    if (!written) return;
    inFlight.add(written);
    void written.finally(() => inFlight.delete(written));
  });
  // The database closes after the app: let the last rows land first.
  app.addHook('onClose', async () => {
    await Promise.all([...inFlight]);
  });
}

/** Resolves when every log row of the requests answered so far is written (tests read right after). */
export async function operationLogSettled(app: FastifyInstance): Promise<void> {
  await Promise.all([...(pending.get(app) ?? [])]);
}
