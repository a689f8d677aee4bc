// Which blob store an app instance uses: BLOB_STORE of the configuration (the filesystem under
// DATA_DIR/blobs by default, or an S3-compatible bucket) unless another store (a test's) was
// installed first. Same pattern as messageProvidersOf. Either way its writes are watched: a full
// storage is the catalogue's STORAGE_FULL and turns /ecapi/health degraded until a write works.
import { join } from 'node:path';
import { ConfigError, type ServerConfig } from '../config';
import type { AppContext } from '../context';
import type { BlobStore } from './blob-store';
import { createFilesystemBlobStore } from './filesystem-blob-store';
import { createS3BlobStore } from './s3-blob-store';
import { asStorageFull, isStorageFull } from './storage-full';
import { noteStorageFull, noteStorageWritten } from './storage-health';

export function installBlobStore(context: AppContext, store: BlobStore): void {
  context.services.blobStore = watchWrites(context, store);
}

export function blobStoreOf(context: AppContext): BlobStore {
  return (context.services.blobStore ??= watchWrites(context, createConfiguredBlobStore(context.config)));
}

function watchWrites(context: AppContext, store: BlobStore): BlobStore {
  const watched = async (key: string, write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      if (isStorageFull(error)) noteStorageFull(context, `${store.kind} blob store`);
      throw asStorageFull(error, `${store.kind} blob store, writing ${key}`);
    }
    noteStorageWritten(context);
  };
  return {
    kind: store.kind,
    put: (key, bytes, contentType) => watched(key, () => store.put(key, bytes, contentType)),
    putStream: (key, source, contentType) => watched(key, () => store.putStream(key, source, contentType)),
    get: (key) => store.get(key),
    delete: (key) => store.delete(key),
    ...(store.check ? { check: () => store.check!() } : {}),
  };
}

function createConfiguredBlobStore(config: ServerConfig): BlobStore {
  if (config.BLOB_STORE !== 's3') return createFilesystemBlobStore(join(config.dataDir, 'blobs'));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // parseConfig refuses BLOB_STORE=s3 without these; a hand-made config must not slip past either.
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'invalid configuration BLOB_STORE: s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return createS3BlobStore({
    bucket,
    prefix: config.S3_PREFIX,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId, secretAccessKey },
  });
}
