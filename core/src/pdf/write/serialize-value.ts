// Writes any PdfValue in PDF syntax. Strings keep their literal/hex form; names and literal strings
// are escaped so that the reader gets the same bytes back (checked by a property test). Spans of
// the strings, arrays and dictionaries written are recorded on request: the signing engine finds its
// /Contents and /ByteRange placeholders that way.
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfRef } from '../parse/model/pdf-ref';
import { PdfStream } from '../parse/model/pdf-stream';
import { PdfString } from '../parse/model/pdf-string';
import type { ByteSpan } from '../parse/model/byte-span';
import type { PdfValue } from '../parse/model/pdf-value';
import { isRegular } from '../parse/syntax/char-class';
import { ByteWriter } from './byte-writer';
import { formatNumber } from './format-number';

/** Spans of written objects, keyed by the object (PdfString, array, PdfDict) itself. */
export type WrittenSpans = Map<object, ByteSpan>;

const HEX = '0123456789ABCDEF';

export function writeValue(out: ByteWriter, value: PdfValue, spans?: WrittenSpans): void {
  const start = out.length;
  if (value === null) out.ascii('null');
  else if (typeof value === 'boolean') out.ascii(value ? 'true' : 'false');
  else if (typeof value === 'number') out.ascii(formatNumber(value));
  else if (value instanceof PdfName) writeName(out, value.value);
  else if (value instanceof PdfString) writeString(out, value);
  else if (value instanceof PdfRef) out.integer(value.num).byte(0x20).integer(value.gen).ascii(' R');
  else if (Array.isArray(value)) {
    out.byte(0x5b);
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.byte(0x20);
      writeValue(out, value[i]!, spans);
    }
    out.byte(0x5d);
  } else if (value instanceof PdfDict) {
    out.ascii('<<');
    value.forEach((item, key) => {
      writeName(out, key);
      out.byte(0x20);
      writeValue(out, item, spans);
    });
    out.ascii('>>');
  } else if (value instanceof PdfStream) {
    throw new TypeError('a stream can only be written as an indirect object');
  }
  if (
    spans &&
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof PdfName) &&
    !(value instanceof PdfRef)
  ) {
    spans.set(value, { start, end: out.length });
  }
}

/** One value as bytes. */
export function serializeValue(value: PdfValue): Uint8Array {
  const out = new ByteWriter();
  writeValue(out, value);
  return out.toBytes();
}

function writeName(out: ByteWriter, name: string): void {
  out.byte(0x2f);
  // Characters above 0xFF cannot be name bytes; they are written as UTF-8 (what PDF 2.0 suggests).
  const bytes = hasWideCharacter(name) ? new TextEncoder().encode(name) : undefined;
  const length = bytes ? bytes.length : name.length;
  for (let i = 0; i < length; i++) {
    const b = bytes ? bytes[i]! : name.charCodeAt(i);
    if (b === 0x23 || b < 0x21 || b > 0x7e || !isRegular(b))
      out
        .byte(0x23)
        .byte(HEX.charCodeAt(b >> 4))
        .byte(HEX.charCodeAt(b & 15));
    else out.byte(b);
  }
}

function hasWideCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return true;
  return false;
}

function writeString(out: ByteWriter, value: PdfString): void {
  const { bytes } = value;
  if (value.hex) {
    out.byte(0x3c).hex(bytes).byte(0x3e);
    return;
  }
  out.byte(0x28);
  for (const b of bytes) {
    // Parentheses and backslash are escaped; CR would read back as LF, and other control bytes are
    // escaped so a string survives tools that touch line ends.
    if (b === 0x28 || b === 0x29 || b === 0x5c) out.byte(0x5c).byte(b);
    else if (b < 0x20 || b === 0x7f) out.ascii(`\\${b.toString(8).padStart(3, '0')}`);
    else out.byte(b);
  }
  out.byte(0x29);
}
