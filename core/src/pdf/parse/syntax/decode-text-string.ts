// Text strings (ISO 32000-1 7.9.2.2, 32000-2 adds UTF-8): field names, /Reason, /Name, /M.
import { PDF_DOC_TO_UNICODE } from './pdf-doc-encoding';

const CHUNK = 8192;

function fromCodeUnits(units: Uint16Array): string {
  // fromCharCode.apply on chunks: linear, and never over the engines' argument limit.
  let out = '';
  for (let i = 0; i < units.length; i += CHUNK) {
    out += String.fromCharCode.apply(null, units.subarray(i, i + CHUNK) as unknown as number[]);
  }
  return out;
}

/** Decodes by BOM: UTF-16BE (FE FF), UTF-8 (EF BB BF), otherwise PDFDocEncoding. */
export function decodeTextString(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    const units = new Uint16Array((bytes.length - 2) >> 1);
    for (let i = 0; i < units.length; i++) units[i] = (bytes[2 + 2 * i]! << 8) | bytes[3 + 2 * i]!;
    return fromCodeUnits(units);
  }
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const unit = PDF_DOC_TO_UNICODE[byte]!;
    // The table holds 0 for the undefined codes; a real NUL byte stays NUL.
    units[i] = unit === 0 && byte !== 0 ? 0xfffd : unit;
  }
  return fromCodeUnits(units);
}
