// Open API v1: enterprise app credentials and their bearer tokens.
//   POST openapi/apps               (administrator session) ZOpenApiAppCreate → ZOpenApiAppCreated (secret shown once)
//   GET  openapi/apps               (administrator session) → ZOpenApiAppView[]
//   POST openapi/apps/{appId}/revoke (administrator session) → ZOpenApiAppView
//   POST openapi/v1/token           ZOpenApiTokenRequest → ZOpenApiToken (no session)
//   …/openapi/v1/hr/batch/…         the HR batch endpoints of hr-batches.ts, with the app's token
import { z } from 'zod';
import { ZId } from './field-shapes';

export const ZOpenApiAppCreate = z.object({ name: z.string().trim().min(1).max(50) });
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

export const ZOpenApiAppIdParams = z.object({ appId: ZId });

export const ZOpenApiTokenRequest = z.object({
  appId: z.string().trim().min(1).max(100),
  appSecret: z.string().min(1).max(200),
});
export type TOpenApiTokenRequest = z.infer<typeof ZOpenApiTokenRequest>;

export const ZOpenApiToken = z.object({
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
  /** Seconds. */
  expiresIn: z.number().int(),
});
export type TOpenApiToken = z.infer<typeof ZOpenApiToken>;
