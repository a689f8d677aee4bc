// Mounts a declared endpoint (@ecsign/core/endpoints) on the /ecapi plugin: the one place where a
// route's guard, input check and reply check come from its declaration.
//  - the guard goes into the route options, so enforce-route-guards.ts refuses a caller who may
//    not call it before the body is read;
//  - params, query and body are each checked by their schema (parseInput: BAD_REQUEST or the text
//    rule's code, the failing fields listed), and the handler gets them parsed and typed;
//  - the handler gets the caller typed by the guard (an open endpoint has none);
//  - the data it returns is checked against the reply schema before it is sent. A reply that does
//    not match is never sent: the server logs the issues (paths and codes, no values) and answers
//    REPLY_CONTRACT_BROKEN (500); under ECSIGN_TEST_STRICT_REPLIES the issues are the error's data
//    and are recorded, so the test that provoked it fails (build-test-app.ts close()).
import { type AnyEndpoint, type EndpointParsedInput, type EndpointReplyData } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { authenticate, type AuthContext } from '../modules/auth/authenticate';
import { parseInput } from './parse-input';
import { ok } from './reply';

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

export type EndpointHandler<E extends AnyEndpoint> = (call: EndpointCall<E>) => Promise<EndpointReplyData<E>>;

/** A reply that broke its declaration under ECSIGN_TEST_STRICT_REPLIES: `METHOD /path: issues`. */
export const brokenReplies: string[] = [];

const PARTS = ['params', 'query', 'body'] as const;

function parsedInput(declaration: AnyEndpoint, request: FastifyRequest): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const part of PARTS) {
    const schema = declaration.input[part];
    if (schema) input[part] = parseInput(schema, request[part]);
  }
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

/** Registers `declaration` on `app` (the /ecapi plugin) with `handler` answering it. */
export function mountEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  context: AppContext,
  declaration: E,
  handler: EndpointHandler<E>,
): void {
  const guard = declaration.access.kind === 'OPEN' ? undefined : declaration.access;
  app.route({
    method: declaration.method,
    url: declaration.path,
    config: { endpoint: declaration, ...(guard ? { guard } : {}) },
    handler: async (request, reply) => {
      const caller = (await callerFor(context, declaration, request)) as EndpointCaller<E>;
      const input = parsedInput(declaration, request) as EndpointParsedInput<E>;
      const data = await handler({ input, caller, request, reply });
      return ok(checkedReply(context, declaration, request, data));
    },
  });
}
