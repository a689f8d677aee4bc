// The table of every list in the portal: columns as data, and a loading, error or empty state in
// place of the rows. PagedTable adds the pager; short lists (my enterprises, invitations, roles)
// use it as it is.
import type { CSSProperties, ReactNode } from 'react';
import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import type { TTableColumn } from './table-column';

export interface StateTableProps<Row> {
  columns: readonly TTableColumn<Row>[];
  /** Undefined before the first load: shown as loading. */
  rows: readonly Row[] | undefined;
  /** Each row is found in tests as `row-<key>`. */
  rowKey(row: Row): string;
  /** Replaces the rows with the loader (pass it only while there is nothing to show yet to keep them). */
  loading?: boolean;
  /** A text in the user's language; the rows are replaced by it. */
  error?: string | null;
  onRetry?: () => void;
  testId?: string;
}

// A sticky column needs its own background, or the scrolled cells show through it.
const STICKY_RIGHT: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '-1px 0 0 var(--mantine-color-default-border)',
};

function cellStyle<Row>(column: TTableColumn<Row>): CSSProperties | undefined {
  if (!column.nowrap && !column.sticky) return undefined;
  return { ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}), ...(column.sticky ? STICKY_RIGHT : {}) };
}

export function StateTable<Row>(props: StateTableProps<Row>) {
  const { columns, rows, rowKey, loading = false, error = null, onRetry, testId } = props;
  const { t } = useI18n();

  const message = (content: ReactNode, id: string) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length} data-testid={id}>
        <Group justify="center" py="lg">
          {content}
        </Group>
      </Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (loading || (!rows && !error)) {
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
  } else if (!rows || rows.length === 0) {
    body = message(<Text c="dimmed">{t('noData')}</Text>, 'table-empty');
  } else {
    body = rows.map((row, index) => (
      <Table.Tr key={rowKey(row)} data-testid={`row-${rowKey(row)}`}>
        {columns.map((column) => (
          <Table.Td key={column.key} style={cellStyle(column)}>
            {column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '')}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover withTableBorder aria-busy={loading} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width} style={cellStyle(column)}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
