// The Open API v1: app credentials managed by administrators (openapi/apps, session), the token
// endpoint, and the HR batch endpoints for apps under openapi/v1/hr/batch (the same handlers as
// the portal's, with the app's enterprise as the actor, and a business ID required on every row);
// and the OpenAPI 3.1 document of every declared /ecapi endpoint at docs/openapi.json, with a
// browsable page at docs (public, like any API reference).
import { ZOpenApiAppCreate, ZOpenApiAppIdParams, ZOpenApiTokenRequest } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { hrBatchEndpoints } from '../hr-batches/hr-batch-endpoints';
import { appAdministrator, createOpenApiApp, listOpenApiApps, revokeOpenApiApp } from './open-api-apps';
import { issueOpenApiToken, openApiActor } from './open-api-token';
import { openApiDocument } from './openapi-document';
import { renderOpenApiPage } from './openapi-page';
import { guard } from '../../security/route-guard';

export function openApiRoutes(app: FastifyInstance, context: AppContext): void {
  /** Apps are managed by an enterprise's default administrators (appAdministrator). */
  const appAdmin = guard.enterpriseMember([], { defaultAdmin: true });
  const admin = async (request: Parameters<typeof authenticate>[1]) =>
    appAdministrator(context, await authenticate(context, request));

  app.post('/openapi/apps', appAdmin, async (request) => {
    const acting = await admin(request);
    const { name } = parseInput(ZOpenApiAppCreate, request.body);
    return ok(await createOpenApiApp(context, acting, name));
  });
  app.get('/openapi/apps', appAdmin, async (request) => ok(await listOpenApiApps(context, await admin(request))));
  app.post('/openapi/apps/:appId/revoke', appAdmin, async (request) => {
    const acting = await admin(request);
    const { appId } = parseInput(ZOpenApiAppIdParams, request.params);
    return ok(await revokeOpenApiApp(context, acting, appId));
  });

  app.get('/docs/openapi.json', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').send(openApiDocument()),
  );
  app.get('/docs', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=300')
      .type('text/html; charset=utf-8')
      .send(renderOpenApiPage(openApiDocument())),
  );

  app.post('/openapi/v1/token', async (request) => {
    const input = parseInput(ZOpenApiTokenRequest, request.body);
    return ok(await issueOpenApiToken(context, input));
  });

  hrBatchEndpoints(app, context, {
    prefix: '/openapi/v1/hr/batch',
    actorOf: (request) => openApiActor(context, request),
    guard: guard.openApiApp(),
    openApi: true,
  });
}
