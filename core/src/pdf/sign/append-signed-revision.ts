// The reserve-then-fill step every PDF signature goes through (ISO 32000-1 12.8.1): write the
// update with a zero-filled /Contents and a wide /ByteRange placeholder, fill in the real byte
// range, let the caller sign the two ranges, and write the signature's hex into /Contents — in
// place, so no byte outside /Contents changes after the digest. When the CMS turns out larger
// than the reservation (a big time-stamp token) the update is written again with room enough.
import type { PdfDocument } from '../parse/document/pdf-document';
import { PdfString } from '../parse/model/pdf-string';
import type { PdfRef } from '../parse/model/pdf-ref';
import type { PdfValue } from '../parse/model/pdf-value';
import { appendIncrementalUpdate, type IncrementalUpdateResult } from '../write/append-incremental-update';
import { writeHex } from './write-hex';

export interface SignedRevisionOptions {
  /** The objects of the update, given the /Contents and /ByteRange placeholders to put in the dictionary. */
  readonly objects: (contents: PdfString, byteRange: number[]) => ReadonlyArray<{ ref: PdfRef; value: PdfValue }>;
  /** Bytes reserved for the CMS (the /Contents string holds twice as many hex digits). */
  readonly contentsSize: number;
  /** Signs the covered bytes (the two ranges around /Contents); returns the DER to embed. */
  readonly sign: (ranges: readonly [Uint8Array, Uint8Array]) => Promise<Uint8Array>;
  /**
   * Given the /Contents as written (the DER, zero-padded to the reservation) once it is final, so
   * a caller keying by it (the DSS's /VRI) need not parse the file again to find it.
   */
  readonly onContents?: (contents: Uint8Array) => void;
  /**
   * Given the update as written once it is final (its /Contents filled in), so that a caller
   * adding the next update (the DSS) can have the document without parsing the file again
   * (documentAfterUpdate).
   */
  readonly onUpdate?: (update: IncrementalUpdateResult) => void;
}

/** Ten digits hold any offset of a file under 10 GB. */
const PLACEHOLDER = 9_999_999_999;
const MAX_ATTEMPTS = 3;

export async function appendSignedRevision(doc: PdfDocument, options: SignedRevisionOptions): Promise<Uint8Array> {
  let size = options.contentsSize;
  for (let attempt = 1; ; attempt++) {
    const contents = new PdfString(new Uint8Array(size), true);
    const byteRange = [0, PLACEHOLDER, PLACEHOLDER, PLACEHOLDER];
    const update = appendIncrementalUpdate(doc, { objects: options.objects(contents, byteRange) });
    const { bytes, spans } = update;
    const gap = spans.get(contents)!;
    const range = spans.get(byteRange)!;
    const text = `[0 ${gap.start} ${gap.end} ${bytes.length - gap.end}]`.padEnd(range.end - range.start, ' ');
    for (let i = 0; i < text.length; i++) bytes[range.start + i] = text.charCodeAt(i);
    const der = await options.sign([bytes.subarray(0, gap.start), bytes.subarray(gap.end)]);
    if (der.length <= size) {
      writeHex(bytes, gap.start + 1, der);
      if (options.onContents) {
        const written = new Uint8Array(size);
        written.set(der);
        options.onContents(written);
      }
      options.onUpdate?.(update);
      return bytes;
    }
    if (attempt === MAX_ATTEMPTS)
      throw new Error(`the signature (${der.length} bytes) does not fit /Contents (${size})`);
    // Room for what was just made plus slack: a repeated time-stamp may come back a few bytes larger.
    size = der.length + 1024;
  }
}
