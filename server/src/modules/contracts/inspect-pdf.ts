// Checks by content (never by name or type header) that bytes are a PDF the platform can sign:
// not empty, really a PDF, not encrypted, at least one page, whole (not truncated or rebuilt:
// assert-pdf-intact.ts). Answers the pages' sizes.
import { AppError } from '@ecsign/core/errors';
import type { TPageSize } from '@ecsign/core/model';
import { catalogueCodeFor, getPages, isPdfParseError, openPdf } from '@ecsign/core/pdf';
import { assertPdfIntact } from '../../documents/assert-pdf-intact';

export function inspectPdf(bytes: Uint8Array): TPageSize[] {
  if (bytes.length === 0) throw new AppError('PDF_ZERO_SIZE');
  let document;
  try {
    document = openPdf(bytes);
  } catch (error) {
    if (isPdfParseError(error)) throw new AppError(catalogueCodeFor(error.code), { internal: error.message });
    throw new AppError('PDF_DAMAGED', { internal: (error as Error).message });
  }
  // Even a file that opens with the empty password cannot be signed: the writer does not encrypt.
  if (document.encryption)
    throw new AppError('PDF_PASSWORD_PROTECTED', { internal: 'encrypted (empty user password)' });
  const pages = getPages(document);
  if (pages.length === 0) throw new AppError('PDF_DAMAGED', { internal: 'no pages' });
  assertPdfIntact(document, pages);
  return pages.map((page) => {
    const [x1, y1, x2, y2] = page.mediaBox;
    return { width: Math.abs(x2 - x1), height: Math.abs(y2 - y1), rotate: page.rotate };
  });
}
