// The declared endpoints (@ecsign/core/endpoints) as operations of the OpenAPI document: one tag
// per module, the guard as the security scheme, the catalogue errors errorsOf lists. Every /ecapi
// route is declared, the Open API's HR batch endpoints included, so this is the whole list.
import {
  endpoints,
  errorsOf,
  type AnyEndpoint,
  type FileReply,
  type TEndpointAccess,
  type THttpMethod,
} from '@ecsign/core/endpoints';
import type { TErrorCode } from '@ecsign/core/errors';
import type { z } from 'zod';

/** `app`: a bearer token from POST openapi/v1/token; `session`: a portal login; `none`: open. */
export type TOpenApiAuth = 'app' | 'session' | 'none';

export interface OpenApiOperation {
  method: THttpMethod;
  /** Below /ecapi, with OpenAPI `{param}` placeholders. */
  path: string;
  /** The declaring module (the key of `endpoints`). */
  tag: string;
  summary: string;
  auth: TOpenApiAuth;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * An upload's body: a multipart endpoint's form (its file fields) and the raw types also taken,
   * or a raw endpoint's raw types alone (`multipart: false`: the DER requests of OCSP and TSA).
   */
  form?: { multipart: boolean; files: readonly string[]; rawTypes: readonly string[] };
  /** The envelope's `data` on success, or the file the endpoint answers. */
  reply: z.ZodType | FileReply;
  errors: readonly TErrorCode[];
}

const authOf = (kind: TEndpointAccess['kind']): TOpenApiAuth =>
  kind === 'OPEN' ? 'none' : kind === 'OPEN_API_APP' ? 'app' : 'session';

/** `/bc/x/:id` → `bc/x/{id}`, as the Open API operations spell paths. */
const documentedPath = (path: string) => path.replace(/^\//, '').replace(/:(\w+)/g, '{$1}');

export function declaredOperations(): OpenApiOperation[] {
  return Object.entries(endpoints).flatMap(([tag, group]) =>
    Object.values(group as Record<string, AnyEndpoint>).map((declaration) => ({
      method: declaration.method,
      path: documentedPath(declaration.path),
      tag,
      summary: declaration.summary,
      auth: authOf(declaration.access.kind),
      ...(declaration.input.query ? { query: declaration.input.query } : {}),
      ...(declaration.input.body ? { body: declaration.input.body } : {}),
      ...(declaration.bodyEncoding === 'multipart' || declaration.bodyEncoding === 'raw'
        ? {
            form: {
              multipart: declaration.bodyEncoding === 'multipart',
              files: declaration.input.files ?? [],
              rawTypes: declaration.upload?.rawTypes ?? [],
            },
          }
        : {}),
      reply: declaration.reply,
      errors: errorsOf(declaration),
    })),
  );
}

/** The tags of the declared modules, for the document's tag list. */
export const declaredTags = () =>
  Object.keys(endpoints).map((name) => ({ name, description: `The ${name} endpoints` }));
