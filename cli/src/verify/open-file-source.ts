// A file for `ecsign verify` as core's PdfByteSource: positioned reads on one file handle, so the
// validator reads the structure it needs and hashes the signed bytes through a small buffer — a
// 500 MB contract is checked without being held in memory. A file below WHOLE_FILE_LIMIT is read
// at once (readWholeFile): one system call, and nothing in it worth leaving unread.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { PdfByteSource } from '@ecsign/core/pdf';
import { readWholeFile } from './read-whole-file';

export const WHOLE_FILE_LIMIT = 8 * 1024 * 1024;

export interface OpenedFile {
  readonly input: Uint8Array | PdfByteSource;
  /** Releases the file handle (nothing for a file read whole). */
  close(): void;
}

export function openFileSource(path: string): OpenedFile {
  const fd = openSync(path, 'r');
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  try {
    const { size } = fstatSync(fd);
    // Files that do not know their size (/proc, pipes) and small files are read whole.
    if (size < WHOLE_FILE_LIMIT) {
      close();
      return { input: readWholeFile(path), close };
    }
    const source: PdfByteSource = {
      size,
      read: (position, target) => readSync(fd, target, 0, target.length, position),
    };
    return { input: source, close };
  } catch (error) {
    close();
    throw error;
  }
}
