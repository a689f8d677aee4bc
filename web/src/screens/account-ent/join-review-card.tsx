// For administrators of the active enterprise: the applications to join it, filtered by status,
// paged; one to be reviewed is passed (as MEMBER, or in the role a super administrator picks, and
// optionally into a department) or rejected with a comment.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import {
  JOIN_APPLICATION_STATUSES,
  JOIN_APPLICATION_STATUS_LABELS,
  zPage,
  ZJoinApplicationView,
  type TJoinApplicationView,
  type TPage,
} from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { TSearchValues } from '../../components/search-bar/search-field';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { JOIN_STATUS_COLOURS } from './my-applications-card';
import { ReviewDialog } from './review-dialog';

const ZApplicationPage = zPage(ZJoinApplicationView);

export function JoinReviewCard(props: { onReviewed?: () => void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const paging = usePaging();
  const [status, setStatus] = useState<string>('TO_REVIEW');
  const [page, setPage] = useState<TPage<TJoinApplicationView> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [reviewing, setReviewing] = useState<{ row: TJoinApplicationView; decision: 'approve' | 'reject' } | null>(
    null,
  );

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(
        await api.request(
          {
            method: 'POST',
            path: 'cb/assemble/enterprise/join/list',
            json: { current: paging.page, size: paging.pageSize, ...(status ? { status } : {}) },
          },
          ZApplicationPage,
        ),
      );
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [api, paging.page, paging.pageSize, status]);
  useEffect(() => {
    void load();
  }, [load]);

  const columns: TTableColumn<TJoinApplicationView>[] = [
    { key: 'applicantName', title: t('applicant') },
    { key: 'applicantMobile', title: t('mobile'), render: (row) => row.applicantMobile ?? '' },
    { key: 'reason', title: t('joinReason') },
    {
      key: 'status',
      title: t('applicationStatus'),
      render: (row) => (
        <Badge variant="light" color={JOIN_STATUS_COLOURS[row.status]}>
          {JOIN_APPLICATION_STATUS_LABELS[row.status][language]}
        </Badge>
      ),
    },
    { key: 'applyTime', title: t('appliedAt'), render: (row) => formatDate(row.applyTime, { time: true }) },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) =>
        row.status === 'TO_REVIEW' && (
          <Group gap="xs">
            <Button size="xs" variant="light" color="green" onClick={() => setReviewing({ row, decision: 'approve' })}>
              {t('approve')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setReviewing({ row, decision: 'reject' })}>
              {t('reject')}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <Card withBorder radius="md" p="lg" data-testid="join-review">
      <Stack gap="sm">
        <Title order={4}>{t('joinReviewTitle')}</Title>
        <SearchBar
          initialValues={{ status: 'TO_REVIEW' }}
          fields={[
            {
              name: 'status',
              kind: 'select',
              label: t('applicationStatus'),
              options: JOIN_APPLICATION_STATUSES.map((value) => ({
                value,
                label: JOIN_APPLICATION_STATUS_LABELS[value][language],
              })),
            },
          ]}
          onSearch={(values: TSearchValues) => {
            setStatus(typeof values.status === 'string' ? values.status : '');
            paging.setPage(1);
          }}
        />
        {reviewing === null && error && page ? (
          <Alert color="red" role="alert">
            {errorText(error, language)}
          </Alert>
        ) : null}
        <PagedTable
          columns={columns}
          rows={page?.records ?? []}
          rowKey={(row) => row.applicationId}
          total={page?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={paging.setPage}
          onPageSizeChange={paging.setPageSize}
          loading={loading && !page}
          error={error && !page ? errorText(error, language) : null}
          onRetry={() => void load()}
        />
      </Stack>
      {reviewing && (
        <ReviewDialog
          application={reviewing.row}
          decision={reviewing.decision}
          onClose={() => setReviewing(null)}
          onDone={() => {
            setReviewing(null);
            void load();
            props.onReviewed?.();
          }}
        />
      )}
    </Card>
  );
}
