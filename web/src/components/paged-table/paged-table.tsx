// The paged table of spec §2: columns as data, a loading, error or empty state in place of the
// rows, and the pager with first-page and last-page buttons. Paging is controlled by the caller
// (usePaging keeps page and size), which also fetches the page (spec §7: current and size).
import type { ReactNode } from 'react';
import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import type { TPageSizeSet } from './page-size-sets';
import type { TTableColumn } from './table-column';
import { TablePager } from './table-pager';

export interface PagedTableProps<Row> {
  columns: readonly TTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  total: number;
  page: number;
  pageSize: number;
  pageSizeSet?: TPageSizeSet;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  loading?: boolean;
  /** A text in the user's language; the rows are replaced by it. */
  error?: string | null;
  onRetry?: () => void;
}

export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { columns, rows, rowKey, loading = false, error = null, onRetry, pageSizeSet = 'standard' } = props;
  const { t } = useI18n();

  const message = (content: ReactNode, testId: string) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length} data-testid={testId}>
        <Group justify="center" py="lg">
          {content}
        </Group>
      </Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (loading) {
    body = message(
      <>
        <Loader size="sm" />
        <Text c="dimmed">{t('loading')}</Text>
      </>,
      'table-loading',
    );
  } else if (error) {
    body = message(
      <Stack align="center" gap="xs">
        <Text c="red" role="alert">
          {error}
        </Text>
        {onRetry && (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </Stack>,
      'table-error',
    );
  } else if (rows.length === 0) {
    body = message(<Text c="dimmed">{t('noData')}</Text>, 'table-empty');
  } else {
    body = rows.map((row, index) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key}>
            {column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '')}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <div>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover withTableBorder aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {column.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TablePager
        total={error ? 0 : props.total}
        page={props.page}
        pageSize={props.pageSize}
        pageSizeSet={pageSizeSet}
        disabled={loading}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </div>
  );
}
