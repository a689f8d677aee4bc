// One /ecapi endpoint, declared once: its method and path, the schemas of its input (path
// parameters, query, body) and of the `data` of its reply envelope, who may call it, and the
// catalogue errors it may answer. The server mounts it (server/src/http/mount-endpoint.ts), the
// clients call it by value (`api.call(endpoints.x.y, input)`), and the OpenAPI document is
// generated from it, so the three cannot drift apart.
import type { z } from 'zod';
import type { TErrorCode } from '../errors/catalogue';
import type { TEndpointAccess } from './endpoint-access';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The request parts an endpoint reads, each checked by its schema before the handler runs. */
export interface EndpointInputSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

export interface EndpointDeclaration<
  I extends EndpointInputSchemas = EndpointInputSchemas,
  R extends z.ZodType = z.ZodType,
  A extends TEndpointAccess = TEndpointAccess,
> {
  method: THttpMethod;
  /** Below /ecapi, with Fastify's `:name` parameters: `/openapi/apps/:appId/revoke`. */
  path: string;
  /** One line for the OpenAPI document and its page. */
  summary: string;
  access: A;
  input: I;
  /** The `data` of the success envelope. */
  reply: R;
  /** How a client sends the body: JSON (the default) or a form (spec item C-form-bodies). */
  bodyEncoding?: 'json' | 'form';
  /** Catalogue errors of the operation itself; the ones its access and input imply are added by `errorsOf`. */
  errors: readonly TErrorCode[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any declaration, whatever its schemas
export type AnyEndpoint = EndpointDeclaration<any, any, any>;

type Parts<E extends AnyEndpoint> = E['input'];

/** What a client sends: each declared part as its schema accepts it. */
export type EndpointInput<E extends AnyEndpoint> = {
  [K in keyof Parts<E>]: Parts<E>[K] extends z.ZodType ? z.input<Parts<E>[K]> : never;
};

/** What a handler receives: each declared part as its schema parsed it. */
export type EndpointParsedInput<E extends AnyEndpoint> = {
  [K in keyof Parts<E>]: Parts<E>[K] extends z.ZodType ? z.output<Parts<E>[K]> : never;
};

/** The `data` of the reply, as the client gets it after checking. */
export type EndpointReply<E extends AnyEndpoint> = z.output<E['reply']>;

/** What a handler returns: the reply's data before serialisation. */
export type EndpointReplyData<E extends AnyEndpoint> = z.input<E['reply']>;

/** Declares an endpoint; the function only keeps the literal types. */
export function endpoint<const I extends EndpointInputSchemas, R extends z.ZodType, const A extends TEndpointAccess>(
  declaration: EndpointDeclaration<I, R, A>,
): EndpointDeclaration<I, R, A> {
  return declaration;
}

/** Every code an endpoint may answer: its own, the input check's and its access's. */
export function errorsOf(declaration: AnyEndpoint): TErrorCode[] {
  const implied: TErrorCode[] = [];
  const { access } = declaration;
  if (Object.keys(declaration.input).length > 0) implied.push('BAD_REQUEST');
  if (access.kind !== 'OPEN') implied.push('SESSION_EXPIRED');
  if (access.kind === 'ACTIVE_ACCOUNT') implied.push(access.denial, access.personalDenial);
  if (access.kind === 'ENTERPRISE_MEMBER') implied.push(access.denial);
  return [...new Set([...implied, ...declaration.errors])];
}

/** The path with its parameters filled in (each value URL-encoded). */
export function fillEndpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
