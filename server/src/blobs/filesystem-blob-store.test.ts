import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from '../test-support/blob-store-contract';
import { createFilesystemBlobStore } from './filesystem-blob-store';
import { openOnFullDisk } from './full-disk.fixture';
import { isStorageFull } from './storage-full';

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

describe('filesystem blob store on a full disk', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ecsign-blobs-full-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const filesUnder = (folder: string): string[] =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));

  it.each(['write', 'sync', 'close'] as const)(
    'a write whose %s fails for lack of space reports it and leaves no temporary file, the old bytes intact',
    async (stage) => {
      await createFilesystemBlobStore(root).put('plans/p1/doc.pdf', new Uint8Array([1, 2, 3]));
      const store = createFilesystemBlobStore(root, { openForWriting: (path) => openOnFullDisk(path, stage) });
      const failed = await store.put('plans/p1/doc.pdf', new Uint8Array(5000)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isStorageFull(failed)).toBe(true);
      await expect(store.put('plans/p2/new.pdf', new Uint8Array(5000))).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(filesUnder(root)).toEqual([join('plans', 'p1', 'doc.pdf')]);
      expect(await store.get('plans/p1/doc.pdf')).toEqual(new Uint8Array([1, 2, 3]));
    },
  );
});
