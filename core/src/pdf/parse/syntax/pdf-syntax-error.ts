// Internal: a syntax problem at one place. The document turns it into a warning (one broken object)
// or into recovery (a broken xref); it never reaches callers of openPdf.

export class PdfSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at offset ${offset}`);
    this.name = 'PdfSyntaxError';
  }
}
