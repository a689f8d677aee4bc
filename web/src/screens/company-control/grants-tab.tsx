// Data grants of the enterprise: who may act on which organisations, seals and templates, paged
// and filtered by kind; a new grant within the operator's own scope, and revoking one.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { zPage, ZGrantRow, ZGrantScope, type TGrantRow, type TPage } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ActionButton } from '../../components/action-button/action-button';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { SearchBar } from '../../components/search-bar/search-bar';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { GrantDialog } from './grant-dialog';
import { useDepartmentTree } from './use-enterprise-options';

const ZGrantPage = zPage(ZGrantRow);
const RESOURCE_KEYS = { ORG: 'resourceOrg', SEAL: 'resourceSeal', TEMPLATE: 'resourceTemplate' } as const;
const SUBJECT_KEYS = { MEMBER: 'grantToMember', DEPARTMENT: 'grantToDepartment' } as const;

export function GrantsTab() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const paging = usePaging();
  const departments = useDepartmentTree();
  const loadScope = useCallback(
    () => api.request({ method: 'GET', path: 'cb/assemble/enterprise/grant/myScope' }, ZGrantScope),
    [api],
  );
  const scope = useRemoteData(loadScope);
  const [resourceType, setResourceType] = useState<string>('');
  const [page, setPage] = useState<TPage<TGrantRow> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [creating, setCreating] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(
        await api.request(
          {
            method: 'POST',
            path: 'cb/assemble/enterprise/grant/list',
            json: { current: paging.page, size: paging.pageSize, ...(resourceType ? { resourceType } : {}) },
          },
          ZGrantPage,
        ),
      );
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [api, paging.page, paging.pageSize, resourceType]);
  useEffect(() => {
    void load();
  }, [load]);

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
            await api.call({
              method: 'POST',
              path: 'cb/assemble/enterprise/grant/revoke',
              json: { grantId: row.grantId },
            });
            await load();
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
            paging.setPage(1);
          }}
        />
        <Button disabled={!scope.data} onClick={() => setCreating(true)}>
          {t('newGrant')}
        </Button>
      </Group>
      {error && page ? (
        <Alert color="red" role="alert">
          {errorText(error, language)}
        </Alert>
      ) : null}
      <PagedTable
        columns={columns}
        rows={page?.records ?? []}
        rowKey={(row) => row.grantId}
        total={page?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        loading={loading && !page}
        error={error && !page ? errorText(error, language) : null}
        onRetry={() => void load()}
      />
      {creating && scope.data && (
        <GrantDialog
          scope={scope.data}
          departments={departments.data ?? []}
          onClose={() => setCreating(false)}
          onGranted={() => {
            setCreating(false);
            void load();
          }}
        />
      )}
    </Stack>
  );
}
