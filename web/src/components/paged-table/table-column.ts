// The columns of a paged table as data: a key, a header already in the user's language, and how
// a row shows in it (the row's value under `key` when there is no render function).
import type { ReactNode } from 'react';

export interface TTableColumn<Row> {
  key: string;
  title: string;
  render?: (row: Row, index: number) => ReactNode;
  width?: number | string;
  /** Kept on one line: a short label (a status) that must be read whole, never cut. */
  nowrap?: boolean;
  /** Stays in view at the table's right edge while the other columns scroll (the row actions). */
  sticky?: 'right';
}
