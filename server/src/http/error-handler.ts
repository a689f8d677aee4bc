// Maps every failure to the envelope and an HTTP status that agrees with it. Internals of 5xx
// failures go to the log only.
import { AppError, type TErrorCode } from '@ecsign/core/errors';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language';

/** Fastify's own client errors, by their HTTP status. */
const FRAMEWORK_ERRORS: Record<number, TErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
};

function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  const language = requestLanguage(request);
  return reply
    .status(error.httpStatus || 500)
    .send({ status: error.status, message: error.userMessage(language), data: error.details ?? null });
}

/**
 * Fastify's router answers a URL it cannot decode (`%FF`) and a path parameter over its length
 * limit before any route or error handler runs; given as the `frameworkErrors` option, this gives
 * those replies the envelope too (F-envelope). A parameter too long to be an id names nothing.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: TErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'BAD_REQUEST';
  return sendError(reply, request, new AppError(code, { internal: error.message }));
}

/**
 * Node's HTTP parser refuses what it cannot read (a 200 KB URL, a broken request line or chunk, a
 * NUL in a header) before Fastify sees a request; given as the `clientErrorHandler` option, this
 * still answers with the envelope (F-envelope): BAD_REQUEST in the default language, and the
 * connection closes as Node's own answer would.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) return socket.destroy(error);
  const refused = new AppError('BAD_REQUEST', { internal: error.message });
  const body = JSON.stringify({ status: refused.status, message: refused.userMessage('zh'), data: null });
  socket.end(
    `HTTP/1.1 ${refused.httpStatus} Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError | Error, request, reply) => {
    if (raw instanceof AppError) {
      if (raw.httpStatus >= 500) request.log.error({ err: raw }, raw.message);
      return sendError(reply, request, raw);
    }
    const statusCode = (raw as FastifyError).statusCode;
    if (statusCode && statusCode < 500) {
      const code = FRAMEWORK_ERRORS[statusCode] ?? 'BAD_REQUEST';
      return sendError(reply, request, new AppError(code, { internal: raw.message }));
    }
    request.log.error({ err: raw }, 'unhandled error');
    return sendError(reply, request, new AppError('OPERATION_FAILED', { internal: raw.message }));
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, request, new AppError('NOT_FOUND', { internal: `no route ${request.method} ${request.url}` })),
  );
}
