// The Open API v1: app credentials managed by administrators (openapi/apps, session), the token
// endpoint, and the HR batch endpoints for apps under openapi/v1/hr/batch (the same handlers as
// the portal's, with the app's enterprise as the actor, and a business ID required on every row);
// and the OpenAPI 3.1 document of every declared /ecapi endpoint at /ecapi/docs/openapi.json, with a
// browsable page at /ecapi/docs (public, like any API reference).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import type { AuthContext } from '../auth/authenticate';
import { hrBatchEndpoints } from '../hr-batches/hr-batch-endpoints';
import { appAdministrator, createOpenApiApp, listOpenApiApps, revokeOpenApiApp } from './open-api-apps';
import { issueOpenApiToken, openApiActor } from './open-api-token';
import { openApiDocument } from './openapi-document';
import { renderOpenApiPage } from './openapi-page';

export function openApiRoutes(app: FastifyInstance, context: AppContext): void {
  const declared = endpoints.openApi;
  /** The acting account must be a default administrator of its enterprise (appAdministrator). */
  const admin = (caller: AuthContext) => appAdministrator(context, caller);

  mountEndpoint(app, context, declared.createApp, async ({ input, caller }) =>
    createOpenApiApp(context, await admin(caller), input.body.name),
  );
  mountEndpoint(app, context, declared.apps, async ({ caller }) => listOpenApiApps(context, await admin(caller)));
  mountEndpoint(app, context, declared.revokeApp, async ({ input, caller }) =>
    revokeOpenApiApp(context, await admin(caller), input.params.appId),
  );

  // Public reference, the same for every caller: caches may keep it a few minutes.
  const reference = { disposition: 'inline', headers: { 'Cache-Control': 'public, max-age=300' } } as const;
  mountEndpoint(app, context, declared.document, async () => ({
    ...reference,
    body: JSON.stringify(openApiDocument()),
    contentType: 'application/json; charset=utf-8',
  }));
  mountEndpoint(app, context, declared.documentPage, async () => ({
    ...reference,
    body: renderOpenApiPage(openApiDocument()),
    contentType: 'text/html; charset=utf-8',
  }));

  mountEndpoint(app, context, declared.token, async ({ input }) => issueOpenApiToken(context, input.body));

  hrBatchEndpoints(app, context, {
    declared: endpoints.openApiHrBatches,
    actorOf: (request) => openApiActor(context, request),
    openApi: true,
  });
}
