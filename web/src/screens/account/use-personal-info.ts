// The caller's personal information (endpoints.account.personalInfo), loaded with the
// account centre and replaced by the reply of a change (mobile, e-mail).
import { useCallback, useEffect, useState } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPersonalInfo } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';

export function usePersonalInfo() {
  const { api } = usePortalSession();
  const [info, setInfo] = useState<TPersonalInfo | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(async () => {
    try {
      setInfo(await api.call(endpoints.account.personalInfo));
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);
  return { info, error, load, setInfo };
}
