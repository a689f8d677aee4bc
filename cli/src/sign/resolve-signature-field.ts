// Where the signature goes. With --rect the rectangle is measured on the page as displayed (from
// its top-left corner, after rotation and cropping) and turned into the user space signPdf takes;
// so the PDF is opened here, and a file that cannot be read or a page it does not have gets the
// catalogue's code before anyone is asked for a PIN.
import { AppError } from '@ecsign/core/errors';
import {
  catalogueCodeFor,
  displayRectToUserSpace,
  getPages,
  isPdfParseError,
  openPdf,
  type PdfDocument,
  type PdfRect,
  type SignatureFieldOptions,
} from '@ecsign/core/pdf';

export interface FieldPlacement {
  /** 1-based; default 1. */
  readonly page?: number;
  /** left, top, width, height in points on the displayed page. */
  readonly rect?: PdfRect;
  /** An existing empty signature field to fill, or the new field's name. */
  readonly name?: string;
}

export function resolveSignatureField(pdf: Uint8Array, placement: FieldPlacement): SignatureFieldOptions | undefined {
  const { rect, name } = placement;
  if (!rect) return placement.page || name ? { page: placement.page, name } : undefined;
  let doc: PdfDocument;
  try {
    doc = openPdf(pdf);
  } catch (error) {
    if (isPdfParseError(error))
      throw new AppError(catalogueCodeFor(error.code), { internal: error.message, cause: error });
    throw error;
  }
  const pages = getPages(doc);
  const page = placement.page ?? 1;
  if (page > pages.length) {
    throw new AppError('PDF_PAGE_OUT_OF_RANGE', { internal: `page ${page} asked for, the PDF has ${pages.length}` });
  }
  return { page, name, rect: displayRectToUserSpace(pages[page - 1]!, rect) };
}
