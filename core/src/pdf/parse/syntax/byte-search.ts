// Searching bytes for ASCII markers ("endstream", "%%EOF", "startxref") without building strings;
// the typed arrays' native indexOf does the scanning, which keeps a pass over a 50 MB file fast
// (and over long spans the platform's own search, where one is installed).
import { sparseImageOf } from '../document/sparse-file-image';
import { installedIndexOf } from './use-platform-index-of';

export function ascii(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** From this span on, the platform searches, or patterns of three bytes or more go two bytes at a time. */
const WIDE_SEARCH_SPAN = 1 << 16;
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** First index of pattern in bytes[from, to), or -1. */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0, to = bytes.length): number {
  from = Math.max(0, from);
  to = Math.min(to, bytes.length);
  if (to - from >= WIDE_SEARCH_SPAN) {
    const image = sparseImageOf(bytes);
    if (image?.bytes === bytes) return indexInLoadedSpans(image.loadedSpans, bytes, pattern, from, to);
    const platform = installedIndexOf();
    if (platform) return platform(bytes, pattern, from, to);
    if (pattern.length >= 3 && LITTLE_ENDIAN) return indexOfWide(bytes, pattern, from, to);
  }
  const first = pattern[0];
  const last = to - pattern.length;
  for (let i = bytes.indexOf(first!, from); i !== -1 && i <= last; i = bytes.indexOf(first!, i + 1)) {
    let k = 1;
    while (k < pattern.length && bytes[i + k] === pattern[k]) k++;
    if (k === pattern.length) return i;
  }
  return -1;
}

/**
 * indexOfBytes over a file read sparsely: only its filled spans, since the unread ones are zeros
 * and a marker has no NUL byte, so none can match there or across their edges.
 */
function indexInLoadedSpans(
  spans: readonly { start: number; end: number }[],
  bytes: Uint8Array,
  pattern: Uint8Array,
  from: number,
  to: number,
): number {
  for (const span of spans) {
    if (span.end <= from) continue;
    if (span.start >= to) break;
    const at = indexOfBytes(bytes.subarray(0, Math.min(span.end, to)), pattern, Math.max(from, span.start));
    if (at >= 0) return at;
  }
  return -1;
}

/**
 * indexOfBytes over a long span. Stopping at each occurrence of the first byte costs a call per
 * 256 bytes of compressed data (16 ms over a 50 MB contract); instead, pairs of bytes are found
 * natively with Uint16Array.indexOf: an occurrence starting at an even offset of the buffer has
 * the pattern's bytes 0–1 as one aligned pair, one starting at an odd offset its bytes 1–2. Both
 * pair searches run ahead of each other and the nearer candidate is checked first.
 */
function indexOfWide(bytes: Uint8Array, pattern: Uint8Array, from: number, to: number): number {
  const evenStart = (bytes.byteOffset + from) & ~1; // in the buffer, at or just before `from`
  const words = new Uint16Array(bytes.buffer, evenStart, (bytes.byteOffset + to - evenStart) >> 1);
  const base = evenStart - bytes.byteOffset; // where words[0] starts, relative to `bytes`
  const startsEven = pattern[0]! | (pattern[1]! << 8);
  const startsOdd = pattern[1]! | (pattern[2]! << 8);
  const last = to - pattern.length;
  let even = words.indexOf(startsEven);
  let odd = words.indexOf(startsOdd);
  for (;;) {
    const atEven = even < 0 ? Infinity : base + 2 * even;
    const atOdd = odd < 0 ? Infinity : base + 2 * odd - 1;
    const at = Math.min(atEven, atOdd);
    if (at > last) return -1; // Infinity included: neither pair occurs again
    if (at >= from && matchesAt(bytes, at, pattern)) return at;
    if (at === atEven) even = words.indexOf(startsEven, even + 1);
    else odd = words.indexOf(startsOdd, odd + 1);
  }
}

/** Last index of pattern starting before `before` (default: anywhere), or -1. */
export function lastIndexOfBytes(bytes: Uint8Array, pattern: Uint8Array, before = bytes.length): number {
  const first = pattern[0]!;
  for (
    let i = bytes.lastIndexOf(first, before - pattern.length);
    i !== -1;
    i = i > 0 ? bytes.lastIndexOf(first, i - 1) : -1
  ) {
    let k = 1;
    while (k < pattern.length && bytes[i + k] === pattern[k]) k++;
    if (k === pattern.length) return i;
  }
  return -1;
}

/** Whether bytes at `at` spell the pattern. */
export function matchesAt(bytes: Uint8Array, at: number, pattern: Uint8Array): boolean {
  if (at < 0 || at + pattern.length > bytes.length) return false;
  for (let k = 0; k < pattern.length; k++) if (bytes[at + k] !== pattern[k]) return false;
  return true;
}
