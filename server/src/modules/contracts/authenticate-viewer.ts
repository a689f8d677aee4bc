// The bearer token of a contract request resolved to its session and the caller's ContractViewer
// with no round trip of its own: the session lookup (auth/resolve-caller.ts, shared with the route
// guard of the same request) already read the account, person and role. The same refusals as
// authenticate + contractViewer: an unknown, revoked or expired token, or a session whose active
// account no longer belongs to its user, is SESSION_EXPIRED (70000401).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { resolveCaller } from '../auth/resolve-caller';
import type { ContractViewer } from './contract-viewer';
import { viewerFromRow } from './viewer-row';

export interface AuthenticatedViewer {
  auth: AuthContext;
  viewer: ContractViewer;
}

export async function authenticateViewer(context: AppContext, request: FastifyRequest): Promise<AuthenticatedViewer> {
  const caller = await resolveCaller(context, request);
  const viewer = viewerFromRow(caller);
  return { auth: { sessionId: caller.session_id, userId: viewer.userId, accountId: viewer.accountId }, viewer };
}
