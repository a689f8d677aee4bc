// The Open API's credentials: an enterprise's default administrators create, list and revoke app
// credentials with their portal session, and an integration trades an app id and secret for a
// bearer token (no session: the secret is the credential). The app-token HR batch endpoints are
// the hr-batches declarations mounted under openapi/v1/hr/batch. The OpenAPI document of every
// declared endpoint (this one included) and its browsable page are public reference, no data.
import { z } from 'zod';
import {
  ZOpenApiAppCreate,
  ZOpenApiAppCreated,
  ZOpenApiAppIdParams,
  ZOpenApiAppView,
  ZOpenApiToken,
  ZOpenApiTokenRequest,
} from '../model/open-api';
import { access } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

/** Any enterprise account of the caller's that is a default administrator; the handler picks the acting one. */
const appAdministrator = access.enterpriseMember([], { defaultAdmin: true });

export const openApi = {
  createApp: endpoint({
    method: 'POST',
    path: '/openapi/apps',
    summary: 'Create app credentials (administrators; the secret is shown only in this reply)',
    access: appAdministrator,
    input: { body: ZOpenApiAppCreate },
    reply: ZOpenApiAppCreated,
    errors: [],
  }),
  apps: endpoint({
    method: 'GET',
    path: '/openapi/apps',
    summary: "The enterprise's app credentials (no secrets)",
    access: appAdministrator,
    input: {},
    reply: z.array(ZOpenApiAppView),
    errors: [],
  }),
  revokeApp: endpoint({
    method: 'POST',
    path: '/openapi/apps/:appId/revoke',
    summary: 'Revoke app credentials; their tokens stop working at once',
    access: appAdministrator,
    input: { params: ZOpenApiAppIdParams },
    reply: ZOpenApiAppView,
    errors: ['NOT_FOUND'],
  }),
  token: endpoint({
    method: 'POST',
    path: '/openapi/v1/token',
    summary: 'Trade an app id and secret for a bearer token (2 hours)',
    access: access.open(),
    input: { body: ZOpenApiTokenRequest },
    reply: ZOpenApiToken,
    errors: ['OPEN_API_ACCOUNT_INVALID', 'OPEN_API_NO_ACCESS'],
  }),
  document: endpoint({
    method: 'GET',
    path: '/docs/openapi.json',
    summary: 'The OpenAPI 3.1 document of every /ecapi endpoint, generated from their declarations',
    access: access.open(),
    input: {},
    reply: fileReply(['application/json']),
    errors: [],
  }),
  documentPage: endpoint({
    method: 'GET',
    path: '/docs',
    summary: 'The OpenAPI document as one browsable HTML page (no script, no outside resources)',
    access: access.open(),
    input: {},
    reply: fileReply(['text/html']),
    errors: [],
  }),
} as const;
