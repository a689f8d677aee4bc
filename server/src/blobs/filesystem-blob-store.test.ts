import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFilesystemBlobStore } from './filesystem-blob-store';

describe('filesystem blob store', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ecsign-blobs-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores, replaces, reads and deletes bytes by key', async () => {
    const store = createFilesystemBlobStore(root);
    await store.put('plans/1/document.pdf', new Uint8Array([1, 2, 3]));
    expect(await store.get('plans/1/document.pdf')).toEqual(new Uint8Array([1, 2, 3]));
    await store.put('plans/1/document.pdf', new Uint8Array([9]));
    expect(await store.get('plans/1/document.pdf')).toEqual(new Uint8Array([9]));
    await store.delete('plans/1/document.pdf');
    expect(await store.get('plans/1/document.pdf')).toBeUndefined();
    await store.delete('plans/1/document.pdf');
  });

  it('leaves no temporary file behind', async () => {
    const store = createFilesystemBlobStore(root);
    await store.put('a/b.bin', new Uint8Array(1000));
    expect(readdirSync(join(root, 'a'))).toEqual(['b.bin']);
  });

  it.each(['../escape', '/absolute', 'a/../../b', 'UPPER', 'a//b', '', 'a/./b', 'sp ace'])(
    'refuses the key %j',
    async (key) => {
      const store = createFilesystemBlobStore(root);
      await expect(store.put(key, new Uint8Array(1))).rejects.toThrow(/invalid blob key/);
      await expect(store.get(key)).rejects.toThrow(/invalid blob key/);
    },
  );
});
