// /scene/list: business scenes (scene type + name, grouping templates; a scene with a template that
// is not enabled cannot be enabled) and the enterprise's business types.
import { useCallback, useState } from 'react';
import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import type { TSceneRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemotePagedTable } from '../../components/paged-table/remote-paged-table';
import { useListAction } from '../../components/paged-table/use-list-action';
import { usePagedRemoteData } from '../../components/paged-table/use-paged-remote-data';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { SearchBar } from '../../components/search-bar/search-bar';
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
  const { t } = useI18n();
  const { api } = usePortalSession();
  const calls = sceneCalls(api);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<TSceneRow | null | undefined>(undefined);
  const list = usePagedRemoteData(
    useCallback((page: number, size: number) => sceneCalls(api).list(name ? { name } : {}, page, size), [api, name]),
  );
  const { paging, page } = list;
  const { act, error, dismiss } = useListAction(page.reload);
  const templates = useRemoteData(useCallback(() => templateCalls(api).list({}, 1, 100), [api]));

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
      <ErrorAlert error={error} onClose={dismiss} />
      <RemotePagedTable list={list} columns={columns} rowKey={(row) => row.sceneId} />
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
