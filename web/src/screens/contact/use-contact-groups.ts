// The address book's groups (endpoints.contacts.groups), reloaded after a change.
import { useCallback, useEffect, useState } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import type { TContactGroupView } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';

export function useContactGroups() {
  const { api } = usePortalSession();
  const [groups, setGroups] = useState<TContactGroupView[]>([]);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(async () => {
    try {
      setGroups(await api.call(endpoints.contacts.groups));
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
