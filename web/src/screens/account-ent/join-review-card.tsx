// For administrators of the active enterprise: the applications to join it, filtered by status,
// paged; one to be reviewed is passed (as MEMBER, or in the role a super administrator picks, and
// optionally into a department) or rejected with a comment.
import { useCallback, useState } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import {
  JOIN_APPLICATION_STATUSES,
  JOIN_APPLICATION_STATUS_LABELS,
  type TJoinApplicationStatus,
  type TJoinApplicationView,
} from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemotePagedTable } from '../../components/paged-table/remote-paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePagedRemoteData } from '../../components/paged-table/use-paged-remote-data';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { TSearchValues } from '../../components/search-bar/search-field';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { JoinStatusBadge } from './join-status-badge';
import { ReviewDialog } from './review-dialog';

export function JoinReviewCard(props: { onReviewed?: () => void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [status, setStatus] = useState<string>('TO_REVIEW');
  const [reviewing, setReviewing] = useState<{ row: TJoinApplicationView; decision: 'approve' | 'reject' } | null>(
    null,
  );

  const list = usePagedRemoteData(
    useCallback(
      (current: number, size: number) =>
        api.call(endpoints.enterprises.applications, {
          body: { current, size, ...(status ? { status: status as TJoinApplicationStatus } : {}) },
        }),
      [api, status],
    ),
  );
  const { page } = list;

  const columns: TTableColumn<TJoinApplicationView>[] = [
    { key: 'applicantName', title: t('applicant') },
    { key: 'applicantMobile', title: t('mobile'), render: (row) => row.applicantMobile ?? '' },
    { key: 'reason', title: t('joinReason') },
    {
      key: 'status',
      title: t('applicationStatus'),
      render: (row) => <JoinStatusBadge status={row.status} />,
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
            list.paging.setPage(1);
          }}
        />
        {reviewing === null && <ErrorAlert error={page.data ? page.error : null} />}
        <RemotePagedTable list={list} columns={columns} rowKey={(row) => row.applicationId} keepRowsOnError />
      </Stack>
      {reviewing && (
        <ReviewDialog
          application={reviewing.row}
          decision={reviewing.decision}
          onClose={() => setReviewing(null)}
          onDone={() => {
            setReviewing(null);
            void page.reload();
            props.onReviewed?.();
          }}
        />
      )}
    </Card>
  );
}
