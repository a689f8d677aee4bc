// /platform/logs: the operation log — who did what, when, from where. Platform staff search every
// enterprise; an enterprise administrator (member:manage) sees his own enterprise's members (the
// server narrows it). Search bar, paged table, CSV export of the current search.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Stack, Text, Tooltip } from '@mantine/core';
import { can, ROUTE_TITLES } from '@ecsign/core/guard';
import type { TOperationLogRecord, TPage } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { EMPTY_OPERATION_LOG_FORM, operationLogCalls, type TOperationLogForm } from './operation-log-calls';
import { OperationLogSearchBar } from './operation-log-search-bar';

export function OperationLogsScreen() {
  const { t, language } = useI18n();
  const { api, snapshot } = usePortalSession();
  const paging = usePaging();
  const [form, setForm] = useState<TOperationLogForm>(EMPTY_OPERATION_LOG_FORM);
  // The search runs with the filter last submitted, not with every keystroke.
  const [applied, setApplied] = useState<TOperationLogForm>(EMPTY_OPERATION_LOG_FORM);
  const [page, setPage] = useState<TPage<TOperationLogRecord> | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const staff = can(snapshot.permissions, 'platform:config');
  const allowed = staff || can(snapshot.permissions, 'member:manage');

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setPage(await operationLogCalls(api).page(applied, paging.page, paging.pageSize));
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }, [api, applied, paging.page, paging.pageSize]);
  useEffect(() => {
    if (allowed) void load();
  }, [allowed, load]);

  async function exportCsv() {
    try {
      const { blob, fileName } = await operationLogCalls(api).exportCsv(applied);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (caught) {
      setError(caught);
    }
  }

  if (!allowed) {
    return (
      <Alert color="red" data-testid="no-oplog-permission">
        {t('platformNoPermission')}
      </Alert>
    );
  }

  const columns: TTableColumn<TOperationLogRecord>[] = [
    { key: 'at', title: t('opLogTime'), render: (row) => formatDate(row.at, { time: true }), width: 140 },
    {
      key: 'user',
      title: t('opLogUser'),
      render: (row) => row.userName ?? <Text c="dimmed">{t('opLogAnonymous')}</Text>,
    },
    ...(staff ? [{ key: 'enterpriseName', title: t('opLogEnterprise') }] : []),
    {
      key: 'action',
      title: t('opLogAction'),
      render: (row) => (
        <Tooltip label={`${row.method} ${row.route}`}>
          <Text size="sm" ff="monospace">
            {row.action}
          </Text>
        </Tooltip>
      ),
    },
    { key: 'targetId', title: t('opLogTarget'), render: (row) => row.targetId ?? '—' },
    {
      key: 'outcome',
      title: t('opLogOutcome'),
      render: (row) => (
        <Badge color={row.outcome === 'SUCCESS' ? 'green' : 'red'} variant="light" data-testid="oplog-outcome">
          {t(row.outcome === 'SUCCESS' ? 'opLogSUCCESS' : 'opLogFAILURE')}
        </Badge>
      ),
    },
    { key: 'status', title: t('opLogStatus'), render: (row) => `${row.httpStatus} / ${row.status ?? '—'}` },
    {
      key: 'ip',
      title: t('opLogAddress'),
      render: (row) => (
        <Tooltip label={row.userAgent ?? '—'}>
          <span>{row.ip ?? '—'}</span>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="md" data-testid="operation-logs">
      <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.operationLogs[language] }]} />
      {!staff && <Alert color="blue">{t('opLogOwnEnterprise')}</Alert>}
      <OperationLogSearchBar
        form={form}
        busy={busy}
        onChange={setForm}
        onSearch={() => {
          setApplied(form);
          paging.setPage(1);
        }}
        onReset={() => {
          setForm(EMPTY_OPERATION_LOG_FORM);
          setApplied(EMPTY_OPERATION_LOG_FORM);
          paging.setPage(1);
        }}
        onExport={() => void exportCsv()}
      />
      <Text size="xs" c="dimmed">
        {t('opLogRangeHint')}
      </Text>
      <PagedTable
        testId="oplog-table"
        columns={columns}
        rows={page?.records ?? []}
        loading={!page && !error}
        rowKey={(row) => row.id}
        error={error ? errorText(error, language) : null}
        onRetry={() => void load()}
        total={page?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeSet={paging.pageSizeSet}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    </Stack>
  );
}
