// /platform/identityReviews: platform staff's queue of manual real-name verification reviews
// (spec items R-screen-verification, P-login-types): waiting ones oldest first, decided ones with
// their reviewer, time and reason; a review opens beside its documents to approve or reject.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, SegmentedControl, Stack } from '@mantine/core';
import { can, ROUTE_TITLES } from '@ecsign/core/guard';
import type { TPage, TReviewRow, TReviewStatus } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { identityReviewCalls } from './identity-review-calls';
import { ReviewDialog } from './review-dialog';

const STATUS_LABEL = {
  PENDING: 'reviewStatusPending',
  APPROVED: 'reviewStatusApproved',
  REJECTED: 'reviewStatusRejected',
} as const satisfies Record<TReviewStatus, string>;

export function IdentityReviewsScreen() {
  const { t, language } = useI18n();
  const { api, snapshot } = usePortalSession();
  const paging = usePaging();
  const [status, setStatus] = useState<TReviewStatus>('PENDING');
  const [page, setPage] = useState<TPage<TReviewRow> | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const allowed = can(snapshot.permissions, 'identity:review');

  const load = useCallback(async () => {
    try {
      setPage(await identityReviewCalls(api).page(status, paging.page, paging.pageSize));
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, [api, status, paging.page, paging.pageSize]);
  useEffect(() => {
    if (allowed) void load();
  }, [allowed, load]);

  if (!allowed) {
    return (
      <Alert color="red" data-testid="no-review-permission">
        {t('platformNoPermission')}
      </Alert>
    );
  }

  const columns: TTableColumn<TReviewRow>[] = [
    { key: 'subjectName', title: t('reviewColumnSubject') },
    {
      key: 'subjectType',
      title: t('reviewColumnType'),
      render: (row) => t(row.subjectType === 'PERSON' ? 'reviewSubjectPerson' : 'reviewSubjectEnterprise'),
    },
    {
      key: 'submittedAt',
      title: t('reviewColumnSubmitted'),
      render: (row) => formatDate(row.submittedAt, { time: true }),
    },
    {
      key: 'status',
      title: t('reviewColumnStatus'),
      render: (row) => (
        <Badge color={row.status === 'APPROVED' ? 'green' : row.status === 'REJECTED' ? 'red' : 'blue'} variant="light">
          {t(STATUS_LABEL[row.status])}
        </Badge>
      ),
    },
    { key: 'reviewerName', title: t('reviewColumnReviewer'), render: (row) => row.reviewerName ?? '—' },
    {
      key: 'decidedAt',
      title: t('reviewColumnDecided'),
      render: (row) => (row.decidedAt ? formatDate(row.decidedAt, { time: true }) : '—'),
    },
    { key: 'reason', title: t('reviewColumnReason'), render: (row) => row.reason ?? '—' },
    {
      key: 'open',
      title: '',
      render: (row) => (
        <Button size="xs" variant="subtle" onClick={() => setOpened(row.reviewId)} data-testid={`open-${row.reviewId}`}>
          {t('reviewOpen')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md" data-testid="identity-reviews">
      <BreadcrumbHeader
        items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.identityReviews[language] }]}
      />
      {notice && (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)} data-testid="review-notice">
          {notice}
        </Alert>
      )}
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as TReviewStatus);
          paging.setPage(1);
        }}
        data={(['PENDING', 'APPROVED', 'REJECTED'] as const).map((value) => ({ value, label: t(STATUS_LABEL[value]) }))}
      />
      <PagedTable
        testId="review-table"
        columns={columns}
        rows={page?.records ?? []}
        loading={!page && !error}
        rowKey={(row) => row.reviewId}
        error={error ? errorText(error, language) : null}
        onRetry={() => void load()}
        total={page?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeSet={paging.pageSizeSet}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
      {opened && (
        <ReviewDialog
          reviewId={opened}
          onClose={() => setOpened(null)}
          onDecided={() => {
            setOpened(null);
            setNotice(t('reviewDecided'));
            void load();
          }}
        />
      )}
    </Stack>
  );
}
