import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './map-with-concurrency';

describe('mapWithConcurrency', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const delays = [30, 5, 20, 1, 10, 2, 15, 3, 8];
    const results = await mapWithConcurrency(delays, 4, async (delay, index) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running--;
      return `${index}:${delay}`;
    });
    expect(results).toEqual(delays.map((delay, index) => `${index}:${delay}`));
    expect(most).toBe(4);
  });

  it('answers an empty list at once', async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
  });
});
