import { describe, expect, it } from 'vitest';
import { fakeStorageArea } from './fake-storage-area';
import type { TVerifyResult } from './verify-result';
import { MAX_VERIFY_RESULTS, verifyResultsStore } from './verify-results-store';

const checking = (id: string): TVerifyResult => ({
  id,
  url: `https://x/${id}.pdf`,
  name: id,
  checkedAt: 1,
  state: 'checking',
});

describe('verifyResultsStore', () => {
  it('keeps the newest first, replaces a result by its id, and at most ten', async () => {
    const store = verifyResultsStore(fakeStorageArea());
    await store.put(checking('a'));
    await store.put(checking('b'));
    await store.put({ ...checking('a'), state: 'refused', code: 'PDF_NOT_SIGNED' });
    expect((await store.list()).map((r) => `${r.id}:${r.state}`)).toEqual(['a:refused', 'b:checking']);
    for (let i = 0; i < 20; i++) await store.put(checking(`n${i}`));
    const list = await store.list();
    expect(list).toHaveLength(MAX_VERIFY_RESULTS);
    expect(list[0]!.id).toBe('n19');
    await store.clear();
    expect(await store.list()).toEqual([]);
  });

  it('loses no write when results arrive at once', async () => {
    const store = verifyResultsStore(fakeStorageArea());
    await Promise.all(['a', 'b', 'c', 'd'].map((id) => store.put(checking(id))));
    expect((await store.list()).map((r) => r.id).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads anything else stored under the key as no results', async () => {
    const area = fakeStorageArea();
    area.items.set('verifyResults', 'garbage');
    expect(await verifyResultsStore(area).list()).toEqual([]);
  });
});
