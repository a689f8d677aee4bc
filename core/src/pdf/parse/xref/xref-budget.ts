// Per-document limits on what the cross-reference data may make the reader hold or inflate. The
// xref is the one structure a file declares rather than contains: a few bytes of /Index or /Size,
// or a 64 KiB flate bomb of a stream with one-byte rows, could otherwise ask for hundreds of
// millions of entries, and ten thousand /Prev sections may each name the same hidden stream. One
// budget is shared by all sections of a document (and by a recovery scan); going over it is a
// syntax error, so a broken chain falls back to recovery and a recovery keeps what it has read.
import { PdfSyntaxError } from '../syntax/pdf-syntax-error';

/**
 * Xref entries read per document, re-listings in updates included: ISO 32000-1 Annex C caps a
 * document at 8,388,607 indirect objects. Each entry costs the reader about 100 bytes.
 */
export const MAX_XREF_ENTRIES_PER_DOCUMENT = 8_388_607;
/** Decoded bytes of xref streams (and, in a recovery, object streams) per document. */
export const MAX_XREF_STREAM_BYTES_PER_DOCUMENT = 256 * 1024 * 1024;

export class XrefBudget {
  private entries = 0;
  private streamBytes = 0;

  /** Counts `count` entries about to be read; throws when the document would go over. */
  spendEntries(count: number, offset: number): void {
    this.entries += count;
    if (this.entries > MAX_XREF_ENTRIES_PER_DOCUMENT) {
      throw new PdfSyntaxError(`the xref lists more than ${MAX_XREF_ENTRIES_PER_DOCUMENT} entries`, offset);
    }
  }

  /** Before decoding a stream: throws when the budget is already spent. */
  checkStreamBytes(offset: number): void {
    if (this.streamBytes > MAX_XREF_STREAM_BYTES_PER_DOCUMENT) {
      throw new PdfSyntaxError('the xref streams of this file decode to too many bytes', offset);
    }
  }

  /** After decoding: counts the bytes (the next stream is refused once they pass the limit). */
  spendStreamBytes(count: number): void {
    this.streamBytes += count;
  }
}
