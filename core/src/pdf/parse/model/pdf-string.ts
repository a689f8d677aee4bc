// A PDF string object. Strings are bytes (a /Contents CMS blob, an /ID, or text in PDFDocEncoding or
// UTF-16BE); `hex` remembers the written form so a writer can keep <...> where readers expect it.
import { decodeTextString } from '../syntax/decode-text-string';
import { encodeTextString } from '../syntax/encode-text-string';

export class PdfString {
  constructor(
    readonly bytes: Uint8Array,
    readonly hex: boolean = false,
  ) {}

  /** A text string: PDFDocEncoding when every character fits, UTF-16BE with a BOM otherwise. */
  static fromText(text: string, hex = false): PdfString {
    return new PdfString(encodeTextString(text), hex);
  }

  /** The bytes read as a PDF text string (UTF-16BE/UTF-8 by BOM, else PDFDocEncoding). */
  get text(): string {
    return decodeTextString(this.bytes);
  }
}
