// /systemNotice: the published system notices, newest first; each opens its preview page.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPage, TSystemNotice } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';

export function SystemNoticeScreen() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const paging = usePaging();
  const [page, setPage] = useState<TPage<TSystemNotice>>({ total: 0, records: [], current: 1 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(
        await api.call(endpoints.notices.systemPublished, { query: { current: paging.page, size: paging.pageSize } }),
      );
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [api, paging.page, paging.pageSize]);
  useEffect(() => {
    void load();
  }, [load]);

  const columns: TTableColumn<TSystemNotice>[] = [
    {
      key: 'title',
      title: t('noticeTitle'),
      render: (row) => (
        <Anchor component="button" type="button" onClick={() => navigate(`/previewNotice?id=${row.systemNoticeId}`)}>
          {row.title}
        </Anchor>
      ),
    },
    {
      key: 'publishedAt',
      title: t('systemNoticePublishedAt'),
      render: (row) => (row.publishedAt ? formatDate(row.publishedAt, { time: true }) : '—'),
    },
  ];

  return (
    <AuthCard title={t('systemNoticeListTitle')} width={800} testId="system-notice-list">
      {error && page.records.length > 0 ? <Alert color="red">{errorText(error, language)}</Alert> : null}
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
        loading={loading}
        error={error ? errorText(error, language) : null}
        onRetry={() => void load()}
      />
    </AuthCard>
  );
}
