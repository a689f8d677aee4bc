// Resolves a bearer access token to the session it belongs to; anything else is SESSION_EXPIRED
// (70000401), which sends clients back to the login page. The statement also reads the active
// account and person (resolve-caller.ts), so the route guard and the handler of one request share
// one round trip.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { resolveCaller } from './resolve-caller';

export { bearerToken } from './bearer-token';

export interface AuthContext {
  sessionId: string;
  userId: string;
  accountId: string;
}

export async function authenticate(context: AppContext, request: FastifyRequest): Promise<AuthContext> {
  const caller = await resolveCaller(context, request);
  return { sessionId: caller.session_id, userId: caller.user_id, accountId: caller.account_id };
}
