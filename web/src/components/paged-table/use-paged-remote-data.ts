// A paged list loaded from the server: page and size (usePaging) and the page they select
// (useRemoteData), loaded again when either changes or `load` does (a new filter).
import { useCallback } from 'react';
import type { TPage } from '@ecsign/core/model';
import { useRemoteData, type RemoteData } from '../remote-data/use-remote-data';
import type { TPageSizeSet } from './page-size-sets';
import { usePaging } from './use-paging';

export interface PagedRemoteData<Row> {
  paging: ReturnType<typeof usePaging>;
  page: RemoteData<TPage<Row>>;
}

/** `load` should be stable (useCallback over the filter it sends). */
export function usePagedRemoteData<Row>(
  load: (page: number, pageSize: number) => Promise<TPage<Row>>,
  pageSizeSet: TPageSizeSet = 'standard',
): PagedRemoteData<Row> {
  const paging = usePaging(pageSizeSet);
  const { page: current, pageSize } = paging;
  const page = useRemoteData(useCallback(() => load(current, pageSize), [load, current, pageSize]));
  return { paging, page };
}
