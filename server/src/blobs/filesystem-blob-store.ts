// The default blob store: files under DATA_DIR/blobs. Writes go to a temporary file in the same
// folder, are flushed, and are renamed over the target, so a crash never leaves a half file.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertBlobKey, type BlobStore } from './blob-store';

/**
 * Opens a new file for writing; the folder is made only when missing (ENOENT), not before every
 * write — most writes go to a folder that exists (an HR batch writes thousands into one).
 */
async function openCreatingFolder(path: string) {
  try {
    return await open(path, 'w');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true });
    return open(path, 'w');
  }
}

export function createFilesystemBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'filesystem',
    async put(key, bytes) {
      const target = pathOf(key);
      const temporary = `${target}.${randomUUID()}.partial`;
      const file = await openCreatingFolder(temporary);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
