// The address book's groups (GET cb/assemble/contact/group/list), reloaded after a change.
import { useCallback, useEffect, useState } from 'react';
import { ZContactGroupList, type TContactGroupView } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';

export function useContactGroups() {
  const { api } = usePortalSession();
  const [groups, setGroups] = useState<TContactGroupView[]>([]);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(async () => {
    try {
      setGroups(await api.request({ method: 'GET', path: 'cb/assemble/contact/group/list' }, ZContactGroupList));
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { groups, error, reload };
}
