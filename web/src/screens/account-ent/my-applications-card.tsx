// The person's applications to join enterprises with their status (to be reviewed, passed,
// cancelled, rejected) and the reviewer's comment; one still waiting can be cancelled.
import { useCallback, useState } from 'react';
import { Alert, Badge, Card, Stack, Title } from '@mantine/core';
import { JOIN_APPLICATION_STATUS_LABELS, ZJoinApplicationView, type TJoinApplicationView } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ActionButton } from '../../components/action-button/action-button';
import { DataTable } from '../../components/data-table/data-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { JoinApplyForm } from './join-apply-form';

const ZApplications = ZJoinApplicationView.array();
export const JOIN_STATUS_COLOURS = { TO_REVIEW: 'blue', PASSED: 'green', CANCELLED: 'gray', REJECTED: 'red' } as const;

export function MyApplicationsCard() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const load = useCallback(
    () => api.request({ method: 'GET', path: 'cb/assemble/enterprise/join/mine' }, ZApplications),
    [api],
  );
  const applications = useRemoteData(load);
  const [error, setError] = useState<unknown>(null);

  const columns: TTableColumn<TJoinApplicationView>[] = [
    { key: 'enterpriseName', title: t('enterpriseName') },
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
    { key: 'reviewComment', title: t('reviewComment'), render: (row) => row.reviewComment ?? '' },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) =>
        row.status === 'TO_REVIEW' && (
          <ActionButton
            color="gray"
            onError={setError}
            action={async () => {
              setError(null);
              await api.call({
                method: 'POST',
                path: 'cb/assemble/enterprise/join/cancel',
                json: { applicationId: row.applicationId },
              });
              await applications.reload();
            }}
          >
            {t('cancelApplication')}
          </ActionButton>
        ),
    },
  ];

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={4}>{t('joinEnterprise')}</Title>
        <JoinApplyForm onApplied={() => void applications.reload()} />
        <Title order={5}>{t('myApplications')}</Title>
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error, language)}
          </Alert>
        ) : null}
        <DataTable
          testId="my-applications"
          columns={columns}
          rows={applications.data}
          rowKey={(row) => row.applicationId}
          loading={applications.loading}
          error={applications.error ? errorText(applications.error, language) : null}
          onRetry={() => void applications.reload()}
        />
      </Stack>
    </Card>
  );
}
