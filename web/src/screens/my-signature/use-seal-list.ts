// The seals of one list (the person's signatures or the enterprise's seals): loaded on mount and
// after every operation; an operation is busy while it runs and a failure is kept to show.
import { useCallback, useEffect, useState } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import type { TSealRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';

/** PERSON: the caller's signatures; ENTERPRISE: the seal library of the active account's enterprise. */
export function useSealList(owner: 'PERSON' | 'ENTERPRISE') {
  const { api } = usePortalSession();
  const [seals, setSeals] = useState<TSealRow[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setSeals(
        await (owner === 'PERSON'
          ? api.call(endpoints.seals.personalList)
          : api.call(endpoints.seals.enterpriseList, { query: {} })),
      );
    } catch (caught) {
      setError(caught);
    }
  }, [api, owner]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs `work` (which may throw), then loads the list again; `done` runs between the two. */
  const act = useCallback(
    async (work: () => Promise<unknown>, done?: () => void) => {
      setBusy(true);
      setError(null);
      try {
        await work();
        done?.();
        await load();
      } catch (caught) {
        setError(caught);
      } finally {
        setBusy(false);
      }
    },
    [load],
  );

  return { seals, error, busy, load, act };
}
