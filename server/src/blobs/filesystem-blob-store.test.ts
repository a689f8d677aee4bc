import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from './blob-store-contract';
import { createFilesystemBlobStore } from './filesystem-blob-store';

describeBlobStoreContract('filesystem blob store', async () => {
  const root = mkdtempSync(join(tmpdir(), 'ecsign-blobs-'));
  return {
    store: createFilesystemBlobStore(root),
    dispose: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describe('filesystem blob store on disk', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ecsign-blobs-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps a key as folders and a file under its root, and leaves no temporary file behind', async () => {
    const store = createFilesystemBlobStore(root);
    await store.put('a/b.bin', new Uint8Array(1000));
    await store.put('a/b.bin', new Uint8Array(10));
    expect(readdirSync(root)).toEqual(['a']);
    expect(readdirSync(join(root, 'a'))).toEqual(['b.bin']);
  });
});
