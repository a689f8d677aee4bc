// Where a revision ends: just after the first "%%EOF" following its xref section, plus one end of
// line (CR, LF or CRLF). Signature /ByteRange values of a revision end exactly there.
import { ascii, indexOfBytes } from '../syntax/byte-search';

const EOF_MARKER = ascii('%%EOF');

export interface RevisionEnd {
  end: number;
  /** Just after "%%EOF", before the end of line (writers differ on whether the EOL is theirs). */
  eofMarkerEnd: number;
  /** False when no %%EOF follows (a truncated file): the end is then the file's end. */
  marker: boolean;
}

export function findRevisionEnd(bytes: Uint8Array, from: number): RevisionEnd {
  const at = indexOfBytes(bytes, EOF_MARKER, from);
  if (at < 0) return { end: bytes.length, eofMarkerEnd: bytes.length, marker: false };
  const eofMarkerEnd = at + EOF_MARKER.length;
  return { end: skipEol(bytes, eofMarkerEnd), eofMarkerEnd, marker: true };
}

export function skipEol(bytes: Uint8Array, at: number): number {
  if (bytes[at] === 0x0d) return bytes[at + 1] === 0x0a ? at + 2 : at + 1;
  if (bytes[at] === 0x0a) return at + 1;
  return at;
}
