// Is a signature's /ByteRange the shape a signature must have? ISO 32000-1 12.8.1 and PAdES: two
// ranges from byte 0 that leave out exactly the /Contents hex string and end where a revision
// ends. Anything else leaves bytes unsigned that a viewer would show (pyHanko's "coverage"
// anomalies, DSS's ByteRange checks). The shape is judged on the file's bytes, not on the parsed
// dictionary, so a /ByteRange copied from another signature is still recognised as well formed.
import { ensureRangeLoaded } from '../parse/document/sparse-file-image';
import type { ByteSpan } from '../parse/model/byte-span';
import { HEX_VALUES, isWhitespace } from '../parse/syntax/char-class';
import type { PdfRevision } from '../parse/xref/pdf-revision';
import type { ByteRangeStatus } from './types';

export interface ByteRangeCheck {
  readonly status: ByteRangeStatus;
  /** The two signed ranges, when they can be hashed (status ok, not-own-contents, not-revision-end). */
  readonly ranges?: readonly [ByteSpan, ByteSpan];
  /** The revision whose end the signed bytes reach. */
  readonly signedRevision?: number;
}

/** True when bytes [start, end) are one hex string "<…>" (hex digits and PDF whitespace inside). */
function isHexString(bytes: Uint8Array, start: number, end: number): boolean {
  if (end - start < 2 || bytes[start] !== 0x3c || bytes[end - 1] !== 0x3e) return false;
  // Table loads, no calls: /Contents is tens of kilobytes and this code runs cold in the CLI.
  for (let i = start + 1; i < end - 1; i++) {
    const b = bytes[i]!;
    if (HEX_VALUES[b]! < 0 && !isWhitespace(b)) return false;
  }
  return true;
}

export function checkByteRange(
  bytes: Uint8Array,
  revisions: readonly PdfRevision[],
  byteRange: readonly number[] | undefined,
  contentsSpan: ByteSpan | undefined,
): ByteRangeCheck {
  if (!byteRange) return { status: 'missing' };
  const [a, b, c, d] = byteRange;
  const wellFormed =
    byteRange.length === 4 &&
    byteRange.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    a === 0 &&
    b! > 0 &&
    c! > b! &&
    d! >= 0;
  if (!wellFormed) return { status: 'malformed' };
  const end = c! + d!;
  if (end > bytes.length) return { status: 'outside-file' };
  ensureRangeLoaded(bytes, b!, c!);
  if (!isHexString(bytes, b!, c!)) return { status: 'gap-not-contents' };
  const ranges: [ByteSpan, ByteSpan] = [
    { start: 0, end: b! },
    { start: c!, end },
  ];
  // Writers disagree on whether the end of line after %%EOF is signed: accept both ends.
  const signed = revisions.find((r) => end >= r.eofMarkerEnd && end <= r.end);
  const own = contentsSpan !== undefined && contentsSpan.start === b && contentsSpan.end === c;
  const status: ByteRangeStatus = !own ? 'not-own-contents' : !signed ? 'not-revision-end' : 'ok';
  return { status, ranges, signedRevision: signed?.index };
}
