// The OpenAPI 3.1 document of /ecapi (GET /ecapi/docs/openapi.json), generated from the endpoint
// declarations of core (declared-operations.ts): JSON Schemas come from the handlers' own zod schemas
// (z.toJSONSchema, draft 2020-12 — the dialect OpenAPI 3.1 uses), error answers from the error
// catalogue, so the document cannot drift from what the server parses and answers.
import { isFileReply } from '@ecsign/core/endpoints';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { z } from 'zod';
import { declaredOperations, declaredTags, type OpenApiOperation } from './declared-operations';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema; what JSON cannot say (a refinement, a coercion) is left open. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'integer', description: '200 on success, else the catalogue code' },
    message: { type: 'string' },
    data,
  },
});

const BINARY = { type: 'string', contentMediaType: 'application/octet-stream' };

function parameters(operation: OpenApiOperation): JsonSchema[] {
  const inPath = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!operation.query) return inPath;
  const query = jsonSchema(operation.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: (query.required ?? []).includes(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBody(operation: OpenApiOperation): JsonSchema | undefined {
  if (operation.form) return formBody(operation, operation.form);
  if (!operation.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } };
}

/** A declared upload: a form's text fields (the body schema) and files as binary parts, and its raw types. */
function formBody(operation: OpenApiOperation, form: NonNullable<OpenApiOperation['form']>): JsonSchema {
  const fields = operation.body ? (jsonSchema(operation.body, 'input') as { properties?: JsonSchema }) : {};
  const schema = {
    type: 'object',
    properties: { ...fields.properties, ...Object.fromEntries(form.files.map((name) => [name, BINARY])) },
  };
  // Fastify's `*` (any content type) is the media range */* in OpenAPI.
  const raw = Object.fromEntries(form.rawTypes.map((type) => [type === '*' ? '*/*' : type, { schema: BINARY }]));
  return { required: true, content: { ...(form.multipart ? { 'multipart/form-data': { schema } } : {}), ...raw } };
}

/** The success reply, then one reply per HTTP status the operation's catalogue errors use. */
function responses(operation: OpenApiOperation): JsonSchema {
  const { reply } = operation;
  const success = isFileReply(reply)
    ? {
        description: 'The file itself',
        content: Object.fromEntries(reply.contentTypes.map((type) => [type, { schema: BINARY }])),
      }
    : {
        description: 'Success (status 200)',
        content: { 'application/json': { schema: envelope(jsonSchema(reply, 'output')) } },
      };
  const byHttp = new Map<number, string[]>();
  for (const code of new Set(operation.errors)) {
    const entry = ERROR_CATALOGUE[code];
    const lines = byHttp.get(entry.http) ?? [];
    lines.push(`${entry.status} ${code}: ${entry.text.en} (${entry.text.zh})`);
    byHttp.set(entry.http, lines);
  }
  const failures = Object.fromEntries(
    [...byHttp.entries()]
      .sort(([a], [b]) => a - b)
      .map(([http, lines]) => [
        String(http),
        {
          description: lines.join('\n'),
          content: { 'application/json': { schema: envelope({ description: 'null, or details of the failure' }) } },
        },
      ]),
  );
  return { '200': success, ...failures };
}

const SECURITY = { app: [{ appToken: [] }], session: [{ portalSession: [] }], none: [] } as const;

function operationObject(operation: OpenApiOperation): JsonSchema {
  const body = requestBody(operation);
  return {
    operationId: `${operation.method.toLowerCase()}_${operation.path.replace(/[{}]/g, '').replace(/[^\w]+/g, '_')}`,
    tags: [operation.tag],
    summary: operation.summary,
    security: SECURITY[operation.auth],
    parameters: parameters(operation),
    ...(body ? { requestBody: body } : {}),
    responses: responses(operation),
    'x-error-codes': [...new Set(operation.errors)].map((code) => ERROR_CATALOGUE[code].status),
  };
}

export function buildOpenApiDocument(operations: readonly OpenApiOperation[] = declaredOperations()): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const path = `/${operation.path}`;
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ecsign /ecapi',
      version: '1.0.0',
      description:
        'Every /ecapi endpoint, generated from its declaration. ' +
        'Integrations start HR batch contracts with enterprise app credentials: an administrator creates an app ' +
        '(POST /openapi/apps), the integration trades its id and secret for a bearer token (POST /openapi/v1/token) ' +
        'and calls /openapi/v1/… with `Authorization: Bearer <token>`. Every reply is the envelope ' +
        '{status, message, data}; a business ID on every row makes a repeated request harmless. ' +
        "The portal's endpoints take the access token of a portal login.",
    },
    servers: [{ url: '/ecapi' }],
    tags: declaredTags(),
    components: {
      securitySchemes: {
        appToken: { type: 'http', scheme: 'bearer', description: 'A token from POST /openapi/v1/token' },
        portalSession: {
          type: 'http',
          scheme: 'bearer',
          description:
            "An access token from the portal login (an enterprise administrator's for the Open API's app routes)",
        },
      },
    },
    paths,
  };
}

let built: Readonly<JsonSchema> | undefined;

/** Built once per process: the schemas do not change while it runs. */
export function openApiDocument(): Readonly<JsonSchema> {
  built ??= Object.freeze(buildOpenApiDocument());
  return built;
}
