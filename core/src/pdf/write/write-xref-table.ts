// A classic xref section (ISO 32000-1 7.5.4) for the given objects, grouped into subsections of
// consecutive numbers, followed by its trailer. Entries are the fixed 20 bytes "oooooooooo ggggg n\r\n".
import type { PdfDict } from '../parse/model/pdf-dict';
import type { ByteWriter } from './byte-writer';
import { writeValue } from './serialize-value';

export interface XrefRow {
  num: number;
  gen: number;
  offset: number;
  /** Free entries are only written for object 0 of a full table. */
  free?: boolean;
}

export function writeXrefTable(out: ByteWriter, rows: readonly XrefRow[], trailer: PdfDict): void {
  out.ascii('xref\n');
  const sorted = [...rows].sort((a, b) => a.num - b.num);
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.num === sorted[j - 1]!.num + 1) j++;
    out.ascii(`${sorted[i]!.num} ${j - i}\n`);
    for (let k = i; k < j; k++) {
      const row = sorted[k]!;
      out
        .zeroPadded(row.offset, 10)
        .byte(0x20)
        .zeroPadded(row.gen, 5)
        .ascii(row.free ? ' f\r\n' : ' n\r\n');
    }
    i = j;
  }
  out.ascii('trailer\n');
  writeValue(out, trailer);
  out.ascii('\n');
}
