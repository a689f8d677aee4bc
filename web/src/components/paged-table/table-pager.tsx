// The pager under a paged table: total, page size (one of the sets of spec item K-page-sizes), first page, previous,
// at most five page numbers, next, last page.
import { Button, Group, Pagination, Select, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import { computePagerItems } from './compute-pager-items';
import { PAGE_SIZE_SETS, type TPageSizeSet } from './page-size-sets';

export function TablePager(props: {
  total: number;
  page: number;
  pageSize: number;
  pageSizeSet: TPageSizeSet;
  disabled?: boolean;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}) {
  const { total, page, pageSize, pageSizeSet, disabled, onPageChange, onPageSizeChange } = props;
  const { t } = useI18n();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (next: number) => {
    if (next !== current && next >= 1 && next <= pageCount) onPageChange(next);
  };
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Text size="sm" c="dimmed">
        {t('totalRecords', { total })}
      </Text>
      <Select
        aria-label={t('pageSize')}
        size="xs"
        w={110}
        allowDeselect={false}
        disabled={disabled}
        value={String(pageSize)}
        data={PAGE_SIZE_SETS[pageSizeSet].sizes.map((size) => ({
          value: String(size),
          label: t('pageSizeOption', { size }),
        }))}
        onChange={(value) => value && onPageSizeChange(Number(value))}
      />
      <Pagination.Root total={pageCount} value={current} onChange={go} disabled={disabled} size="sm">
        <Group gap={4} component="nav" aria-label={t('pagination')}>
          <Button size="compact-sm" variant="default" disabled={disabled || current === 1} onClick={() => go(1)}>
            {t('firstPage')}
          </Button>
          <Pagination.Previous aria-label={t('previousPage')} />
          {computePagerItems({ page: current, pageCount }).map((item) =>
            typeof item === 'number' ? (
              <Pagination.Control
                key={item}
                active={item === current}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Pagination.Control>
            ) : (
              <Pagination.Dots key={item} />
            ),
          )}
          <Pagination.Next aria-label={t('nextPage')} />
          <Button
            size="compact-sm"
            variant="default"
            disabled={disabled || current === pageCount}
            onClick={() => go(pageCount)}
          >
            {t('lastPage')}
          </Button>
        </Group>
      </Pagination.Root>
    </Group>
  );
}
