// The two page-size sets (spec item K-page-sizes), by name: tables pick one instead of repeating the numbers.
import {
  LARGE_TABLE_PAGE_SIZE_DEFAULT,
  LARGE_TABLE_PAGE_SIZES,
  TABLE_PAGE_SIZE_DEFAULT,
  TABLE_PAGE_SIZES,
} from '@ecsign/core/model';

export const PAGE_SIZE_SETS = {
  standard: { sizes: TABLE_PAGE_SIZES, defaultSize: TABLE_PAGE_SIZE_DEFAULT },
  large: { sizes: LARGE_TABLE_PAGE_SIZES, defaultSize: LARGE_TABLE_PAGE_SIZE_DEFAULT },
} as const satisfies Record<string, { sizes: readonly number[]; defaultSize: number }>;

export type TPageSizeSet = keyof typeof PAGE_SIZE_SETS;
