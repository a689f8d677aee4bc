// Serves the built web portal. Routes are client-side (spec's R- items), so any GET outside /ecapi that
// is not a file answers index.html and the portal's router decides. Security headers are added for
// every reply by http/security-headers.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function servePortal(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) {
    app.log.warn(`web portal not found in ${webDist ?? '(WEB_DIST unset)'}: serving /ecapi only`);
    return false;
  }
  // Source maps are never served, even when a development build left some in the folder.
  const isSourceMap = (path: string) => path.split('?', 1)[0]!.endsWith('.map');
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    allowedPath: (path) => !isSourceMap(path),
  });
  app.get('/*', (request, reply) =>
    // A mistyped API path (or a source map) is a 404 in the API's envelope, not the portal page with 200.
    request.url.startsWith('/ecapi/') || isSourceMap(request.url)
      ? reply.callNotFound()
      : reply.type('text/html; charset=utf-8').sendFile('index.html'),
  );
  return true;
}
