// The active enterprise's roles and departments, loaded once for the member forms.
import { useCallback } from 'react';
import { ZDepartmentNode, ZRoleRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';

const ZRoles = ZRoleRow.array();
const ZDepartments = ZDepartmentNode.array();

export function useEnterpriseRoles() {
  const { api } = usePortalSession();
  const load = useCallback(
    () => api.request({ method: 'GET', path: 'cb/assemble/enterprise/role/list' }, ZRoles),
    [api],
  );
  return useRemoteData(load);
}

export function useDepartmentTree() {
  const { api } = usePortalSession();
  const load = useCallback(
    () => api.request({ method: 'GET', path: 'cb/assemble/enterprise/dept/tree' }, ZDepartments),
    [api],
  );
  return useRemoteData(load);
}
