// The default blob store: files under DATA_DIR/blobs. Writes go to a temporary file in the same
// folder, are flushed, and are renamed over the target, so a crash never leaves a half file; a
// write that fails (a full disk fails the write, the flush or the close) removes its temporary
// file before it reports, so nothing half-written stays behind either.
import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { retryInNewFolder } from '../retry-in-new-folder';
import { assertBlobKey, type BlobStore } from './blob-store';

/** What a write does with its temporary file. */
export type WritableFile = Pick<FileHandle, 'writeFile' | 'sync' | 'close'>;

export interface FilesystemBlobStoreOptions {
  /** Opens a temporary file for writing; a test replaces it to fail writes as a full disk does. */
  openForWriting?: (path: string) => Promise<WritableFile>;
}

export const TEMPORARY_SUFFIX = '.partial';

export function createFilesystemBlobStore(root: string, options: FilesystemBlobStoreOptions = {}): BlobStore {
  const openForWriting = options.openForWriting ?? ((path: string): Promise<WritableFile> => open(path, 'w'));
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'filesystem',
    async put(key, bytes) {
      const target = pathOf(key);
      const temporary = `${target}.${randomUUID()}${TEMPORARY_SUFFIX}`;
      const file = await retryInNewFolder(temporary, () => openForWriting(temporary));
      let renamed = false;
      try {
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporary, target);
        renamed = true;
      } finally {
        if (!renamed) await rm(temporary, { force: true });
      }
    },
    async putStream(key, source) {
      const target = pathOf(key);
      const temporary = `${target}.${randomUUID()}.partial`;
      const file = await retryInNewFolder(temporary, () => open(temporary, 'w'));
      try {
        for await (const chunk of source) await file.write(chunk);
        await file.sync();
        await file.close();
        await rename(temporary, target);
      } catch (error) {
        await file.close().catch(() => undefined);
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
