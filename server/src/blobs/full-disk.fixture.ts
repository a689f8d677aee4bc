// A disk that fills up while a file is written, for tests: the temporary file is really created
// and a first part of the bytes really lands, then the write (or the flush, or the close) fails
// with ENOSPC exactly as Node reports it. No small tmpfs or loop mount is needed.
import { open } from 'node:fs/promises';
import type { WritableFile } from './filesystem-blob-store';

/** The error a write to a full disk fails with. */
export function noSpaceLeft(syscall: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, ${syscall}`), {
    code: 'ENOSPC',
    errno: -28,
    syscall,
  });
}

/** Opens `path` for writing on a disk that fills up at `stage`. */
export async function openOnFullDisk(path: string, stage: 'write' | 'sync' | 'close' = 'write'): Promise<WritableFile> {
  const file = await open(path, 'w');
  return {
    writeFile: async (data) => {
      await file.writeFile((data as Uint8Array).subarray(0, 100));
      if (stage === 'write') throw noSpaceLeft('write');
    },
    sync: async () => {
      await file.sync();
      if (stage === 'sync') throw noSpaceLeft('fsync');
    },
    close: async () => {
      await file.close();
      if (stage === 'close') throw noSpaceLeft('close');
    },
  };
}
