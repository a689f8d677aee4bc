// One pass over a file through a small buffer, finding the data of large streams that the reader
// can leave unread (sparse-file-image.ts): from just after a "stream" keyword and its end of line
// to the next "endstream", less a margin on each side, when that is at least SKIPPABLE_MIN bytes
// and holds no other "stream" keyword and none of the markers the reader searches the whole file
// for ("%%EOF", "xref" and so "startxref"). A data span holding one of those is read like the
// rest of the file, so every search gives the answer it gives over the whole file.
import type { ByteSpan } from '../model/byte-span';
import { ascii, indexOfBytes } from '../syntax/byte-search';
import { readFully, type PdfByteSource } from './pdf-byte-source';

/** Streams shorter than this are read: their bytes cost less than keeping track of them. */
export const SKIPPABLE_MIN = 256 * 1024;
/** Bytes kept at each end of skipped data: whatever looks at a stream's edges finds the file's bytes. */
const MARGIN = 4096;
/** 64 KiB: a read that stays in the CPU cache while it is searched (1 MiB reads cost 3× the CPU). */
const CHUNK = 64 * 1024;
/** Chunks overlap by this much, so a marker across two chunks is found (and "end" before "stream"). */
const OVERLAP = 16;

const STREAM = ascii('stream');
const MARKERS = [ascii('%%EOF'), ascii('xref')];

interface Found {
  at: number;
  kind: 'open' | 'close' | 'marker';
  /** For 'open': where the data starts (after the keyword's end of line). */
  dataStart?: number;
}

export function findSkippableStreamData(source: PdfByteSource): ByteSpan[] {
  const skipped: ByteSpan[] = [];
  const buffer = new Uint8Array(CHUNK + 2 * OVERLAP);
  let openData = -1; // data start of the stream whose "endstream" is awaited, or -1
  let clean = false;
  for (let base = 0; base < source.size; base += CHUNK) {
    const windowStart = Math.max(0, base - OVERLAP);
    const length = readFully(
      source,
      windowStart,
      buffer.subarray(0, Math.min(buffer.length, source.size - windowStart)),
    );
    const window = buffer.subarray(0, length);
    // Occurrences starting in [base, base + CHUNK) belong to this chunk.
    const from = base - windowStart;
    const to = Math.min(length, from + CHUNK);
    for (const found of occurrences(window, windowStart, from, to)) {
      if (found.kind === 'marker') {
        clean = false;
      } else if (found.kind === 'close') {
        if (openData >= 0 && clean && found.at - MARGIN - (openData + MARGIN) >= SKIPPABLE_MIN - 2 * MARGIN) {
          skipped.push({ start: openData + MARGIN, end: found.at - MARGIN });
        }
        openData = -1;
      } else {
        // A second "stream" before an "endstream": the first was no keyword (or the file is odd).
        openData = found.dataStart!;
        clean = true;
      }
    }
  }
  return skipped;
}

/** Keywords and markers starting in window[from, to), in file order, at file offsets. */
function occurrences(window: Uint8Array, windowStart: number, from: number, to: number): Found[] {
  const found: Found[] = [];
  // A match may run past `to` into the overlap; indexOfBytes' end bounds the whole match.
  const searchEnd = Math.min(window.length, to + OVERLAP);
  for (
    let i = indexOfBytes(window, STREAM, from, searchEnd);
    i >= 0 && i < to;
    i = indexOfBytes(window, STREAM, i + 1, searchEnd)
  ) {
    const isEnd = i >= 3 && window[i - 3] === 0x65 && window[i - 2] === 0x6e && window[i - 1] === 0x64; // "end"
    if (isEnd) {
      found.push({ at: windowStart + i - 3, kind: 'close' });
      continue;
    }
    const dataStart = dataStartAfter(window, i + STREAM.length);
    // Not followed by an end of line: a name or word containing "stream", no keyword.
    if (dataStart !== undefined) found.push({ at: windowStart + i, kind: 'open', dataStart: windowStart + dataStart });
  }
  for (const marker of MARKERS) {
    for (
      let i = indexOfBytes(window, marker, from, searchEnd);
      i >= 0 && i < to;
      i = indexOfBytes(window, marker, i + 1, searchEnd)
    ) {
      found.push({ at: windowStart + i, kind: 'marker' });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** As parse-indirect-object.ts reads it: spaces, then CRLF, LF or a lone CR. */
function dataStartAfter(window: Uint8Array, at: number): number | undefined {
  while (at < window.length && window[at] === 0x20) at++;
  if (window[at] === 0x0d) return window[at + 1] === 0x0a ? at + 2 : at + 1;
  if (window[at] === 0x0a) return at + 1;
  return undefined;
}
