// Page and page size of one paged table; a new page size starts again at page 1.
import { useCallback, useState } from 'react';
import { PAGE_SIZE_SETS, type TPageSizeSet } from './page-size-sets';

export function usePaging(pageSizeSet: TPageSizeSet = 'standard') {
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_SETS[pageSizeSet].defaultSize as number });
  const setPage = useCallback((page: number) => setPaging((current) => ({ ...current, page })), []);
  const setPageSize = useCallback((pageSize: number) => setPaging({ page: 1, pageSize }), []);
  return { ...paging, pageSizeSet, setPage, setPageSize };
}
