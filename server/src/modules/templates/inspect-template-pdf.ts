// Opens a template PDF the way signing will later: an unreadable, damaged or password-protected
// file is refused now with its catalogue code, and the pages' displayed sizes are what fields and
// positions are placed on.
import { AppError } from '@ecsign/core/errors';
import { catalogueCodeFor, getPages, isPdfParseError, openPdf } from '@ecsign/core/pdf';
import { assertPdfIntact } from '../../documents/assert-pdf-intact';

export function inspectTemplatePdf(bytes: Uint8Array): { width: number; height: number }[] {
  let doc;
  try {
    doc = openPdf(bytes);
  } catch (error) {
    if (isPdfParseError(error)) throw new AppError(catalogueCodeFor(error.code), { internal: error.message });
    throw error;
  }
  if (doc.encryption) throw new AppError('PDF_PASSWORD_PROTECTED', { internal: 'encrypted template' });
  const pages = getPages(doc);
  if (pages.length === 0) throw new AppError('NOT_A_PDF', { internal: 'no pages' });
  assertPdfIntact(doc, pages);
  return pages.map((page) => {
    const [x0, y0, x1, y1] = page.cropBox;
    const [w, h] = [Math.round((x1 - x0) * 100) / 100, Math.round((y1 - y0) * 100) / 100];
    return page.rotate === 90 || page.rotate === 270 ? { width: h, height: w } : { width: w, height: h };
  });
}
