// POST /ecapi/file/verify (endpoints.fileVerify.verify): the portal's signature check (/file/valid)
// for a client that would rather upload than check in the browser. The declaration takes the PDF as
// the raw body or as the `file` of a form, up to its size limit; the client's rate is counted after
// the announced size is checked and before the body is read.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { clientAddress } from '../auth/client-address';
import { enforceRateLimit } from '../auth/enforce-rate-limit';
import { FILE_VERIFY_PER_CLIENT } from './file-verify-limits';
import { multipartBoundary } from './parse-multipart-file';
import { verifyUploadedPdf } from './verify-uploaded-pdf';

const DEFAULT_NAME = 'upload.pdf';

export function fileVerifyRoutes(app: FastifyInstance, context: AppContext) {
  void app.register(async (scope) => {
    // preParsing: after the endpoint's own onRequest size check, before the body is read.
    scope.addHook('preParsing', async (request) => {
      await enforceRateLimit(context, { ...FILE_VERIFY_PER_CLIENT, key: clientAddress(request) });
    });
    mountEndpoint(scope, context, endpoints.fileVerify.verify, async ({ input, request }) => {
      const file = input.files.file;
      if (!file || file.bytes.length === 0) {
        // A form without the file part is a malformed request; an empty file, an empty PDF.
        const formWithoutFile = !file && multipartBoundary(request.headers['content-type']) !== undefined;
        throw new AppError(formWithoutFile ? 'BAD_REQUEST' : 'PDF_ZERO_SIZE', { internal: 'file verify: no bytes' });
      }
      return verifyUploadedPdf(context, { name: input.query.name || file.name || DEFAULT_NAME, bytes: file.bytes });
    });
  });
}
