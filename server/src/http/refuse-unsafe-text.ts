// The request-wide net under the schemas' text rule: a control character (NUL included), a bidi
// override or isolate, or a lone surrogate anywhere in a body, query or path parameter is refused with a catalogue error before
// any route runs, so input parsed by hand can never carry one to PostgreSQL (a NUL used to answer
// 500) or into a message. Each field's own rule (core/validation/safe-text.ts) stays stricter.
import { AppError } from '@ecsign/core/errors';
import { findUnsafeText } from '@ecsign/core/validation';
import type { FastifyInstance } from 'fastify';

export function refuseUnsafeText(app: FastifyInstance): void {
  // preValidation runs after the route guards (onRequest): a refused caller still hears 401/403.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      // A streamed upload (help videos) is a socket stream, not parsed text: its own route checks it.
      if (!isParsedData(part)) continue;
      if (findUnsafeText(part) !== undefined) {
        throw new AppError('TEXT_UNSAFE_CHARACTERS', {
          internal: 'control, bidi or lone-surrogate character in the request',
        });
      }
    }
  });
}

/**
 * Anything a parser made (text, objects, arrays — Fastify's query object has a prototype of its
 * own without Object's), never a stream or a buffer.
 */
function isParsedData(part: unknown): boolean {
  if (part === null || typeof part !== 'object') return true;
  if (part instanceof Uint8Array) return false;
  return typeof (part as { pipe?: unknown }).pipe !== 'function';
}
