// The one error the reader throws, and only when a file cannot be evaluated at all (ISO 32000 has
// no partial "open"): everything the reader can work around becomes a PdfWarning instead.

export type PdfParseErrorCode =
  /** Zero bytes. */
  | 'EMPTY'
  /** No PDF header and nothing that looks like PDF objects. */
  | 'NOT_A_PDF'
  /** PDF-like, but no usable catalog even after rebuilding the xref by scanning. */
  | 'DAMAGED'
  /** Encrypted and the empty user password does not open it. */
  | 'ENCRYPTED_NEEDS_PASSWORD'
  /** Encrypted and the given password is neither the user nor the owner password. */
  | 'WRONG_PASSWORD'
  /** A security handler or algorithm other than Standard R2–R6 (RC4, AESV2, AESV3). */
  | 'UNSUPPORTED_ENCRYPTION'
  /** Its streams decode to more than the document's InflateBudget (a decompression bomb). */
  | 'TOO_COMPLEX';

export class PdfParseError extends Error {
  constructor(
    readonly code: PdfParseErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PdfParseError';
  }
}

export function isPdfParseError(value: unknown): value is PdfParseError {
  return value instanceof PdfParseError;
}
