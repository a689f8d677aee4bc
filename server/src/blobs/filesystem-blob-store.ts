// The default blob store: files under DATA_DIR/blobs. Writes go to a temporary file in the same
// folder, are flushed, and are renamed over the target, so a crash never leaves a half file.
import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { retryInNewFolder } from '../retry-in-new-folder';
import { assertBlobKey, type BlobStore } from './blob-store';

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
      const file = await retryInNewFolder(temporary, () => open(temporary, 'w'));
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
