// Open API v1: enterprise app credentials and their bearer tokens.
//   POST openapi/apps               (administrator session) ZOpenApiAppCreate → ZOpenApiAppCreated (secret shown once)
//   GET  openapi/apps               (administrator session) → ZOpenApiAppView[]
//   POST openapi/apps/{appId}/revoke (administrator session) → ZOpenApiAppView
//   POST openapi/v1/token           ZOpenApiTokenRequest → ZOpenApiToken (no session)
//   …/openapi/v1/hr/batch/…         the HR batch endpoints of hr-batches.ts, with the app's token
import { z } from 'zod';
import { ID_MAX, safeText } from '../validation/safe-text';

export const ZOpenApiAppCreate = z.object({ name: safeText({ max: 50 }).min(1) });
export type TOpenApiAppCreate = z.infer<typeof ZOpenApiAppCreate>;

export const ZOpenApiAppView = z.object({
  appId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type TOpenApiAppView = z.infer<typeof ZOpenApiAppView>;

export const ZOpenApiAppCreated = ZOpenApiAppView.extend({
  /** Shown only in this reply; the server keeps a hash. */
  appSecret: z.string(),
});
export type TOpenApiAppCreated = z.infer<typeof ZOpenApiAppCreated>;

export const ZOpenApiAppIdParams = z.object({ appId: safeText({ max: ID_MAX }).min(1) });

export const ZOpenApiTokenRequest = z.object({
  appId: safeText({ max: 100 }).min(1),
  appSecret: safeText({ max: 200, trim: false }).min(1),
});
export type TOpenApiTokenRequest = z.infer<typeof ZOpenApiTokenRequest>;

export const ZOpenApiToken = z.object({
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
  /** Seconds. */
  expiresIn: z.number().int(),
});
export type TOpenApiToken = z.infer<typeof ZOpenApiToken>;
