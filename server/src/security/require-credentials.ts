// Deny by default: a request to an /ecapi route that is not on the reviewed open list and carries
// no Authorization header is refused with 70000401 before its body is parsed. Handlers still check
// the credential itself (authenticate, open-API app tokens, Basic client credentials); this gate
// only makes sure an anonymous caller learns nothing — not even how a request is validated — and
// that a route whose handler forgot to authenticate is not open to anonymous callers.
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance } from 'fastify';
import { isOpenRoute } from './open-routes';

export function requireCredentials(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const pattern = request.routeOptions.url;
    // Unknown paths go on to the 404 handler; the portal is not under /ecapi.
    if (!pattern || !pattern.startsWith('/ecapi/')) return;
    if (isOpenRoute(request.method, pattern)) return;
    if (request.headers.authorization) return;
    throw new AppError('SESSION_EXPIRED', { internal: `no credentials for ${request.method} ${pattern}` });
  });
}
