// Is a signature's /ByteRange the shape a signature must have? ISO 32000-1 12.8.1 and PAdES: two
// ranges from byte 0 that leave out exactly the /Contents hex string and end where a revision
// ends. Anything else leaves bytes unsigned that a viewer would show (pyHanko's "coverage"
// anomalies, DSS's ByteRange checks). The shape is judged on the file's bytes, not on the parsed
// dictionary, so a /ByteRange copied from another signature is still recognised as well formed.
import type { ByteSpan } from '../parse/model/byte-span';
import type { PdfRevision } from '../parse/xref/pdf-revision';
import type { ByteRangeStatus } from './types';

export interface ByteRangeCheck {
  readonly status: ByteRangeStatus;
  /** The two signed ranges, when they can be hashed (status ok, not-own-contents, not-revision-end). */
  readonly ranges?: readonly [ByteSpan, ByteSpan];
  /** The revision whose end the signed bytes reach. */
  readonly signedRevision?: number;
}

const isHexOrSpace = (b: number) =>
  (b >= 0x30 && b <= 0x39) ||
  (b >= 0x41 && b <= 0x46) ||
  (b >= 0x61 && b <= 0x66) ||
  [0x20, 0x0a, 0x0d, 0x09, 0x0c, 0x00].includes(b);

/** True when bytes [start, end) are one hex string "<…>". */
function isHexString(bytes: Uint8Array, start: number, end: number): boolean {
  if (end - start < 2 || bytes[start] !== 0x3c || bytes[end - 1] !== 0x3e) return false;
  for (let i = start + 1; i < end - 1; i++) if (!isHexOrSpace(bytes[i]!)) return false;
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
