// POST /ecapi/file/verify: the portal's signature check (/file/valid) for a client that would
// rather upload than check in the browser — one PDF as the raw body (application/pdf or
// application/octet-stream, name in ?name=) or as the file of a multipart form. No login; a
// 20 MB limit and a per-address rate limit, both enforced before the body is read.
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { clientAddress } from '../auth/client-address';
import { enforceRateLimit } from '../auth/enforce-rate-limit';
import { FILE_VERIFY_MAX_BYTES, FILE_VERIFY_PER_CLIENT } from './file-verify-limits';
import { multipartBoundary, parseMultipartFile, type UploadedFile } from './parse-multipart-file';
import { verifyUploadedPdf } from './verify-uploaded-pdf';
import { checkedFileName } from '../../http/checked-file-name';

const RAW_TYPES = ['application/pdf', 'application/octet-stream'];
const DEFAULT_NAME = 'upload.pdf';

function uploadOf(request: FastifyRequest): UploadedFile {
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  if (!body || body.length === 0) throw new AppError('PDF_ZERO_SIZE', { internal: 'file verify: empty body' });
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) {
    const name = (request.query as { name?: unknown }).name;
    return { name: checkedFileName(typeof name === 'string' ? name : undefined), bytes: new Uint8Array(body) };
  }
  const file = parseMultipartFile(body, boundary);
  if (!file) throw new AppError('BAD_REQUEST', { internal: 'file verify: no file part in the form' });
  if (file.bytes.length === 0) throw new AppError('PDF_ZERO_SIZE', { internal: 'file verify: empty file part' });
  return file;
}

export function fileVerifyRoutes(app: FastifyInstance, context: AppContext) {
  void app.register(async (scope) => {
    const parse = { parseAs: 'buffer' as const, bodyLimit: FILE_VERIFY_MAX_BYTES + 64 * 1024 };
    scope.addContentTypeParser([...RAW_TYPES, 'multipart/form-data'], parse, (_request, body, done) =>
      done(null, body),
    );
    // Before the body is read: the size the client announces, then the client's rate.
    scope.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length']);
      if (length > FILE_VERIFY_MAX_BYTES + 64 * 1024) {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          internal: `file verify: ${length} bytes`,
          details: { maxBytes: FILE_VERIFY_MAX_BYTES },
        });
      }
      await enforceRateLimit(context, { ...FILE_VERIFY_PER_CLIENT, key: clientAddress(request) });
    });

    scope.post('/file/verify', async (request) => {
      const upload = uploadOf(request);
      if (upload.bytes.length > FILE_VERIFY_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', { details: { maxBytes: FILE_VERIFY_MAX_BYTES } });
      }
      return ok(await verifyUploadedPdf(context, { name: upload.name ?? DEFAULT_NAME, bytes: upload.bytes }));
    });
  });
}
