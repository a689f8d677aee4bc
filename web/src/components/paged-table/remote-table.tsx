// A short list loaded from the server without a pager (my enterprises, invitations, roles): the
// rows stay shown while they are loaded again; a failed load replaces them, with a retry button.
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import type { RemoteData } from '../remote-data/use-remote-data';
import { StateTable } from './state-table';
import type { TTableColumn } from './table-column';

export function RemoteTable<Row>(props: {
  data: RemoteData<Row[]>;
  columns: readonly TTableColumn<Row>[];
  rowKey(row: Row): string;
  testId?: string;
}) {
  const { data } = props;
  const { language } = useI18n();
  return (
    <StateTable
      testId={props.testId}
      columns={props.columns}
      rows={data.data}
      rowKey={props.rowKey}
      loading={data.loading && !data.data}
      error={data.error ? errorText(data.error, language) : null}
      onRetry={() => void data.reload()}
    />
  );
}
