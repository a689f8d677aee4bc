// The active enterprise's roles and departments, loaded once for the member forms.
import { useCallback } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';

export function useEnterpriseRoles() {
  const { api } = usePortalSession();
  const load = useCallback(() => api.call(endpoints.roles.list, { query: {} }), [api]);
  return useRemoteData(load);
}

export function useDepartmentTree() {
  const { api } = usePortalSession();
  const load = useCallback(() => api.call(endpoints.members.departments, { query: {} }), [api]);
  return useRemoteData(load);
}
