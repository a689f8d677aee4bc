// The help centre's documents and videos (GET cb/assemble/help/list).
import { useCallback, useEffect, useState } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import type { THelpItem } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';

export function useHelpItems() {
  const { api } = usePortalSession();
  const [items, setItems] = useState<THelpItem[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(async () => {
    try {
      setItems(await api.call(endpoints.help.list));
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { items, error, reload };
}
