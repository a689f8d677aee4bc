import { describe, expect, it } from 'vitest';
import { computePagerItems } from './compute-pager-items';

describe('computePagerItems', () => {
  it.each([
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, 'dots-right', 10]],
    [3, 10, [1, 2, 3, 4, 'dots-right', 10]],
    [4, 10, [1, 'dots-left', 3, 4, 5, 'dots-right', 10]],
    [7, 10, [1, 'dots-left', 6, 7, 8, 'dots-right', 10]],
    [8, 10, [1, 'dots-left', 7, 8, 9, 10]],
    [10, 10, [1, 'dots-left', 7, 8, 9, 10]],
    [4, 6, [1, 'dots-left', 3, 4, 5, 6]],
  ] as const)('page %i of %i shows %j', (page, pageCount, expected) => {
    expect(computePagerItems({ page, pageCount })).toEqual(expected);
  });

  it('never shows more than five page numbers, and always the current, first and last page', () => {
    for (let pageCount = 1; pageCount <= 30; pageCount++) {
      for (let page = 1; page <= pageCount; page++) {
        const numbers = computePagerItems({ page, pageCount }).filter((item) => typeof item === 'number');
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pageCount);
      }
    }
  });

  it('shows nothing when there are no pages', () => {
    expect(computePagerItems({ page: 1, pageCount: 0 })).toEqual([]);
  });
});
