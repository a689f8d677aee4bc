// What every BlobStore must do, as one suite that each store's test file runs against its own
// store: the filesystem store and the S3 store are interchangeable only if both pass it whole.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../blobs/blob-store';

export interface ContractSubject {
  store: BlobStore;
  /** Removes what the suite stored (temporary folder, bucket objects). */
  dispose(): Promise<void>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const INVALID_BLOB_KEYS = [
  '../escape',
  '/absolute',
  'a/../../b',
  'a/./b',
  'UPPER',
  'a//b',
  'trailing/',
  '',
  'sp ace',
  'back\\slash',
  '.hidden',
  'x'.repeat(513),
];

export function describeBlobStoreContract(
  name: string,
  subject: () => Promise<ContractSubject>,
  options: { skip?: boolean } = {},
): void {
  describe.skipIf(options.skip ?? false)(`${name}: the blob store contract`, () => {
    let store: BlobStore;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ store, dispose } = await subject());
    });
    afterAll(() => dispose?.());

    it('gives back the bytes it stored, as a Uint8Array', async () => {
      await store.put('contract/round-trip.pdf', new Uint8Array([37, 80, 68, 70, 45]), 'application/pdf');
      const bytes = await store.get('contract/round-trip.pdf');
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(Array.from(bytes!)).toEqual([37, 80, 68, 70, 45]);
    });

    it('stores an empty object as empty bytes, not as missing', async () => {
      await store.put('contract/empty.bin', new Uint8Array(0));
      const bytes = await store.get('contract/empty.bin');
      expect(bytes).toBeDefined();
      expect(bytes!.byteLength).toBe(0);
    });

    it('replaces the bytes under a key whole, a longer object by a shorter one too', async () => {
      await store.put('contract/replace.bin', new Uint8Array(1000).fill(7));
      await store.put('contract/replace.bin', new Uint8Array([1, 2, 3]));
      expect(Array.from((await store.get('contract/replace.bin'))!)).toEqual([1, 2, 3]);
    });

    it('keeps its own copy: changing the caller’s array after put, or the array get returned, changes nothing', async () => {
      const input = new Uint8Array([10, 20, 30]);
      await store.put('contract/copy.bin', input);
      input[0] = 99;
      const first = (await store.get('contract/copy.bin'))!;
      first[1] = 99;
      expect(Array.from((await store.get('contract/copy.bin'))!)).toEqual([10, 20, 30]);
    });

    it('answers undefined for a key never stored', async () => {
      expect(await store.get('contract/never-stored.pdf')).toBeUndefined();
      expect(await store.get('no-such-folder/at/all.bin')).toBeUndefined();
    });

    it('deletes, and deleting a missing key (or deleting twice) is not an error', async () => {
      await store.put('contract/delete-me.bin', new Uint8Array([1]));
      await store.delete('contract/delete-me.bin');
      expect(await store.get('contract/delete-me.bin')).toBeUndefined();
      await expect(store.delete('contract/delete-me.bin')).resolves.toBeUndefined();
      await expect(store.delete('contract/never-there/x.bin')).resolves.toBeUndefined();
    });

    it('keeps every one of the 256 byte values intact', async () => {
      const all = Uint8Array.from({ length: 256 * 4 }, (_, index) => index % 256);
      await store.put('contract/all-bytes.bin', all);
      expect(Array.from((await store.get('contract/all-bytes.bin'))!)).toEqual(Array.from(all));
    });

    it('round-trips a 20 MB object byte for byte', async () => {
      const big = new Uint8Array(randomBytes(20 * 1024 * 1024));
      await store.put('contract/big/20mb.bin', big, 'application/octet-stream');
      const back = (await store.get('contract/big/20mb.bin'))!;
      expect(back.byteLength).toBe(big.byteLength);
      expect(sha256(back)).toBe(sha256(big));
      await store.delete('contract/big/20mb.bin');
    }, 60_000);

    it('stores concurrent puts of different keys without mixing them up', async () => {
      const keys = Array.from({ length: 24 }, (_, index) => `contract/concurrent/${index}.bin`);
      const contents = keys.map(() => new Uint8Array(randomBytes(4096 + Math.floor(Math.random() * 4096))));
      await Promise.all(keys.map((key, index) => store.put(key, contents[index]!)));
      const back = await Promise.all(keys.map((key) => store.get(key)));
      back.forEach((bytes, index) => expect(sha256(bytes!)).toBe(sha256(contents[index]!)));
    });

    it('keeps keys in nested folders apart, and deleting one leaves its siblings', async () => {
      await store.put('plans/42/revisions/1.pdf', new Uint8Array([1]));
      await store.put('plans/42/revisions/2.pdf', new Uint8Array([2]));
      await store.put('plans/42/attachments/a-1.2_x.bin', new Uint8Array([3]));
      await store.put('plans/420/revisions/1.pdf', new Uint8Array([4]));
      await store.delete('plans/42/revisions/1.pdf');
      expect(await store.get('plans/42/revisions/1.pdf')).toBeUndefined();
      expect(Array.from((await store.get('plans/42/revisions/2.pdf'))!)).toEqual([2]);
      expect(Array.from((await store.get('plans/42/attachments/a-1.2_x.bin'))!)).toEqual([3]);
      expect(Array.from((await store.get('plans/420/revisions/1.pdf'))!)).toEqual([4]);
    });

    it.each(INVALID_BLOB_KEYS.map((key) => [key]))('refuses the key %j on put, get and delete', async (key) => {
      await expect(store.put(key, new Uint8Array(1))).rejects.toThrow(/invalid blob key/);
      await expect(store.get(key)).rejects.toThrow(/invalid blob key/);
      await expect(store.delete(key)).rejects.toThrow(/invalid blob key/);
    });
  });
}
