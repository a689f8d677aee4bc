// One page of the address book (endpoints.contacts.list) for the current filter and paging.
import { useCallback, useEffect, useState } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import type { TContactListQuery, TContactView, TPage } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';

export type TContactFilter = Omit<TContactListQuery, 'current' | 'size'>;

export function useContactPage(filter: TContactFilter, page: number, pageSize: number) {
  const { api } = usePortalSession();
  const [result, setResult] = useState<TPage<TContactView>>({ total: 0, records: [], current: 1 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setResult(
        await api.call(endpoints.contacts.list, { query: { current: page, size: pageSize }, body: { ...filter } }),
      );
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [api, filter, page, pageSize]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...result, loading, error, reload };
}
