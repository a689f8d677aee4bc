// Opens a PDF for an incremental update and refuses, with the catalogue's codes, what may not be
// signed: unreadable or encrypted files (the writer cannot encrypt what it adds), and documents
// whose certification signature forbids any change (DocMDP P=1). Validation data and document
// time-stamps may still be added under P=1 (ETSI EN 319 142-1 5.4), so LTV updates pass
// `allowUnderNoChanges`.
import { AppError } from '../../errors/app-error';
import { catalogueCodeFor } from '../parse/catalogue-code-for';
import { openPdf } from '../parse/document/open-pdf';
import type { PdfDocument } from '../parse/document/pdf-document';
import { isPdfParseError } from '../parse/pdf-parse-error';
import { getPermissions } from '../parse/structure/get-permissions';

export interface OpenForSigningOptions {
  readonly allowUnderNoChanges?: boolean;
}

export function openForSigning(bytes: Uint8Array, options: OpenForSigningOptions = {}): PdfDocument {
  let doc: PdfDocument;
  try {
    // The update goes after the last revision: the search of the whole file for revisions outside
    // the /Prev chain (a pass over every byte of a large contract) is the validator's, not ours,
    // and so is the check of every object's offset — ours are checked as the objects are read.
    doc = openPdf(bytes, { chainedRevisionsOnly: true, checkOffsetsOnUse: true });
  } catch (error) {
    if (isPdfParseError(error))
      throw new AppError(catalogueCodeFor(error.code), { internal: error.message, cause: error });
    throw error;
  }
  return checkSignable(doc, options);
}

/** The same refusals for a document the caller opened (and may have staged objects on). */
export function checkSignable(doc: PdfDocument, options: OpenForSigningOptions = {}): PdfDocument {
  if (doc.encryption) {
    throw new AppError('PDF_PASSWORD_PROTECTED', {
      internal: 'incremental updates of encrypted PDFs are not supported',
    });
  }
  if (!options.allowUnderNoChanges && getPermissions(doc).docMdp?.permission === 1) {
    throw new AppError('PDF_CHANGES_NOT_ALLOWED', { internal: 'the certification signature has DocMDP P=1' });
  }
  return doc;
}
