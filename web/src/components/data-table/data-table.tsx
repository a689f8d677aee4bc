// A short list that needs no pager (my enterprises, my applications, invitations): the paged
// table's columns as data and its loading, error and empty states, without the pager.
import type { ReactNode } from 'react';
import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import type { TTableColumn } from '../paged-table/table-column';

export function DataTable<Row>(props: {
  columns: readonly TTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  testId?: string;
}) {
  const { columns, rows, rowKey, loading = false, error = null, onRetry, testId } = props;
  const { t } = useI18n();
  const message = (content: ReactNode, id: string) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length} data-testid={id}>
        <Group justify="center" py="md">
          {content}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
  let body: ReactNode;
  if (error) {
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
  } else if (!rows || (loading && rows.length === 0)) {
    body = message(<Loader size="sm" />, 'table-loading');
  } else if (rows.length === 0) {
    body = message(<Text c="dimmed">{t('noData')}</Text>, 'table-empty');
  } else {
    body = rows.map((row, index) => (
      <Table.Tr key={rowKey(row)} data-testid={`row-${rowKey(row)}`}>
        {columns.map((column) => (
          <Table.Td key={column.key}>
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
              <Table.Th key={column.key} w={column.width}>
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
