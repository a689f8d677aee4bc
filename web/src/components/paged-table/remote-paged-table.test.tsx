import { useCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@ecsign/core/errors';
import type { TPage } from '@ecsign/core/model';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { RemotePagedTable } from './remote-paged-table';
import type { TTableColumn } from './table-column';
import { usePagedRemoteData } from './use-paged-remote-data';

type Row = { id: string; name: string };
const COLUMNS: TTableColumn<Row>[] = [{ key: 'name', title: '名称' }];
const ROWS: Row[] = Array.from({ length: 7 }, (_, index) => ({ id: `r${index + 1}`, name: `行${index + 1}` }));

/** Serves pages of ROWS; every request for page 2 fails (a server that went away meanwhile). */
function Harness(props: { keepRowsOnError?: boolean; asked: number[][] }) {
  const load = useCallback(
    async (page: number, size: number): Promise<TPage<Row>> => {
      props.asked.push([page, size]);
      if (page === 2) throw new AppError('DATA_REQUEST_ERROR');
      return { total: ROWS.length, current: page, records: ROWS.slice((page - 1) * size, page * size) };
    },
    [props.asked],
  );
  const list = usePagedRemoteData(load);
  return (
    <RemotePagedTable
      list={list}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      keepRowsOnError={props.keepRowsOnError}
      testId="things"
    />
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('RemotePagedTable', () => {
  it('loads the first page with the default size, then the page the pager asks for', async () => {
    const asked: number[][] = [];
    const { user } = renderWithProviders(<Harness asked={asked} />);
    await waitFor(() => expect(screen.getByTestId('row-r1')).toBeTruthy());
    expect(bodyRows().map((row) => row.textContent)).toEqual(['行1', '行2', '行3', '行4', '行5']);
    expect(screen.getByTestId('things').tagName).toBe('TABLE');
    await user.click(screen.getByRole('button', { name: '2' }));
    // A failed page replaces the rows with the catalogue's text and a retry button.
    await waitFor(() => expect(screen.getByTestId('table-error')).toBeTruthy());
    expect(screen.queryByTestId('row-r1')).toBeNull();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(asked).toEqual([
      [1, 5],
      [2, 5],
      [2, 5],
    ]);
  });

  it('keeps the rows of the last page when asked to, leaving the error to the caller', async () => {
    const asked: number[][] = [];
    const { user } = renderWithProviders(<Harness asked={asked} keepRowsOnError />);
    await waitFor(() => expect(screen.getByTestId('row-r1')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('table-loading')).toBeNull());
    expect(screen.queryByTestId('table-error')).toBeNull();
    expect(screen.getByTestId('row-r1')).toBeTruthy();
  });
});
