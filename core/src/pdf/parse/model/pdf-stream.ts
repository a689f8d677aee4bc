// A PDF stream: its dictionary and its raw (still encoded, and for an encrypted file still
// encrypted) bytes. `rawSpan` is where those bytes sit in the file; decode with PdfView.decodeStream.
import type { ByteSpan } from './byte-span';
import type { PdfDict } from './pdf-dict';

export class PdfStream {
  /**
   * Set by the reader for a stream of an encrypted file: turns `raw` into the encoded data the
   * filters expect. Streams made by a caller leave it unset.
   */
  decrypt: ((raw: Uint8Array) => Uint8Array) | undefined;

  constructor(
    readonly dict: PdfDict,
    readonly raw: Uint8Array,
    readonly rawSpan?: ByteSpan,
    /** True when /Length was wrong or missing and the data end was found by "endstream". */
    readonly lengthRepaired = false,
  ) {}
}
