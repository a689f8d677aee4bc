// Mounts a declared endpoint (@ecsign/core/endpoints) on the /ecapi plugin: the one place where a
// route's guard, input check and reply check come from its declaration.
//  - the guard goes into the route options, so enforce-route-guards.ts refuses a caller who may
//    not call it before the body is read;
//  - a route's `before` check (MountOptions) refuses next, still before the input is read;
//  - params, query and body are each checked by their schema (parseInput: BAD_REQUEST or the text
//    rule's code, the failing fields listed), and the handler gets them parsed and typed;
//  - the handler gets the caller typed by the guard (an open endpoint has none);
//  - the data it returns is checked against the reply schema before it is sent. A reply that does
//    not match is never sent: the server logs the issues (paths and codes, no values) and answers
//    REPLY_CONTRACT_BROKEN (500); under ECSIGN_TEST_STRICT_REPLIES the issues are the error's data
//    and are recorded, so the test that provoked it fails (build-test-app.ts close()).
//  - a file endpoint (`reply: fileReply([...])`) sends the handler's bytes or stream with its
//    content type, which must be one the declaration lists, and a Content-Disposition with the
//    RFC 5987 file name (content-disposition.ts); its errors stay JSON envelopes;
//  - a multipart endpoint (`bodyEncoding: 'multipart'`) takes forms (and the raw types it lists)
//    up to its `upload.maxBytes`: the text fields are checked by the body schema like any body,
//    and the files of `input.files` are handed to the handler (upload-form.ts); a raw endpoint
//    (`'raw'`) takes only bytes of its raw types, as its first file;
//  - a streamed upload (`upload.streamed`) hands its file on as a stream, read after the path and
//    query are checked, with the size limit enforced as the bytes pass (streamed-upload.ts);
//  - the server alone knows (MountOptions) how the operation log records a route, a check that
//    answers before the input is parsed (a spec code of its own, a rate limit, the caller an Open
//    API token stands for), and whether the replies are shared objects whose check and JSON are
//    kept (the inbox cache's pages).
import {
  isFileReply,
  type AnyEndpoint,
  type EndpointParsedInput,
  type EndpointReplyData,
  type FileReply,
} from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { authenticate, type AuthContext } from '../modules/auth/authenticate';
import type { TOperationLogFlag } from '../modules/operation-logs/describe-operation';
import { contentDisposition } from './content-disposition';
import { parseInput } from './parse-input';
import { ok } from './reply';
import { sendSharedOk } from './send-shared-ok';
import { streamedFiles } from './streamed-upload';
import { acceptUploadForm, uploadForm } from './upload-form';

/** The caller a handler gets: none on an open endpoint, the session on a guarded one. */
export type EndpointCaller<E extends AnyEndpoint> = E['access'] extends { kind: 'OPEN' | 'OPEN_API_APP' }
  ? undefined
  : AuthContext;

export interface EndpointCall<E extends AnyEndpoint> {
  input: EndpointParsedInput<E>;
  caller: EndpointCaller<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the handler of a file endpoint returns: the file and how to name it. */
export interface EndpointFile {
  body: Uint8Array | string | Readable;
  /** One of the declared content types, with parameters if any (`text/csv; charset=utf-8`). */
  contentType: string;
  /** Sent as the Content-Disposition file name (RFC 5987 for non-ASCII names). */
  fileName?: string;
  /** `attachment` (the default) saves the file, `inline` shows it. */
  disposition?: 'attachment' | 'inline';
  /** Further headers (cache-control of a private image). */
  headers?: Record<string, string>;
}

export type EndpointHandler<E extends AnyEndpoint> = (
  call: EndpointCall<E>,
) => Promise<E['reply'] extends FileReply ? EndpointFile : EndpointReplyData<E>>;

/** A reply that broke its declaration under ECSIGN_TEST_STRICT_REPLIES: `METHOD /path: issues`. */
export const brokenReplies: string[] = [];

const PARTS = ['params', 'query', 'body'] as const;

const takesUpload = (declaration: AnyEndpoint) =>
  declaration.bodyEncoding === 'multipart' || declaration.bodyEncoding === 'raw';

async function parsedInput(declaration: AnyEndpoint, request: FastifyRequest): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  const streamed = declaration.upload?.streamed === true;
  const form = takesUpload(declaration) && !streamed ? uploadForm(declaration, request) : undefined;
  for (const part of PARTS) {
    const schema = declaration.input[part];
    if (schema) input[part] = parseInput(schema, part === 'body' && form ? form.fields : request[part]);
  }
  if (form) input.files = form.files;
  // Opened last: a streamed file is the rest of the body, read only once the rest of the input holds.
  if (streamed) input.files = await streamedFiles(declaration, request);
  return input;
}

async function callerFor(context: AppContext, declaration: AnyEndpoint, request: FastifyRequest) {
  const kind = declaration.access.kind;
  // The guard hook has resolved the session already; authenticate reads the same cached lookup.
  return kind === 'OPEN' || kind === 'OPEN_API_APP' ? undefined : authenticate(context, request);
}

function checkedReply(context: AppContext, declaration: AnyEndpoint, request: FastifyRequest, data: unknown) {
  const checked = (declaration.reply as z.ZodType).safeParse(data);
  if (checked.success) return data;
  const issues = checked.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }));
  const where = `${declaration.method} ${declaration.path}`;
  const internal = `reply of ${where} breaks its schema: ${issues.map((issue) => `${issue.path || '(root)'} ${issue.code}`).join(', ')}`;
  if (context.config.ECSIGN_TEST_STRICT_REPLIES) {
    brokenReplies.push(`${where}: ${checked.error.message}`);
    throw new AppError('REPLY_CONTRACT_BROKEN', { internal, details: checked.error.issues });
  }
  request.log.error({ endpoint: where, issues }, 'reply breaks its declared schema; refused');
  throw new AppError('REPLY_CONTRACT_BROKEN', { internal });
}

/** Objects of shared replies already checked: each is checked once, like its JSON is made once. */
const checkedSharedReplies = new WeakSet<object>();

function checkedSharedReply(context: AppContext, declaration: AnyEndpoint, request: FastifyRequest, data: object) {
  if (!checkedSharedReplies.has(data)) {
    checkedReply(context, declaration, request, data);
    checkedSharedReplies.add(data);
  }
  return data;
}

/** Sends a file endpoint's file, after checking its content type against the declaration. */
function sendFile(
  context: AppContext,
  declaration: AnyEndpoint,
  request: FastifyRequest,
  reply: FastifyReply,
  file: EndpointFile,
) {
  const declared = (declaration.reply as FileReply).contentTypes;
  const base = file.contentType.split(';')[0]!.trim().toLowerCase();
  if (!declared.includes(base)) {
    const internal = `reply of ${declaration.method} ${declaration.path} is ${base}, not one of ${declared.join(', ')}`;
    if (context.config.ECSIGN_TEST_STRICT_REPLIES) brokenReplies.push(internal);
    request.log.error({ endpoint: `${declaration.method} ${declaration.path}` }, 'file reply of an undeclared type');
    throw new AppError('REPLY_CONTRACT_BROKEN', { internal });
  }
  const disposition = file.disposition ?? 'attachment';
  reply
    .headers(file.headers ?? {})
    .type(file.contentType)
    .header('content-disposition', file.fileName ? contentDisposition(disposition, file.fileName) : disposition);
  const { body } = file;
  // Fastify sends a Buffer as bytes but would serialise a bare Uint8Array as JSON.
  return reply.send(
    body instanceof Uint8Array && !Buffer.isBuffer(body)
      ? Buffer.from(body.buffer, body.byteOffset, body.length)
      : body,
  );
}

/** Registers `declaration` on `app` (the /ecapi plugin) with `handler` answering it. */
export function mountEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  context: AppContext,
  declaration: E,
  handler: EndpointHandler<E>,
  options: MountOptions<E> = {},
): void {
  if (takesUpload(declaration)) {
    // The form parser and its size limit belong to this route alone, so a scope of its own.
    void app.register(async (scope) => {
      acceptUploadForm(scope, declaration);
      route(scope, context, declaration, handler, options);
    });
    return;
  }
  route(app, context, declaration, handler, options);
}

/** What the server alone knows about a route, beyond its declaration (see the list at the top). */
export interface MountOptions<E extends AnyEndpoint = AnyEndpoint> {
  operationLog?: TOperationLogFlag;
  /**
   * A check that must answer before the input is parsed, after the guard, so a bad body never
   * answers first: the caller an Open API token stands for (401), the object the path names (404),
   * a code of the spec's own that the general schema check would turn into BAD_REQUEST (101
   * attachments, a missing revocation reason), or a rate limit that counts bad requests too.
   */
  before?: (call: Pick<EndpointCall<E>, 'caller' | 'request'>) => void | Promise<void>;
  /** A JSON body larger than the server's default bound (documents sent in base64), in bytes. */
  bodyLimit?: number;
  /**
   * The handler answers objects shared between requests that never change once answered (the
   * inbox cache's pages and counters): each is checked once and its JSON kept (send-shared-ok.ts).
   */
  sharedReply?: boolean;
}

function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  context: AppContext,
  declaration: E,
  handler: EndpointHandler<E>,
  options: MountOptions<E>,
): void {
  const guard = declaration.access.kind === 'OPEN' ? undefined : declaration.access;
  app.route({
    method: declaration.method,
    url: declaration.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      endpoint: declaration,
      ...(guard ? { guard } : {}),
      ...(options.operationLog ? { operationLog: options.operationLog } : {}),
    },
    handler: async (request, reply) => {
      const caller = (await callerFor(context, declaration, request)) as EndpointCaller<E>;
      if (options.before) await options.before({ caller, request });
      const input = (await parsedInput(declaration, request)) as EndpointParsedInput<E>;
      const data = await handler({ input, caller, request, reply });
      if (isFileReply(declaration.reply)) return sendFile(context, declaration, request, reply, data as EndpointFile);
      if (options.sharedReply)
        return sendSharedOk(reply, checkedSharedReply(context, declaration, request, data as object));
      return ok(checkedReply(context, declaration, request, data));
    },
  });
}
