// What follows the last revision's %%EOF. White space and NUL padding are common and harmless;
// anything else belongs to no revision, so no signature covers it. When it holds an object
// definition ("4 0 obj") it is an incremental update without its xref section: a viewer that
// repairs the file reads the object and shows it (the incremental saving attack), so it is an
// invalidating finding; other trailing data is reported as uncovered, as pyHanko and EU DSS do.
import type { PdfDocument } from '../parse/document/pdf-document';
import { ensureRangeLoaded } from '../parse/document/sparse-file-image';
import type { SignatureProblem } from './problem-codes';

export interface BytesAfterLastEof {
  /** Bytes after the last revision's end other than trailing white space; 0 when none. */
  readonly length: number;
  readonly problem?: SignatureProblem;
}

const isWhiteSpace = (byte: number) =>
  byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;

const OBJECT_HEADER = /(?:^|[\s>\]])\d+\s+\d+\s+obj\b/;

export function readBytesAfterLastEof(doc: PdfDocument): BytesAfterLastEof {
  const last = doc.revisions.at(-1);
  // A file without a final %%EOF ends where its last revision ends: nothing follows it.
  if (!last?.hasEofMarker) return { length: 0 };
  const { bytes } = doc;
  let start = last.end;
  let end = bytes.length;
  ensureRangeLoaded(bytes, start, end);
  while (start < end && isWhiteSpace(bytes[start]!)) start++;
  while (end > start && isWhiteSpace(bytes[end - 1]!)) end--;
  if (start === end) return { length: 0 };
  let text = '';
  for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]!);
  return {
    length: end - start,
    problem: OBJECT_HEADER.test(text) ? 'objects-after-last-eof' : 'bytes-after-last-eof',
  };
}
