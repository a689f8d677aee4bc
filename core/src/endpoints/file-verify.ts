// The public signature check of an uploaded PDF, for a client that would rather upload than check
// in the browser: open (file validation needs no login), one PDF as the raw body (named by ?name=)
// or as the `file` of a form, up to 20 MB, a rate per client address; the verdict per file.
import { FILE_VERIFY_MAX_BYTES, ZFileVerdict, ZFileVerifyQuery } from '../model/file-verify';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

export const fileVerify = {
  verify: endpoint({
    method: 'POST',
    path: '/file/verify',
    summary: "Checks a PDF's signatures against the platform roots: valid, invalid or unsigned, per signature",
    access: access.open(),
    input: { query: ZFileVerifyQuery, files: ['file'] },
    bodyEncoding: 'multipart',
    upload: { maxBytes: FILE_VERIFY_MAX_BYTES, rawTypes: ['application/pdf', 'application/octet-stream'] },
    reply: ZFileVerdict,
    errors: [
      'TOO_MANY_REQUESTS',
      'PDF_ZERO_SIZE',
      'NOT_A_PDF',
      'PDF_DAMAGED',
      'PDF_PASSWORD_PROTECTED',
      'PDF_TOO_COMPLEX',
    ],
  }),
} as const;
