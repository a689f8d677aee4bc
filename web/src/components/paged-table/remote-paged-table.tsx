// The paged table of a list loaded by usePagedRemoteData: its rows, total, pager and states.
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { PagedTable } from './paged-table';
import type { TTableColumn } from './table-column';
import type { PagedRemoteData } from './use-paged-remote-data';

export function RemotePagedTable<Row>(props: {
  list: PagedRemoteData<Row>;
  columns: readonly TTableColumn<Row>[];
  rowKey(row: Row): string;
  /**
   * A failed reload keeps the page shown (the caller says why above it, e.g. with ErrorAlert);
   * otherwise the failure replaces the rows, with a retry button.
   */
  keepRowsOnError?: boolean;
  testId?: string;
}) {
  const { list, keepRowsOnError = false } = props;
  const { paging, page } = list;
  const { language } = useI18n();
  const showError = page.error && !(keepRowsOnError && page.data);
  return (
    <PagedTable
      columns={props.columns}
      rows={page.data?.records ?? []}
      rowKey={props.rowKey}
      total={page.data?.total ?? 0}
      page={paging.page}
      pageSize={paging.pageSize}
      pageSizeSet={paging.pageSizeSet}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      loading={page.loading && !page.data}
      error={showError ? errorText(page.error, language) : null}
      onRetry={() => void page.reload()}
      testId={props.testId}
    />
  );
}
