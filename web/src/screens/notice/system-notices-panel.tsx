// System notices (platform staff, notice:publish): drafts are written and changed here, previewed
// on /previewNotice, published to every user's notice centre, withdrawn, and deleted.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPage, TSystemNotice } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { announceNoticesChanged } from './notice-events';

export function SystemNoticesPanel() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const paging = usePaging();
  const [page, setPage] = useState<TPage<TSystemNotice>>({ total: 0, records: [], current: 1 });
  const [error, setError] = useState<unknown>(null);
  const [editing, setEditing] = useState<{ systemNoticeId?: string; title: string; content: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setPage(
        await api.call(endpoints.notices.systemList, {
          query: { current: paging.page, size: paging.pageSize },
          body: {},
        }),
      );
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, [api, paging.page, paging.pageSize]);
  useEffect(() => {
    void load();
  }, [load]);

  async function act(send: () => Promise<unknown>) {
    setBusy(true);
    try {
      await send();
      setError(null);
      await load();
      announceNoticesChanged();
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const columns: TTableColumn<TSystemNotice>[] = [
    { key: 'title', title: t('noticeTitle') },
    {
      key: 'status',
      title: t('noticeStatus'),
      render: (row) => <Badge variant="light">{t(`systemNotice${row.status}` as TMessageKey)}</Badge>,
    },
    {
      key: 'publishedAt',
      title: t('systemNoticePublishedAt'),
      render: (row) => (row.publishedAt ? formatDate(row.publishedAt, { time: true }) : '—'),
    },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) => {
        const id = { systemNoticeId: row.systemNoticeId };
        return (
          <Group gap={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              component="a"
              href={`/previewNotice?id=${row.systemNoticeId}`}
              target="_blank"
            >
              {t('templatePreview')}
            </Button>
            {row.status === 'DRAFT' && (
              <>
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ ...row })}>
                  {t('contactEditShort')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => void act(() => api.call(endpoints.notices.systemPublish, { body: id }))}
                >
                  {t('systemNoticePublish')}
                </Button>
              </>
            )}
            {row.status === 'PUBLISHED' && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="orange"
                onClick={() => void act(() => api.call(endpoints.notices.systemWithdraw, { body: id }))}
              >
                {t('systemNoticeWithdraw')}
              </Button>
            )}
            {row.status !== 'PUBLISHED' && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => void act(() => api.call(endpoints.notices.systemDelete, { body: id }))}
              >
                {t('contactDelete')}
              </Button>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="sm" data-testid="system-notices-panel">
      <Group justify="flex-end">
        <Button size="xs" onClick={() => setEditing({ title: '', content: '' })}>
          {t('systemNoticeNew')}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {errorText(error, language)}
        </Alert>
      ) : null}
      <PagedTable
        columns={columns}
        rows={page.records}
        rowKey={(row) => row.systemNoticeId}
        total={page.total}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeSet={paging.pageSizeSet}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
      <AppDialog opened={editing !== null} onClose={() => setEditing(null)} title={t('systemNoticeNew')} width={640}>
        {editing && (
          <Stack gap="sm">
            <TextInput
              label={t('noticeTitle')}
              value={editing.title}
              maxLength={100}
              onChange={(event) => setEditing({ ...editing, title: event.currentTarget.value })}
            />
            <Textarea
              label={t('systemNoticeContent')}
              value={editing.content}
              autosize
              minRows={6}
              maxLength={10000}
              onChange={(event) => setEditing({ ...editing, content: event.currentTarget.value })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('cancel')}
              </Button>
              <Button
                loading={busy}
                onClick={() =>
                  void act(() => api.call(endpoints.notices.systemSave, { body: editing })).then(
                    (saved) => saved && setEditing(null),
                  )
                }
              >
                {t('save')}
              </Button>
            </Group>
          </Stack>
        )}
      </AppDialog>
    </Stack>
  );
}
