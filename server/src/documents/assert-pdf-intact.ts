// A PDF about to be signed must be whole: the reader recovers what it can from a truncated or
// broken file (as a validator should), but a document signed from a recovery may lack pages or
// show another reader something else than what was signed. So at upload (a contract's document,
// a template) a file whose end is missing, whose xref had to be rebuilt, whose objects are missing
// or unreadable, or whose page tree holds fewer pages than it counts is refused as PDF_DAMAGED; one
// whose streams decode past the document's inflate budget (a decompression bomb) as PDF_TOO_COMPLEX.
import { AppError } from '@ecsign/core/errors';
import { PdfDict, type PdfDocument, type PdfPage, type PdfWarningCode } from '@ecsign/core/pdf';

const BROKEN: ReadonlySet<PdfWarningCode> = new Set([
  'NO_EOF_MARKER',
  'XREF_REBUILT',
  'OBJECT_MISSING',
  'OBJECT_UNREADABLE',
  'CATALOG_FROM_SCAN',
]);

/** Call after getPages(document), which loads the page tree (and so finds its missing objects). */
export function assertPdfIntact(document: PdfDocument, pages: readonly PdfPage[]): void {
  const bomb = document.warnings.find((warning) => warning.code === 'INFLATE_BUDGET_SPENT');
  if (bomb) throw new AppError('PDF_TOO_COMPLEX', { internal: bomb.message });
  const broken = document.warnings.find((warning) => BROKEN.has(warning.code));
  if (broken) throw new AppError('PDF_DAMAGED', { internal: `${broken.code}: ${broken.message}` });
  const root = document.resolve(document.catalog?.get('Pages'));
  const count = root instanceof PdfDict ? document.resolve(root.get('Count')) : undefined;
  if (typeof count === 'number' && count !== pages.length) {
    throw new AppError('PDF_DAMAGED', { internal: `the page tree counts ${count} pages but holds ${pages.length}` });
  }
}
