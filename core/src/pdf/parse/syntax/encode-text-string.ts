// The writer's side of decodeTextString: PDFDocEncoding when it can hold every character (what
// older readers show best), else UTF-16BE with a BOM (what every reader supports for CJK text).
import { UNICODE_TO_PDF_DOC } from './pdf-doc-encoding';

export function encodeTextString(text: string): Uint8Array {
  const doc = new Uint8Array(text.length);
  let fits = true;
  for (let i = 0; i < text.length && fits; i++) {
    const byte = UNICODE_TO_PDF_DOC.get(text.charCodeAt(i));
    if (byte === undefined) fits = false;
    else doc[i] = byte;
  }
  if (fits) return doc;
  const out = new Uint8Array(2 + 2 * text.length);
  out[0] = 0xfe;
  out[1] = 0xff;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out[2 + 2 * i] = unit >> 8;
    out[3 + 2 * i] = unit & 0xff;
  }
  return out;
}
