// Where document bytes live (uploaded PDFs, signed revisions, seal images, attachments): a small
// key → bytes interface so that the filesystem store of one server and an S3-compatible store of
// several are interchangeable. The database keeps only keys and hashes.

/** A key: lowercase path segments of [a-z0-9._-] separated by '/', e.g. `plans/42/document-1.pdf`. */
export type BlobKey = string;

export interface BlobStore {
  /** Which store this is, for logs and the health check. */
  readonly kind: 'filesystem' | 's3';
  /**
   * Stores `bytes` under `key`, replacing what was there. Atomic: a reader (or a crash) sees the
   * old bytes or the new ones, never a part.
   */
  put(key: BlobKey, bytes: Uint8Array, contentType?: string): Promise<void>;
  /**
   * Stores the bytes `source` yields under `key`, as `put` does, without holding them all: a help
   * video of 200 MB passes through in chunks. When `source` throws (a size limit, a broken upload)
   * nothing is stored and the error is passed on.
   */
  putStream(key: BlobKey, source: AsyncIterable<Uint8Array>, contentType?: string): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: BlobKey): Promise<Uint8Array | undefined>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: BlobKey): Promise<void>;
  /**
   * Confirms on start that the store can be used (the S3 bucket exists and answers to these
   * credentials); throws BlobStoreUnavailableError saying what to fix. Optional: nothing to check
   * for a folder the data-folder lock has already opened.
   */
  check?(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Refuses keys that could escape the store's folder or bucket prefix (`..`, absolute, odd characters). */
export function assertBlobKey(key: string): asserts key is BlobKey {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
  }
}
