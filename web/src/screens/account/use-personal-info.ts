// The caller's personal information (GET cb/assemble/usercenter/personal/info), loaded with the
// account centre and replaced by the reply of a change (mobile, e-mail).
import { useCallback, useEffect, useState } from 'react';
import { ZPersonalInfo, type TPersonalInfo } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';

export function usePersonalInfo() {
  const { api } = usePortalSession();
  const [info, setInfo] = useState<TPersonalInfo | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(async () => {
    try {
      setInfo(await api.request({ method: 'GET', path: 'cb/assemble/usercenter/personal/info' }, ZPersonalInfo));
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
