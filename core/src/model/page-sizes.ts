// Page sizes of the paged tables (spec items K-page-sizes, K-pager-count).

/** The usual table: 5, 10, 15, 20 or 40 rows, 5 by default. */
export const TABLE_PAGE_SIZES = [5, 10, 15, 20, 40] as const;
export const TABLE_PAGE_SIZE_DEFAULT = 5;

/** The table with larger pages: 10, 20, 50 or 100 rows, 10 by default. */
export const LARGE_TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const LARGE_TABLE_PAGE_SIZE_DEFAULT = 10;

/** How many page-number buttons the pager shows. */
export const PAGER_COUNT = 5;
