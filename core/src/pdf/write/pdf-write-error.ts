// Errors of the writer: asked to do something that would produce a wrong file.

export type PdfWriteErrorCode =
  /** Updating an encrypted file would need every new string and stream encrypted; not supported. */
  | 'ENCRYPTED_DOCUMENT'
  /** An object number that is not positive, or a stream where only a direct value can go. */
  | 'INVALID_OBJECT';

export class PdfWriteError extends Error {
  constructor(
    readonly code: PdfWriteErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PdfWriteError';
  }
}
