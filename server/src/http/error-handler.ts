// Maps every failure to the envelope and an HTTP status that agrees with it. Internals of 5xx
// failures go to the log only. A full disk, wherever it was met (the blob store, a temporary
// file, the database), is STORAGE_FULL and marks the server degraded for /ecapi/health. A PDF the
// reader gives up on in the middle of a route (a decompression bomb past its inflate budget, met
// while looking for a keyword or signing) is its catalogue code, as at upload. A failure the
// database reported (a query refused, a connection lost mid-query) is DATABASE_ERROR, anything else
// unexpected OPERATION_FAILED (spec item E-700000xx), so a reader of the reply knows which to retry.
import { AppError, type TErrorCode } from '@ecsign/core/errors';
import { catalogueCodeFor, isPdfParseError } from '@ecsign/core/pdf';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asStorageFull, isStorageFull } from '../blobs/storage-full';
import { noteStorageFull } from '../blobs/storage-health';
import type { AppContext } from '../context';
import { containsDatabaseError } from './log-safety';
import { requestLanguage } from './request-language';

/** Fastify's own client errors, by their HTTP status. */
const FRAMEWORK_ERRORS: Record<number, TErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
};

export function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  const language = requestLanguage(request);
  return reply
    .status(error.httpStatus || 500)
    .send({ status: error.status, message: error.userMessage(language), data: error.details ?? null });
}

export function installErrorHandler(app: FastifyInstance, context: AppContext) {
  app.setErrorHandler((thrown: FastifyError | Error, request, reply) => {
    if (isStorageFull(thrown)) noteStorageFull(context, `${request.method} ${request.routeOptions.url ?? 'request'}`);
    const raw = asStorageFull(thrown, 'request') as FastifyError | Error;
    if (raw instanceof AppError) {
      if (raw.httpStatus >= 500) request.log.error({ err: raw }, raw.message);
      return sendError(reply, request, raw);
    }
    if (isPdfParseError(raw)) {
      return sendError(reply, request, new AppError(catalogueCodeFor(raw.code), { internal: raw.message }));
    }
    const statusCode = (raw as FastifyError).statusCode;
    if (statusCode && statusCode < 500) {
      const code = FRAMEWORK_ERRORS[statusCode] ?? 'BAD_REQUEST';
      return sendError(reply, request, new AppError(code, { internal: raw.message }));
    }
    request.log.error({ err: raw }, 'unhandled error');
    const code = containsDatabaseError(raw) ? 'DATABASE_ERROR' : 'OPERATION_FAILED';
    return sendError(reply, request, new AppError(code, { internal: raw.message }));
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, request, new AppError('NOT_FOUND', { internal: `no route ${request.method} ${request.url}` })),
  );
}
