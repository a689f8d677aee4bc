// Requests the router or Node's HTTP parser refuse before any route runs still get the catalogue
// envelope {status, message, data} with an HTTP status that agrees (see docs/architecture.md, API
// conventions) — never Fastify's or Node's own bare bodies:
// - a URL longer than MAX_URL_LENGTH, or a path parameter longer than MAX_PARAM_LENGTH → 414;
// - a malformed URL (bad percent-encoding) → 400;
// - request headers beyond Node's limit (maxHeaderSize, 16 KB by default; the request line
//   counts) → 431, written on the socket since no request object exists yet;
// - a body beyond the body limit → 413 (the error handler maps Fastify's error).
import { AppError } from '@ecsign/core/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { sendError } from './error-handler';
import { SECURITY_HEADERS } from './security-headers';

/** Longest URL (path and query) accepted; a query the portal builds stays far below it. */
export const MAX_URL_LENGTH = 8192;
/** Longest path parameter (an id, a file name); find-my-way's default is 100. */
export const MAX_PARAM_LENGTH = 512;

/** Fastify's `frameworkErrors` option: a URL the router refuses. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URL_TOO_LONG' : 'BAD_REQUEST';
  return sendError(reply, request, new AppError(code, { internal: error.code }));
}

export function refuseLongUrls(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new AppError('URL_TOO_LONG', { internal: `a URL of ${request.url.length} characters` });
    }
  });
}

/** Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const appError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('REQUEST_HEADERS_OVERSIZED', { internal: error.code })
      : new AppError('BAD_REQUEST', { internal: error.code ?? 'client error' });
  // The headers were not read, so the language is the default one.
  const body = JSON.stringify({ status: appError.status, message: appError.userMessage(), data: null });
  const headers = [
    `HTTP/1.1 ${appError.httpStatus} ${appError.httpStatus === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
}
