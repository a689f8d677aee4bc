// Spec items this file exercises (docs/spec-items.md): R-part-paged-table, K-pager-count.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { PagedTable } from './paged-table';
import type { TPageSizeSet } from './page-size-sets';
import type { TTableColumn } from './table-column';
import { usePaging } from './use-paging';

type Row = { id: string; name: string };
const ROWS: Row[] = Array.from({ length: 48 }, (_, index) => ({ id: `r${index + 1}`, name: `合同${index + 1}` }));
const COLUMNS: TTableColumn<Row>[] = [
  { key: 'id', title: '编号' },
  { key: 'name', title: '合同名称', render: (row) => <b>{row.name}</b> },
];

function Harness(props: { set?: TPageSizeSet; rows?: Row[]; loading?: boolean; error?: string; onRetry?(): void }) {
  const { rows = ROWS } = props;
  const paging = usePaging(props.set);
  const start = (paging.page - 1) * paging.pageSize;
  return (
    <PagedTable
      columns={COLUMNS}
      rows={rows.slice(start, start + paging.pageSize)}
      rowKey={(row) => row.id}
      total={rows.length}
      page={paging.page}
      pageSize={paging.pageSize}
      pageSizeSet={paging.pageSizeSet}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
    />
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: '分页' }))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => /^\d+$/.test(text ?? ''));

describe('PagedTable', () => {
  it('shows the columns as data and 5 rows by default, with at most five page numbers', () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['编号', '合同名称']);
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[0]!.textContent).toBe('r1合同1');
    expect(screen.getByText('共 48 条')).toBeTruthy();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '10']);
  });

  it('jumps to the last and the first page with their buttons', async () => {
    const { user } = renderWithProviders(<Harness />);
    const first = screen.getByRole('button', { name: '首页' });
    expect(first).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '尾页' }));
    expect(bodyRows().map((row) => row.firstElementChild!.textContent)).toEqual(['r46', 'r47', 'r48']);
    expect(screen.getByRole('button', { name: '尾页' })).toHaveProperty('disabled', true);
    expect(pageButtons()).toEqual(['1', '7', '8', '9', '10']);
    await user.click(first);
    expect(bodyRows()[0]!.firstElementChild!.textContent).toBe('r1');
  });

  it('goes to a clicked page number', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(bodyRows()[0]!.firstElementChild!.textContent).toBe('r11');
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['standard', ['5 条/页', '10 条/页', '15 条/页', '20 条/页', '40 条/页'], '5 条/页'],
    ['large', ['10 条/页', '20 条/页', '50 条/页', '100 条/页'], '10 条/页'],
  ] as const)('offers the %s page sizes of spec item K-page-sizes with their default', async (set, sizes, selected) => {
    const { user } = renderWithProviders(<Harness set={set} />);
    const select = screen.getByRole('combobox', { name: '每页条数' });
    expect(select).toHaveProperty('value', selected);
    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(sizes);
  });

  it('starts again at page 1 with a new page size', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '尾页' }));
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await user.click(screen.getByRole('option', { name: '20 条/页' }));
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows()[0]!.firstElementChild!.textContent).toBe('r1');
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });

  it('shows the no-data text when there are no rows', () => {
    renderWithProviders(<Harness rows={[]} />);
    expect(screen.getByTestId('table-empty').textContent).toBe('暂无数据');
  });

  it('shows a loading state instead of the rows and disables the pager', () => {
    renderWithProviders(<Harness loading />);
    expect(screen.getByTestId('table-loading').textContent).toContain('加载中');
    expect(screen.queryByText('合同1')).toBeNull();
    expect(screen.getByRole('button', { name: '尾页' })).toHaveProperty('disabled', true);
  });

  it('shows the error with a retry button', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<Harness error="数据加载失败" onRetry={onRetry} />);
    expect(within(screen.getByTestId('table-error')).getByRole('alert').textContent).toBe('数据加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks English', () => {
    renderWithProviders(<Harness rows={[]} />, { language: 'en' });
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'First page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeTruthy();
  });
});
