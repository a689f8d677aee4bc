// The one error verifyPdf throws: the file cannot be evaluated at all (not a PDF, empty, damaged
// beyond repair, or encrypted without the password). Everything else is a problem in the report.
import type { TErrorCode } from '../../errors/catalogue';
import { catalogueCodeFor } from '../parse/catalogue-code-for';
import type { PdfParseError, PdfParseErrorCode } from '../parse/pdf-parse-error';

export class PdfVerificationError extends Error {
  /** The reader's reason. */
  readonly code: PdfParseErrorCode;
  /** The error catalogue's code, so every app shows the person the same words. */
  readonly catalogueCode: TErrorCode;

  constructor(cause: PdfParseError) {
    super(`cannot verify: ${cause.message}`, { cause });
    this.name = 'PdfVerificationError';
    this.code = cause.code;
    this.catalogueCode = catalogueCodeFor(cause.code);
  }
}

export function isPdfVerificationError(value: unknown): value is PdfVerificationError {
  return value instanceof PdfVerificationError;
}
