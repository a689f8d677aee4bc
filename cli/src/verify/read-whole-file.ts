// Reads a file for `ecsign verify` in as few system calls as it takes: one buffer of the file's
// size, filled by reads as large as the kernel gives, without the thread pool. fs/promises'
// readFile goes to the pool once per 512 KiB (about 100 round trips for a 50 MB contract) and four
// times even for a small file; checking is CPU work on this thread anyway, and the callers yield
// to the event loop between files. The bytes are the Buffer's own memory, never copied again.
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';

export function readWholeFile(path: string): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const { size } = fstatSync(fd);
    // Files that do not know their size (/proc, pipes) are read the ordinary way.
    if (size === 0) return asBytes(readFileSync(fd));
    const buffer = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      const read = readSync(fd, buffer, filled, size - filled, filled);
      if (read === 0) break; // the file shrank while it was read: what is there
      filled += read;
    }
    return asBytes(buffer.subarray(0, filled));
  } finally {
    closeSync(fd);
  }
}

function asBytes(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
