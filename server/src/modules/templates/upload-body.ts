// The uploaded file of a process notice upload (templates are a declared multipart endpoint now): the first file of a multipart form, or the
// raw body (application/pdf, application/octet-stream, the Word types) named by ?fileName=.
import { AppError } from '@ecsign/core/errors';
import { TEMPLATE_UPLOAD_MAX_BYTES, TEMPLATE_UPLOAD_RAW_TYPES } from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { multipartBoundary, parseMultipartFile } from '../file-verify/parse-multipart-file';
import { checkedFileName } from '../../http/checked-file-name';

export const UPLOAD_MAX_BYTES = TEMPLATE_UPLOAD_MAX_BYTES;
const RAW_TYPES = TEMPLATE_UPLOAD_RAW_TYPES;

/** Lets a route scope take file bodies (up to UPLOAD_MAX_BYTES, refused early when announced larger). */
export function acceptUploads(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    [...RAW_TYPES, 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  scope.addHook('onRequest', async (request) => {
    const length = Number(request.headers['content-length']);
    if (length > UPLOAD_MAX_BYTES + 64 * 1024) {
      throw new AppError('PAYLOAD_TOO_LARGE', { details: { maxBytes: UPLOAD_MAX_BYTES } });
    }
  });
}

export function uploadedFile(request: FastifyRequest, fallbackName: string): { fileName: string; bytes: Uint8Array } {
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  if (!body || body.length === 0) throw new AppError('UPLOAD_CONTENT_EMPTY');
  const boundary = multipartBoundary(request.headers['content-type']);
  const queryName = (request.query as { fileName?: unknown }).fileName;
  if (!boundary) {
    return {
      fileName: checkedFileName(typeof queryName === 'string' ? queryName : undefined) ?? fallbackName,
      bytes: new Uint8Array(body),
    };
  }
  const file = parseMultipartFile(body, boundary);
  if (!file || file.bytes.length === 0) throw new AppError('UPLOAD_CONTENT_EMPTY');
  if (file.bytes.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  return { fileName: file.name ?? fallbackName, bytes: file.bytes };
}
