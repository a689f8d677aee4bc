// One /ecapi endpoint, declared once: its method and path, the schemas of its input (path
// parameters, query, body) and of the `data` of its reply envelope, who may call it, and the
// catalogue errors it may answer. The server mounts it (server/src/http/mount-endpoint.ts), the
// clients call it by value (`api.call(endpoints.x.y, input)`), and the OpenAPI document is
// generated from it, so the three cannot drift apart.
import type { z } from 'zod';
import type { TErrorCode } from '../errors/catalogue';
import type { TEndpointAccess } from './endpoint-access';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A reply that is a file (a PDF, an image, a CSV, a ZIP), not a JSON envelope: its content types
 * (without parameters such as charset). Its errors stay JSON catalogue envelopes.
 */
export interface FileReply {
  kind: 'FILE';
  contentTypes: readonly string[];
}

/** `reply: fileReply(['application/pdf'])`: the endpoint answers the file itself. */
export const fileReply = (contentTypes: readonly string[]): FileReply => ({ kind: 'FILE', contentTypes });

export const isFileReply = (reply: z.ZodType | FileReply): reply is FileReply =>
  (reply as Partial<FileReply>).kind === 'FILE';

/** What a client gets from a file endpoint: the bytes, their content type and the file name sent. */
export interface TDownloadedFile {
  bytes: Uint8Array;
  contentType: string;
  fileName?: string;
}

/** A multipart endpoint's uploads: how large the request may be, and which raw bodies also count as the file. */
export interface EndpointUpload {
  /** The largest file accepted; a larger request is refused with PAYLOAD_TOO_LARGE (or `tooLarge`). */
  maxBytes: number;
  /** The catalogue code of a file over `maxBytes` when the operation has its own (an attachment's 75100011). */
  tooLarge?: TErrorCode;
  /** Content types sent as the file's raw bytes instead of a form (the CSV itself, a PDF). */
  rawTypes?: readonly string[];
  /**
   * The handler reads the file as it arrives (`TStreamedFile`) instead of whole in memory: for
   * files too large to buffer (a 200 MB video). A form's parts can only be read in order, so such
   * an endpoint has one file field and takes its text in the path or query, not in form fields.
   */
  streamed?: boolean;
}

/** The request parts an endpoint reads, each checked by its schema before the handler runs. */
export interface EndpointInputSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  /** A multipart endpoint's body: the schema of its text fields. */
  body?: z.ZodType;
  /** A multipart endpoint's file fields, by form field name. */
  files?: readonly string[];
}

/** A file of a multipart request, as the handler gets it (the name passed the text rule). */
export interface TUploadedFile {
  readonly name?: string;
  readonly bytes: Uint8Array;
}

/**
 * A streamed upload's file, as the handler gets it: the name (from the part's headers or
 * ?fileName=, past the text rule) and the bytes as they arrive. Reading past `upload.maxBytes`
 * throws PAYLOAD_TOO_LARGE, so a store that writes the chunks as they come must drop what it wrote
 * when the iteration throws. The bytes can be read once.
 */
export interface TStreamedFile {
  readonly name?: string;
  readonly chunks: AsyncIterable<Uint8Array>;
}

/** What a client sends for one input part: the schema's input, or a Blob per declared file field. */
type ClientPart<P> = P extends z.ZodType
  ? z.input<P>
  : P extends readonly (infer N extends string)[]
    ? { [F in N]?: Blob }
    : never;

/** What a handler receives for one input part: the schema's output, or the uploaded files. */
type ParsedPart<P, File> = P extends z.ZodType
  ? z.output<P>
  : P extends readonly (infer N extends string)[]
    ? { [F in N]?: File }
    : never;

export interface EndpointDeclaration<
  I extends EndpointInputSchemas = EndpointInputSchemas,
  R extends z.ZodType | FileReply = z.ZodType | FileReply,
  A extends TEndpointAccess = TEndpointAccess,
  U extends EndpointUpload | undefined = EndpointUpload | undefined,
> {
  method: THttpMethod;
  /** Below /ecapi, with Fastify's `:name` parameters: `/openapi/apps/:appId/revoke`. */
  path: string;
  /** One line for the OpenAPI document and its page. */
  summary: string;
  access: A;
  input: I;
  /** The `data` of the success envelope, or `fileReply([...])` when the reply is a file. */
  reply: R;
  /**
   * How a client sends the body: JSON (the default), a form (spec item C-form-bodies), a
   * multipart form whose fields the body schema checks and whose files the handler gets, or
   * `raw`: only bytes of one of `upload.rawTypes` (a DER OCSP request), the first of `input.files`.
   */
  bodyEncoding?: 'json' | 'form' | 'multipart' | 'raw';
  /** The limits of a multipart or raw endpoint's files (`input.files` names its fields). */
  upload?: U;
  /** Catalogue errors of the operation itself; the ones its access and input imply are added by `errorsOf`. */
  errors: readonly TErrorCode[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any declaration, whatever its schemas
export type AnyEndpoint = EndpointDeclaration<any, any, any, any>;

type Parts<E extends AnyEndpoint> = E['input'];

/** What a client sends: each declared part as its schema accepts it. */
export type EndpointInput<E extends AnyEndpoint> = {
  [K in keyof Parts<E>]: ClientPart<Parts<E>[K]>;
};

/** What a handler receives: each declared part as its schema parsed it, files whole or streamed. */
export type EndpointParsedInput<E extends AnyEndpoint> = {
  [K in keyof Parts<E>]: ParsedPart<
    Parts<E>[K],
    NonNullable<E['upload']> extends { streamed: true } ? TStreamedFile : TUploadedFile
  >;
};

/** The `data` of the reply, as the client gets it after checking (a file endpoint's: the file). */
export type EndpointReply<E extends AnyEndpoint> = E['reply'] extends z.ZodType
  ? z.output<E['reply']>
  : TDownloadedFile;

/** What a handler returns: the reply's data before serialisation (a file endpoint's: see the server). */
export type EndpointReplyData<E extends AnyEndpoint> = E['reply'] extends z.ZodType ? z.input<E['reply']> : never;

/** Declares an endpoint; the function only keeps the literal types. */
export function endpoint<
  const I extends EndpointInputSchemas,
  R extends z.ZodType | FileReply,
  const A extends TEndpointAccess,
  const U extends EndpointUpload | undefined = undefined,
>(declaration: EndpointDeclaration<I, R, A, U>): EndpointDeclaration<I, R, A, U> {
  return declaration;
}

/** Every code an endpoint may answer: its own, the input check's and its access's. */
export function errorsOf(declaration: AnyEndpoint): TErrorCode[] {
  const implied: TErrorCode[] = [];
  const { access } = declaration;
  if (Object.keys(declaration.input).length > 0 || declaration.upload) implied.push('BAD_REQUEST');
  if (declaration.upload) implied.push(declaration.upload.tooLarge ?? 'PAYLOAD_TOO_LARGE');
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
