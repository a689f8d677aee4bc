import { describe, expect, it } from 'vitest';
import {
  LARGE_TABLE_PAGE_SIZE_DEFAULT,
  LARGE_TABLE_PAGE_SIZES,
  PAGER_COUNT,
  TABLE_PAGE_SIZE_DEFAULT,
  TABLE_PAGE_SIZES,
} from './page-sizes';
import { ZPageQuery } from './envelope';

describe('page sizes (spec items K-page-sizes, K-pager-count)', () => {
  it.each([
    ['the usual table', TABLE_PAGE_SIZES, TABLE_PAGE_SIZE_DEFAULT, [5, 10, 15, 20, 40], 5],
    ['the large table', LARGE_TABLE_PAGE_SIZES, LARGE_TABLE_PAGE_SIZE_DEFAULT, [10, 20, 50, 100], 10],
  ] as const)('%s offers the spec sizes and defaults to one of them', (_, sizes, fallback, specSizes, specDefault) => {
    expect(sizes).toEqual(specSizes);
    expect(fallback).toBe(specDefault);
    expect(sizes).toContain(fallback);
  });

  it('every offered size is a page size the server accepts', () => {
    for (const size of [...TABLE_PAGE_SIZES, ...LARGE_TABLE_PAGE_SIZES]) {
      expect(ZPageQuery.parse({ size }).size).toBe(size);
    }
  });

  it('the pager shows 5 page buttons', () => {
    expect(PAGER_COUNT).toBe(5);
  });
});
