// Data grants of the enterprise: who may act on which organisations, seals and templates, paged
// and filtered by kind; a new grant within the operator's own scope, and revoking one.
import { useCallback, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TGrantResourceType, TGrantRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ActionButton } from '../../components/action-button/action-button';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemotePagedTable } from '../../components/paged-table/remote-paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePagedRemoteData } from '../../components/paged-table/use-paged-remote-data';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { SearchBar } from '../../components/search-bar/search-bar';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { GrantDialog } from './grant-dialog';
import { useDepartmentTree } from './use-enterprise-options';

const RESOURCE_KEYS = { ORG: 'resourceOrg', SEAL: 'resourceSeal', TEMPLATE: 'resourceTemplate' } as const;
const SUBJECT_KEYS = { MEMBER: 'grantToMember', DEPARTMENT: 'grantToDepartment' } as const;

export function GrantsTab() {
  const { t } = useI18n();
  const { api } = usePortalSession();
  const departments = useDepartmentTree();
  const loadScope = useCallback(() => api.call(endpoints.roles.myGrantScope, { query: {} }), [api]);
  const scope = useRemoteData(loadScope);
  const [resourceType, setResourceType] = useState<string>('');
  /** A revoke that failed. */
  const [error, setError] = useState<unknown>(null);
  const [creating, setCreating] = useState(false);

  const list = usePagedRemoteData(
    useCallback(
      (current: number, size: number) =>
        api.call(endpoints.roles.grants, {
          body: { current, size, ...(resourceType ? { resourceType: resourceType as TGrantResourceType } : {}) },
        }),
      [api, resourceType],
    ),
  );
  const { page } = list;

  const columns: TTableColumn<TGrantRow>[] = [
    {
      key: 'subjectName',
      title: t('grantee'),
      render: (row) => `${row.subjectName} (${t(SUBJECT_KEYS[row.subjectType])})`,
    },
    { key: 'resourceType', title: t('resourceType'), render: (row) => t(RESOURCE_KEYS[row.resourceType]) },
    { key: 'resourceName', title: t('resource'), render: (row) => row.resourceName ?? row.resourceId },
    { key: 'grantedByName', title: t('grantedBy') },
    { key: 'createdAt', title: t('grantedAt'), render: (row) => formatDate(row.createdAt, { time: true }) },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) => (
        <ActionButton
          color="red"
          onError={setError}
          action={async () => {
            setError(null);
            await api.call(endpoints.roles.revokeGrant, { body: { grantId: row.grantId } });
            await page.reload();
          }}
        >
          {t('revokeGrant')}
        </ActionButton>
      ),
    },
  ];

  return (
    <Stack gap="md" data-testid="grants-tab">
      <Group justify="space-between" align="flex-end">
        <SearchBar
          fields={[
            {
              name: 'resourceType',
              kind: 'select',
              label: t('resourceType'),
              options: (['ORG', 'SEAL', 'TEMPLATE'] as const).map((value) => ({
                value,
                label: t(RESOURCE_KEYS[value]),
              })),
            },
          ]}
          onSearch={(values) => {
            setResourceType(typeof values.resourceType === 'string' ? values.resourceType : '');
            list.paging.setPage(1);
          }}
        />
        <Button disabled={!scope.data} onClick={() => setCreating(true)}>
          {t('newGrant')}
        </Button>
      </Group>
      <ErrorAlert error={error ?? (page.data ? page.error : null)} />
      <RemotePagedTable list={list} columns={columns} rowKey={(row) => row.grantId} keepRowsOnError />
      {creating && scope.data && (
        <GrantDialog
          scope={scope.data}
          departments={departments.data ?? []}
          onClose={() => setCreating(false)}
          onGranted={() => {
            setCreating(false);
            void page.reload();
          }}
        />
      )}
    </Stack>
  );
}
