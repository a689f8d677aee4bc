// One tab of the notice centre: the caller's notices (all, unread, read or system), newest first,
// paged. A title opens the notice (and marks it read); each row can be marked read or unread or
// deleted; the whole list can be marked read.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { NOTICE_TYPE_LABELS, type TNoticeTab, type TNoticeView, type TPage } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { announceNoticesChanged, NOTICES_CHANGED_EVENT } from './notice-events';

export function NoticeListPanel(props: { tab: TNoticeTab }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const paging = usePaging();
  const [page, setPage] = useState<TPage<TNoticeView>>({ total: 0, records: [], current: 1 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [open, setOpen] = useState<TNoticeView | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(
        await api.call(endpoints.notices.list, {
          query: { current: paging.page, size: paging.pageSize },
          body: { tab: props.tab },
        }),
      );
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [api, props.tab, paging.page, paging.pageSize]);
  useEffect(() => {
    void load();
    const reload = () => void load();
    window.addEventListener(NOTICES_CHANGED_EVENT, reload);
    return () => window.removeEventListener(NOTICES_CHANGED_EVENT, reload);
  }, [load]);

  async function change(operation: 'read' | 'unread' | 'delete' | 'readAll', noticeIds: string[] = []) {
    try {
      if (operation === 'readAll') await api.call(endpoints.notices.readAll);
      else await api.call(endpoints.notices[operation], { body: { noticeIds } });
      setError(null);
    } catch (caught) {
      setError(caught);
    }
    announceNoticesChanged();
  }

  function show(notice: TNoticeView) {
    setOpen(notice);
    if (!notice.read) void change('read', [notice.noticeId]);
  }

  const columns: TTableColumn<TNoticeView>[] = [
    {
      key: 'title',
      title: t('noticeTitle'),
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          fw={row.read ? 400 : 700}
          onClick={() => show(row)}
          data-testid="notice-title"
        >
          {row.title}
        </Anchor>
      ),
    },
    {
      key: 'type',
      title: t('noticeType'),
      render: (row) => <Badge variant="light">{NOTICE_TYPE_LABELS[row.type][language]}</Badge>,
    },
    { key: 'createdAt', title: t('noticeTime'), render: (row) => formatDate(row.createdAt, { time: true }) },
    {
      key: 'read',
      title: t('noticeStatus'),
      render: (row) => (
        <Badge color={row.read ? 'gray' : 'red'} variant="dot" data-testid="notice-state">
          {row.read ? t('noticeTabRead') : t('noticeTabUnread')}
        </Badge>
      ),
    },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) => (
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => void change(row.read ? 'unread' : 'read', [row.noticeId])}
            data-testid="notice-toggle-read"
          >
            {row.read ? t('noticeMarkUnread') : t('noticeMarkRead')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void change('delete', [row.noticeId])}>
            {t('contactDelete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm" data-testid={`notice-panel-${props.tab}`}>
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={() => void change('readAll')} data-testid="notice-read-all">
          {t('noticeMarkAllRead')}
        </Button>
      </Group>
      <PagedTable
        columns={columns}
        rows={page.records}
        rowKey={(row) => row.noticeId}
        total={page.total}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeSet={paging.pageSizeSet}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        loading={loading && page.records.length === 0}
        error={error ? errorText(error, language) : null}
        onRetry={() => void load()}
      />
      <AppDialog opened={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ''} width={600}>
        {open && (
          <Stack gap="sm" data-testid="notice-detail">
            <Text size="xs" c="dimmed">
              {NOTICE_TYPE_LABELS[open.type][language]} · {formatDate(open.createdAt, { time: true })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{open.content}</Text>
            {open.link && (
              <Group justify="flex-end">
                <Button
                  variant="light"
                  onClick={() => {
                    const link = open.link!;
                    setOpen(null);
                    if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
                    else navigate(link);
                  }}
                >
                  {t('noticeOpenLink')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </AppDialog>
      {error && page.records.length > 0 ? (
        <Alert color="red" role="alert">
          {errorText(error, language)}
        </Alert>
      ) : null}
    </Stack>
  );
}
