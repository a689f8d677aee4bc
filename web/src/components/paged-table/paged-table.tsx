// The paged table (spec item R-part-paged-table): the state table (columns as data; a loading, error or empty state in
// place of the rows) and the pager with first-page and last-page buttons. Paging is controlled by
// the caller (usePaging keeps page and size), which also fetches the page (spec item C-paged: current and size).
import type { TPageSizeSet } from './page-size-sets';
import { StateTable, type StateTableProps } from './state-table';
import { TablePager } from './table-pager';

export interface PagedTableProps<Row> extends StateTableProps<Row> {
  rows: readonly Row[];
  total: number;
  page: number;
  pageSize: number;
  pageSizeSet?: TPageSizeSet;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { total, page, pageSize, pageSizeSet = 'standard', onPageChange, onPageSizeChange, ...table } = props;
  return (
    <div>
      <StateTable {...table} />
      <TablePager
        total={props.error ? 0 : total}
        page={page}
        pageSize={pageSize}
        pageSizeSet={pageSizeSet}
        disabled={props.loading ?? false}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}
