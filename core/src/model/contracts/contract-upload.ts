// Uploading a contract's files before the plan names them. The bytes go as
// the raw body (application/pdf, application/octet-stream or a Word type), the name in the query.
//   POST contract/file/upload?kind=DOCUMENT|ATTACHMENT&fileName=…  raw bytes → ZUploadedFile
//   GET  contract/file/upload/{fileId}                                → the bytes (the uploader only)
import { z } from 'zod';
import { safeText } from '../../validation/safe-text';

/** A document is signed (PDF, or Word converted to PDF); an attachment only travels with the plan. */
export const UPLOAD_KINDS = ['DOCUMENT', 'ATTACHMENT'] as const;
export const ZUploadKind = z.enum(UPLOAD_KINDS);
export type TUploadKind = z.infer<typeof ZUploadKind>;

/** A document (PDF or Word) may be at most this large; the upload endpoint refuses a larger body. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** The content types a file travels as raw bytes in (anything else goes as octet-stream). */
export const CONTRACT_UPLOAD_RAW_TYPES = [
  'application/pdf',
  'application/octet-stream',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const ZUploadQuery = z.object({
  kind: ZUploadKind.default('DOCUMENT'),
  fileName: safeText({ max: 200 }).min(1),
});
export type TUploadQuery = z.input<typeof ZUploadQuery>;

/** Size of one page in PDF points (the unrotated media box), for placing positions. */
export const ZPageSize = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
  /** /Rotate of the page: 0, 90, 180 or 270. */
  rotate: z.number().int().default(0),
});
export type TPageSize = z.infer<typeof ZPageSize>;

export const ZUploadedFile = z.object({
  fileId: z.string(),
  fileName: z.string(),
  kind: ZUploadKind,
  fileSize: z.number().int().nonnegative(),
  /** SHA-256 of the stored bytes (of the converted PDF for a Word document), lower-case hex. */
  sha256: z.string(),
  contentType: z.string(),
  /** DOCUMENT only: the pages of the PDF. */
  pages: z.array(ZPageSize).optional(),
  /** True when a Word document was converted to PDF on upload. */
  converted: z.boolean().default(false),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const ZFileIdParams = z.object({ fileId: safeText({ max: 64 }).min(1) });
