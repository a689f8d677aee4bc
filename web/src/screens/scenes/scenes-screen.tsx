// /scene/list: business scenes (scene type + name, grouping templates; a scene with a template that
// is not enabled cannot be enabled) and the enterprise's business types.
import { useCallback, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import type { TSceneRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { PagedTable } from '../../components/paged-table/paged-table';
import { usePaging } from '../../components/paged-table/use-paging';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { SearchBar } from '../../components/search-bar/search-bar';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { ManagerOnly } from '../templates/manager-only';
import { StateBadge } from '../templates/state-badge';
import { templateCalls } from '../templates/template-calls';
import { BusinessTypesPanel } from './business-types-panel';
import { sceneCalls } from './scene-calls';
import { SceneDialog } from './scene-dialog';

export function ScenesScreen() {
  const { t, language } = useI18n();
  return (
    <ManagerOnly>
      <Stack gap="md" data-testid="scenes-screen">
        <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.sceneList[language] }]} />
        <Tabs defaultValue="scenes">
          <Tabs.List>
            <Tabs.Tab value="scenes">{t('sceneTab')}</Tabs.Tab>
            <Tabs.Tab value="businessTypes">{t('businessTypeTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="scenes" pt="md">
            <SceneList />
          </Tabs.Panel>
          <Tabs.Panel value="businessTypes" pt="md">
            <BusinessTypesPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </ManagerOnly>
  );
}

function SceneList() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const calls = sceneCalls(api);
  const paging = usePaging();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<TSceneRow | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const page = useRemoteData(
    useCallback(
      () => sceneCalls(api).list(name ? { name } : {}, paging.page, paging.pageSize),
      [api, name, paging.page, paging.pageSize],
    ),
  );
  const templates = useRemoteData(useCallback(() => templateCalls(api).list({}, 1, 100), [api]));

  async function act(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      await page.reload();
    } catch (caught) {
      setError(errorText(caught, language));
    }
  }

  const columns = [
    { key: 'sceneType', title: t('sceneType') },
    { key: 'name', title: t('sceneName') },
    {
      key: 'templates',
      title: t('sceneTemplates'),
      render: (row: TSceneRow) => (
        <Group gap={4}>
          {row.templates.length === 0 && <Text c="dimmed">—</Text>}
          {row.templates.map((template) => (
            <Badge key={template.templateId} variant="outline" color={template.status === 'ENABLE' ? 'blue' : 'gray'}>
              {template.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'status', title: t('tplStatus'), render: (row: TSceneRow) => <StateBadge state={row.status} /> },
    {
      key: 'updatedAt',
      title: t('tplUpdatedAt'),
      render: (row: TSceneRow) => formatDate(row.updatedAt, { time: true }),
    },
    {
      key: 'operation',
      title: t('operation'),
      render: (row: TSceneRow) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(row)}>
            {t('tplEdit')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => void act(() => calls.change(row.status === 'ENABLE' ? 'disable' : 'enable', row.sceneId))}
          >
            {row.status === 'ENABLE' ? t('tplDisable') : t('tplEnable')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => void act(() => calls.change('delete', row.sceneId))}
          >
            {t('tplDelete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <SearchBar
        fields={[{ kind: 'input', name: 'name', label: t('sceneName') }]}
        onSearch={(values) => {
          setName(typeof values.name === 'string' ? values.name : '');
          paging.setPage(1);
        }}
      />
      <Group>
        <Button onClick={() => setEditing(null)}>{t('sceneNew')}</Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <PagedTable
        columns={columns}
        rows={page.data?.records ?? []}
        rowKey={(row) => row.sceneId}
        total={page.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeSet={paging.pageSizeSet}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        loading={page.loading && !page.data}
        error={page.error ? errorText(page.error, language) : null}
        onRetry={() => void page.reload()}
      />
      <SceneDialog
        scene={editing}
        templates={templates.data?.records ?? []}
        onClose={() => setEditing(undefined)}
        onSubmit={async (form) => {
          if (editing) await calls.update(editing.sceneId, form);
          else await calls.create(form);
          await page.reload();
        }}
      />
    </Stack>
  );
}
