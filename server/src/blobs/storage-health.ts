// What /ecapi/health says about writing: since a write failed because the storage was full, the
// server is degraded — reads still work, uploads and signatures do not — until a write succeeds
// again. While degraded, each health check tries a small write of its own (a probe blob, removed
// at once), so freeing space turns the answer back to ok without waiting for a user's upload.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { BlobStore } from './blob-store';
import { isStorageFull } from './storage-full';

export interface StorageFullProblem {
  code: 'STORAGE_FULL';
  /** When the first write of this run of failures failed. */
  since: string;
  /** Which write failed last: the blob store, the database, a temporary file. */
  where: string;
}

/** Bytes of the probe write: a page or so, like the smallest real blob. */
const PROBE_BYTES = 4096;

export function noteStorageFull(context: AppContext, where: string): void {
  const known = context.memory.storageFull;
  context.memory.storageFull = { code: 'STORAGE_FULL', since: known?.since ?? context.now().toISOString(), where };
}

export function noteStorageWritten(context: AppContext): void {
  context.memory.storageFull = undefined;
}

/** The storage problem health reports, after a probe write when one was noted; undefined when writes work. */
export async function storageProblem(context: AppContext, store: BlobStore): Promise<StorageFullProblem | undefined> {
  if (!context.memory.storageFull) return undefined;
  const key = `health/probe-${randomUUID()}`;
  try {
    await store.put(key, randomBytes(PROBE_BYTES), 'application/octet-stream');
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    await store.delete(key).catch(() => undefined);
    return context.memory.storageFull;
  }
  await store.delete(key);
  noteStorageWritten(context);
  return undefined;
}
