// The declared endpoints (@ecsign/core/endpoints) as operations of the OpenAPI document: one tag
// per module, the guard as the security scheme, the catalogue errors errorsOf lists. The Open API's
// own routes keep their richer entries (uploads, PDF replies) from openapi-operations.ts.
import { endpoints, errorsOf, type AnyEndpoint, type TEndpointAccess } from '@ecsign/core/endpoints';
import type { OpenApiOperation, TOpenApiAuth } from './openapi-operations';

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
      ...(declaration.bodyEncoding === 'multipart'
        ? { form: { files: declaration.input.files ?? [], rawTypes: declaration.upload?.rawTypes ?? [] } }
        : {}),
      reply: declaration.reply,
      errors: errorsOf(declaration),
    })),
  );
}

/** The tags of the declared modules, for the document's tag list. */
export const declaredTags = () =>
  Object.keys(endpoints).map((name) => ({ name, description: `The ${name} endpoints` }));
