// /process/list: the enterprise's signing processes — search, a paged table, create (a draft),
// configure every part, enable once complete, disable, delete.
import { useCallback, useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import type { TProcessRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemotePagedTable } from '../../components/paged-table/remote-paged-table';
import { useListAction } from '../../components/paged-table/use-list-action';
import { usePagedRemoteData } from '../../components/paged-table/use-paged-remote-data';
import { SearchBar } from '../../components/search-bar/search-bar';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { ManagerOnly } from '../templates/manager-only';
import { StateBadge } from '../templates/state-badge';
import { processCalls } from './process-calls';
import { ProcessDialog } from './process-dialog';

export function ProcessesScreen() {
  return (
    <ManagerOnly>
      <ProcessList />
    </ManagerOnly>
  );
}

function ProcessList() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const calls = processCalls(api);
  const [name, setName] = useState('');
  const [newName, setNewName] = useState('');
  const [configuring, setConfiguring] = useState<string | null>(null);
  const list = usePagedRemoteData(
    useCallback((page: number, size: number) => processCalls(api).list(name ? { name } : {}, page, size), [api, name]),
  );
  const { paging, page } = list;
  const { act, error, dismiss } = useListAction(page.reload);

  const columns = [
    { key: 'name', title: t('processName') },
    { key: 'status', title: t('tplStatus'), render: (row: TProcessRow) => <StateBadge state={row.status} /> },
    {
      key: 'updatedAt',
      title: t('tplUpdatedAt'),
      render: (row: TProcessRow) => formatDate(row.updatedAt, { time: true }),
    },
    {
      key: 'operation',
      title: t('operation'),
      render: (row: TProcessRow) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setConfiguring(row.processId)}>
            {t('processConfigure')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => void act(() => calls.change('delete', row.processId))}
          >
            {t('tplDelete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" data-testid="processes-screen">
      <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.processList[language] }]} />
      <SearchBar
        fields={[{ kind: 'input', name: 'name', label: t('processName') }]}
        onSearch={(values) => {
          setName(typeof values.name === 'string' ? values.name : '');
          paging.setPage(1);
        }}
      />
      <Group align="end" gap="xs">
        <TextInput
          label={t('processName')}
          maxLength={50}
          value={newName}
          onChange={(event) => setNewName(event.currentTarget.value)}
        />
        <Button
          disabled={!newName.trim()}
          onClick={() =>
            void act(async () => {
              const { processId } = await calls.create(newName.trim());
              setNewName('');
              setConfiguring(processId);
            })
          }
        >
          {t('processNew')}
        </Button>
      </Group>
      <ErrorAlert error={error} onClose={dismiss} />
      <RemotePagedTable list={list} columns={columns} rowKey={(row) => row.processId} />
      <ProcessDialog
        processId={configuring}
        onClose={() => setConfiguring(null)}
        onChanged={() => void page.reload()}
      />
    </Stack>
  );
}
