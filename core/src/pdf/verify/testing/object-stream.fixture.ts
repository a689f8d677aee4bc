// Test fixture: an uncompressed object stream holding dictionaries, written byte by byte, so the
// modification tests can put replaced objects where a careless analysis does not look — inside a
// compressed object stream that an xref stream points to.
import { latin1, streamBody } from '../../parse/testing/make-pdf.fixture';

/** The body of an object stream (for makePdf/appendUpdate) holding `members` in order. */
export function objectStreamBody(members: ReadonlyArray<{ num: number; body: string }>): Uint8Array {
  let header = '';
  let data = '';
  for (const m of members) {
    header += `${m.num} ${data.length} `;
    data += `${m.body}\n`;
  }
  const first = header.length;
  return streamBody(`/Type /ObjStm /N ${members.length} /First ${first}`, latin1(header + data));
}
