import { describe, expect, it } from 'vitest';
import { mapWithLanes, type Lane } from './map-with-lanes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapWithLanes', () => {
  it('answers in the order of the items, each item done once, whichever lane took it', async () => {
    const seen: number[] = [];
    const lane =
      (name: string, ms: number): Lane<number, string> =>
      async (item) => {
        seen.push(item);
        await sleep(ms);
        return `${item}@${name}`;
      };
    const items = Array.from({ length: 12 }, (_, i) => i);
    const results = await mapWithLanes(items, [lane('fast', 1), lane('slow', 40)]);
    expect(results.map((r) => Number(r.split('@')[0]))).toEqual(items);
    expect([...seen].sort((a, b) => a - b)).toEqual(items);
    // A free lane takes the next item: the slow lane holds one while the fast one does the rest.
    expect(results.filter((r) => r.endsWith('@slow')).length).toBeLessThan(3);
  });

  it('answers an empty list at once, and works with a single lane', async () => {
    expect(await mapWithLanes([], [async () => 1])).toEqual([]);
    expect(await mapWithLanes(['a', 'b'], [async (item, index) => `${index}${item}`])).toEqual(['0a', '1b']);
  });
});
