// A file read from a PdfByteSource, laid out at its own offsets in one zero-filled array of the
// file's size of which only the parts the reader may look at are filled: everything but the inside
// of large streams (find-skippable-stream-data.ts). The operating system commits memory only for
// pages written, so a 500 MB contract of scanned pages costs the reader a few megabytes, and the
// parser keeps reading absolute offsets as it does for a file in memory. Whatever must look inside
// a skipped stream asks first (ensureLoaded): decoding it, comparing it, a /ByteRange gap, the
// bytes after the last %%EOF; a read that starts inside one (a hostile offset, a wrong /Length)
// or a scan of the whole file loads the whole file, so every answer stays the one the whole file
// gives. The signed bytes are hashed from the source (create-byte-range-digest.ts), never loaded.
import type { ByteSpan } from '../model/byte-span';
import { readFully, type PdfByteSource } from './pdf-byte-source';

export class SparseFileImage {
  readonly bytes: Uint8Array;
  /** Filled spans, ascending, disjoint and not touching. */
  private loaded: ByteSpan[] = [];
  private filledBytes = 0;

  constructor(
    readonly source: PdfByteSource,
    skipped: readonly ByteSpan[],
  ) {
    this.bytes = new Uint8Array(source.size);
    let at = 0;
    for (const span of skipped) {
      this.ensureLoaded(at, span.start);
      at = span.end;
    }
    this.ensureLoaded(at, source.size);
  }

  /** Bytes filled from the source so far: what the image holds of the file. */
  get bytesLoaded(): number {
    return this.filledBytes;
  }

  /** Filled spans, ascending (byte-search.ts searches only these: a marker has no NUL byte). */
  get loadedSpans(): readonly ByteSpan[] {
    return this.loaded;
  }

  isLoaded(position: number): boolean {
    const span = this.loaded[this.spanAtOrBefore(position)];
    return span !== undefined && position >= span.start && position < span.end;
  }

  /** Fills [start, end) from the source where it is not filled yet. */
  ensureLoaded(start: number, end: number): void {
    start = Math.max(0, start);
    end = Math.min(end, this.bytes.length);
    if (start >= end) return;
    const gaps: ByteSpan[] = [];
    let at = start;
    for (let i = Math.max(0, this.spanAtOrBefore(start)); i < this.loaded.length && at < end; i++) {
      const span = this.loaded[i]!;
      if (span.end <= at) continue;
      if (span.start >= end) break;
      if (span.start > at) gaps.push({ start: at, end: span.start });
      at = Math.max(at, span.end);
    }
    if (at < end) gaps.push({ start: at, end });
    for (const gap of gaps) {
      const read = readFully(this.source, gap.start, this.bytes.subarray(gap.start, gap.end));
      if (read !== gap.end - gap.start) throw new Error('the file changed while it was read');
      this.filledBytes += read;
    }
    if (gaps.length > 0) this.merge({ start, end });
  }

  /** The whole file: for scans of every byte (rebuilding a broken xref). */
  loadAll(): void {
    this.ensureLoaded(0, this.bytes.length);
  }

  /** Index of the last span starting at or before `position`, or -1. */
  private spanAtOrBefore(position: number): number {
    let low = 0;
    let high = this.loaded.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (this.loaded[mid]!.start <= position) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  }

  private merge(added: ByteSpan): void {
    const kept: ByteSpan[] = [];
    let { start, end } = added;
    for (const span of this.loaded) {
      if (span.end < start || span.start > end) kept.push(span);
      else {
        start = Math.min(start, span.start);
        end = Math.max(end, span.end);
      }
    }
    kept.push({ start, end });
    kept.sort((a, b) => a.start - b.start);
    this.loaded = kept;
  }
}

/** Images by their array's buffer, so a view of the file (a stream's raw bytes) finds its image. */
const images = new WeakMap<ArrayBufferLike, SparseFileImage>();

export function registerSparseImage(image: SparseFileImage): void {
  images.set(image.bytes.buffer, image);
}

/** The image `bytes` (the file itself or a view of it) belongs to; undefined for bytes in memory. */
export function sparseImageOf(bytes: Uint8Array): SparseFileImage | undefined {
  return images.get(bytes.buffer);
}

/** Makes sure a view of the file (a stream's raw data) holds the file's bytes. */
export function ensureViewLoaded(view: Uint8Array): Uint8Array {
  images.get(view.buffer)?.ensureLoaded(view.byteOffset, view.byteOffset + view.length);
  return view;
}

/** Makes sure bytes[start, end) of the file are the file's. */
export function ensureRangeLoaded(bytes: Uint8Array, start: number, end: number): void {
  images.get(bytes.buffer)?.ensureLoaded(bytes.byteOffset + start, bytes.byteOffset + end);
}

/** Before a read that starts at `position` and runs on as far as the syntax goes (a lexer). */
export function ensureReadableFrom(bytes: Uint8Array, position: number): void {
  const image = images.get(bytes.buffer);
  if (image && position < image.bytes.length && !image.isLoaded(bytes.byteOffset + position)) image.loadAll();
}

/** Before a scan of every byte of the file. */
export function ensureAllLoaded(bytes: Uint8Array): void {
  images.get(bytes.buffer)?.loadAll();
}
