// "N G obj … endobj" for one object; a stream gets its /Length set to the data it carries.
import { PdfStream } from '../parse/model/pdf-stream';
import type { PdfRef } from '../parse/model/pdf-ref';
import type { PdfValue } from '../parse/model/pdf-value';
import type { ByteWriter } from './byte-writer';
import { writeValue, type WrittenSpans } from './serialize-value';

export function writeIndirectObject(out: ByteWriter, ref: PdfRef, value: PdfValue, spans?: WrittenSpans): void {
  out.integer(ref.num).byte(0x20).integer(ref.gen).ascii(' obj\n');
  if (value instanceof PdfStream) {
    const dict = value.dict.clone();
    dict.set('Length', value.raw.length);
    writeValue(out, dict, spans);
    out.ascii('\nstream\n').bytes(value.raw).ascii('\nendstream');
  } else {
    writeValue(out, value, spans);
  }
  out.ascii('\nendobj\n');
}
