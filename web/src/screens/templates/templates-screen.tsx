// /template/list: the enterprise's contract templates — search by name, group and state, a paged
// table, upload (PDF or Word), template groups, and per template edit, preview with sample data,
// enable/disable and delete.
import { useCallback, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import { ENABLE_STATE_LABELS, ENABLE_STATES, ZEnableState, type TTemplateRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemotePagedTable } from '../../components/paged-table/remote-paged-table';
import { useListAction } from '../../components/paged-table/use-list-action';
import { usePagedRemoteData } from '../../components/paged-table/use-paged-remote-data';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { TSearchValues } from '../../components/search-bar/search-field';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { ManagerOnly } from './manager-only';
import { PdfPreviewDialog } from './pdf-preview-dialog';
import { StateBadge } from './state-badge';
import { templateCalls, type TTemplateFilter } from './template-calls';
import { TemplateGroupsDialog } from './template-groups-dialog';
import { UploadTemplateDialog } from './upload-template-dialog';
import { usePdfPreview } from './use-pdf-preview';

export function TemplatesScreen() {
  return (
    <ManagerOnly>
      <TemplateList />
    </ManagerOnly>
  );
}

function TemplateList() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const calls = templateCalls(api);
  const [filter, setFilter] = useState<TTemplateFilter>({});
  const [dialog, setDialog] = useState<'upload' | 'groups' | null>(null);
  const [deleting, setDeleting] = useState<TTemplateRow | null>(null);
  const preview = usePdfPreview();

  const groups = useRemoteData(useCallback(() => templateCalls(api).groups(), [api]));
  const list = usePagedRemoteData(
    useCallback((page: number, size: number) => templateCalls(api).list(filter, page, size), [api, filter]),
  );
  const { paging, page } = list;
  const { act, error: actionError, dismiss } = useListAction(page.reload);

  function search(values: TSearchValues) {
    const text = (key: string) =>
      typeof values[key] === 'string' && values[key] ? (values[key] as string) : undefined;
    const status = ZEnableState.safeParse(values.status);
    setFilter({
      ...(text('name') ? { name: text('name') } : {}),
      ...(text('groupId') ? { groupId: text('groupId') } : {}),
      ...(status.success ? { status: status.data } : {}),
    });
    paging.setPage(1);
  }

  const columns = [
    { key: 'name', title: t('tplName'), render: (row: TTemplateRow) => <Text fw={500}>{row.name}</Text> },
    { key: 'groupName', title: t('tplGroup'), render: (row: TTemplateRow) => row.groupName ?? t('tplNoGroup') },
    { key: 'sourceName', title: t('tplSource') },
    {
      key: 'counts',
      title: t('tplFieldsRoles'),
      render: (row: TTemplateRow) => `${row.fieldCount} / ${row.roleCount}`,
    },
    { key: 'status', title: t('tplStatus'), render: (row: TTemplateRow) => <StateBadge state={row.status} /> },
    { key: 'creatorName', title: t('tplCreator') },
    {
      key: 'updatedAt',
      title: t('tplUpdatedAt'),
      render: (row: TTemplateRow) => formatDate(row.updatedAt, { time: true }),
    },
    {
      key: 'operation',
      title: t('operation'),
      render: (row: TTemplateRow) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => navigate(`/template/edit/${row.templateId}`)}>
            {t('tplEdit')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => void preview.open(() => calls.preview(row.templateId))}
          >
            {t('tplPreview')}
          </Button>
          {row.status === 'ENABLE' ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="orange"
              onClick={() => void act(() => calls.change('disable', row.templateId))}
            >
              {t('tplDisable')}
            </Button>
          ) : (
            <Button
              size="compact-xs"
              variant="subtle"
              color="green"
              onClick={() => void act(() => calls.change('enable', row.templateId))}
            >
              {t('tplEnable')}
            </Button>
          )}
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(row)}>
            {t('tplDelete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" data-testid="template-list">
      <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.templateList[language] }]} />
      <SearchBar
        fields={[
          { kind: 'input', name: 'name', label: t('tplName') },
          {
            kind: 'select',
            name: 'groupId',
            label: t('tplGroup'),
            options: (groups.data ?? []).map((group) => ({ value: group.groupId, label: group.name })),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('tplStatus'),
            options: ENABLE_STATES.map((state) => ({ value: state, label: ENABLE_STATE_LABELS[state][language] })),
          },
        ]}
        onSearch={search}
      />
      <Group gap="xs">
        <Button onClick={() => setDialog('upload')} data-testid="upload-template">
          {t('tplUpload')}
        </Button>
        <Button variant="default" onClick={() => setDialog('groups')}>
          {t('tplGroups')}
        </Button>
      </Group>
      <ErrorAlert error={actionError} onClose={dismiss} />
      <RemotePagedTable list={list} columns={columns} rowKey={(row) => row.templateId} />
      <UploadTemplateDialog
        opened={dialog === 'upload'}
        groups={groups.data ?? []}
        onClose={() => setDialog(null)}
        onUploaded={(templateId) => {
          setDialog(null);
          navigate(`/template/edit/${templateId}`);
        }}
      />
      <TemplateGroupsDialog
        opened={dialog === 'groups'}
        groups={groups.data ?? []}
        onClose={() => setDialog(null)}
        onChanged={() => void Promise.all([groups.reload(), page.reload()])}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('tplDelete')}
        confirmLabel={t('tplDelete')}
        danger
        onConfirm={async () => {
          if (deleting) await calls.change('delete', deleting.templateId);
          await page.reload();
        }}
        onClose={() => setDeleting(null)}
      >
        {t('tplDeleteConfirm', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
      <PdfPreviewDialog title={t('tplPreviewTitle')} state={preview.state} onClose={preview.close} />
    </Stack>
  );
}
