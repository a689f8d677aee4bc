// Which blob store an app instance uses: the filesystem under DATA_DIR/blobs unless another store
// (S3-compatible, or a test's) was installed first. Same pattern as messageProvidersOf.
import { join } from 'node:path';
import type { AppContext } from '../context';
import type { BlobStore } from './blob-store';
import { createFilesystemBlobStore } from './filesystem-blob-store';

const installed = new WeakMap<AppContext, BlobStore>();

export function installBlobStore(context: AppContext, store: BlobStore): void {
  installed.set(context, store);
}

export function blobStoreOf(context: AppContext): BlobStore {
  let store = installed.get(context);
  if (!store) {
    store = createFilesystemBlobStore(join(context.config.dataDir, 'blobs'));
    installed.set(context, store);
  }
  return store;
}
