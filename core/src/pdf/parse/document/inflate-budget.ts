// How many bytes one opened PDF may decode in all: content streams, object streams, DSS entries,
// fonts — everything that goes through the store or PdfView.decodeStream. Each stream alone stops
// at MAX_DECODED_STREAM_BYTES, but a 2 MB upload can hold thirty such bombs (deflate expands about
// 1000:1) and make the server or a browser tab inflate gigabytes, one stream after another. The
// budget follows the file: real documents decode to a few times their size (text and vector
// content compress 3–10:1, scanned pages are DCT/JPX and stay as they are), so 100 × the file
// leaves an order of magnitude to spare; 64 MiB lets a small form with large fonts through, and
// 512 MiB keeps one document below what a 2-core server and a browser tab can hold beside others.
// Once spent, the reader warns INFLATE_BUDGET_SPENT and every further decode of that document is
// refused as TOO_COMPLEX: an upload is then PDF_TOO_COMPLEX, and so is a verification
// (spec items E-746000xx PDF; K-other-limits: the product's own bounds).
import { PdfParseError } from '../pdf-parse-error';
import type { PdfWarning } from '../pdf-warning';

export const MIN_INFLATE_BUDGET = 64 * 1024 * 1024;
export const MAX_INFLATE_BUDGET = 512 * 1024 * 1024;
export const INFLATE_BUDGET_PER_FILE_BYTE = 100;

/** The decoded bytes a file of `fileBytes` may cost: 100 × its size, within 64 MiB … 512 MiB. */
export function inflateBudgetFor(fileBytes: number): number {
  return Math.min(MAX_INFLATE_BUDGET, Math.max(MIN_INFLATE_BUDGET, fileBytes * INFLATE_BUDGET_PER_FILE_BYTE));
}

export class InflateBudget {
  private spentBytes = 0;

  constructor(
    readonly limit: number,
    private readonly warnings: PdfWarning[],
  ) {}

  get spent(): number {
    return this.spentBytes;
  }

  /**
   * Runs one decode and counts what it produced. Refused before it starts once the budget is spent;
   * the decode that crosses it is dropped too, so at most one stream (MAX_DECODED_STREAM_BYTES) is
   * ever held beyond the limit.
   */
  decode<T extends { data: Uint8Array }>(what: string, run: () => T): T {
    this.assertLeft(what);
    const decoded = run();
    this.spentBytes += decoded.data.length;
    this.assertLeft(what);
    return decoded;
  }

  private assertLeft(what: string): void {
    if (this.spentBytes <= this.limit) return;
    const message = `the file decodes to more than ${this.limit} bytes (${what} refused)`;
    if (!this.warnings.some((warning) => warning.code === 'INFLATE_BUDGET_SPENT')) {
      this.warnings.push({ code: 'INFLATE_BUDGET_SPENT', message });
    }
    throw new PdfParseError('TOO_COMPLEX', message);
  }
}
