// The person's applications to join enterprises with their status (to be reviewed, passed,
// cancelled, rejected) and the reviewer's comment; one still waiting can be cancelled.
import { useCallback, useState } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TJoinApplicationView } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ActionButton } from '../../components/action-button/action-button';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemoteTable } from '../../components/paged-table/remote-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { JoinApplyForm } from './join-apply-form';
import { JoinStatusBadge } from './join-status-badge';

export function MyApplicationsCard() {
  const { t } = useI18n();
  const { api } = usePortalSession();
  const load = useCallback(() => api.call(endpoints.enterprises.myApplications), [api]);
  const applications = useRemoteData(load);
  const [error, setError] = useState<unknown>(null);

  const columns: TTableColumn<TJoinApplicationView>[] = [
    { key: 'enterpriseName', title: t('enterpriseName') },
    { key: 'reason', title: t('joinReason') },
    {
      key: 'status',
      title: t('applicationStatus'),
      render: (row) => <JoinStatusBadge status={row.status} />,
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
              await api.call(endpoints.enterprises.cancelApplication, { body: { applicationId: row.applicationId } });
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
        <ErrorAlert error={error} />
        <RemoteTable
          testId="my-applications"
          data={applications}
          columns={columns}
          rowKey={(row) => row.applicationId}
        />
      </Stack>
    </Card>
  );
}
