// The seal use log, newest first: the enterprise's (seal managers) or one's own.
import { useCallback, useEffect, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPage, TSealUseRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { PagedTable } from '../../components/paged-table/paged-table';
import { usePaging } from '../../components/paged-table/use-paging';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';

export function SealUseLog(props: { scope: 'MINE' | 'ENTERPRISE'; version: number }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const paging = usePaging();
  const [page, setPage] = useState<TPage<TSealUseRow> | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    try {
      setError(null);
      setPage(
        await api.call(endpoints.seals.uses, {
          query: { current: paging.page, size: paging.pageSize },
          body: { scope: props.scope },
        }),
      );
    } catch (caught) {
      setError(caught);
    }
  }, [api, props.scope, paging.page, paging.pageSize]);
  useEffect(() => {
    void load();
  }, [load, props.version]);

  return (
    <Stack gap="xs" data-testid={`seal-use-log-${props.scope.toLowerCase()}`}>
      <Title order={5}>{props.scope === 'MINE' ? t('sealMyUseLog') : t('sealUseLog')}</Title>
      <PagedTable
        columns={[
          { key: 'usedAt', title: t('sealUsedAt'), render: (row) => formatDate(row.usedAt, { time: true }) },
          { key: 'sealName', title: t('sealName') },
          { key: 'userName', title: t('sealUser') },
          { key: 'planId', title: t('sealPlanId') },
          { key: 'documentId', title: t('sealDocumentId') },
        ]}
        rows={page?.records ?? []}
        rowKey={(row) => row.useId}
        total={page?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        loading={page === null && !error}
        error={error ? errorText(error, language) : null}
        onRetry={() => void load()}
      />
    </Stack>
  );
}
