// A file the reader takes by positioned reads instead of as one array of bytes: `ecsign verify`
// gives the file handle of a PDF of any size (fs.readSync at a position), so a 500 MB contract is
// checked without holding its bytes (document/sparse-file-image.ts).
// In-memory callers (the portal, the extension, the server) keep passing a Uint8Array.

export interface PdfByteSource {
  /** The file's size in bytes. */
  readonly size: number;
  /**
   * Copies bytes from `position` on into `target` (as many as fit) and answers how many it copied;
   * fewer only at the end of the file. Synchronous: the reader parses synchronously.
   */
  read(position: number, target: Uint8Array): number;
}

/** Fills `target` from `position` on, however many reads it takes; answers the bytes copied. */
export function readFully(source: PdfByteSource, position: number, target: Uint8Array): number {
  let filled = 0;
  while (filled < target.length) {
    const read = source.read(position + filled, target.subarray(filled));
    if (read <= 0) break;
    filled += read;
  }
  return filled;
}

export function isPdfByteSource(value: unknown): value is PdfByteSource {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Uint8Array) &&
    typeof (value as PdfByteSource).read === 'function' &&
    typeof (value as PdfByteSource).size === 'number'
  );
}
