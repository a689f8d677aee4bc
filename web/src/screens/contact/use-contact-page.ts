// One page of the address book (POST cb/assemble/contact/list) for the current filter and paging.
import { useCallback, useEffect, useState } from 'react';
import { ZContactView, type TContactListQuery, type TContactView, type TPage } from '@ecsign/core/model';
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
        await api.page(
          { method: 'POST', path: 'cb/assemble/contact/list', filter: { ...filter }, current: page, size: pageSize },
          ZContactView,
        ),
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
