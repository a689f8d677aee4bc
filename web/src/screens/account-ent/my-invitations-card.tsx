// Invitations to join an enterprise sent to the person's mobile number: accept (joins in the
// invited role; needs a verified person) or decline.
import { useCallback, useState } from 'react';
import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TInvitation } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ActionButton } from '../../components/action-button/action-button';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemoteTable } from '../../components/paged-table/remote-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { INVITATION_STATUS_KEYS } from './invitation-status-keys';

export function MyInvitationsCard(props: { onJoined(): void }) {
  const { t } = useI18n();
  const { api } = usePortalSession();
  const load = useCallback(() => api.call(endpoints.enterprises.myInvitations), [api]);
  const invitations = useRemoteData(load);
  const [error, setError] = useState<unknown>(null);

  const answer = (row: TInvitation, path: 'accept' | 'decline') => async () => {
    setError(null);
    const declaration =
      path === 'accept' ? endpoints.enterprises.acceptInvitation : endpoints.enterprises.declineInvitation;
    await api.call(declaration, { body: { invitationId: row.invitationId } });
    await invitations.reload();
    if (path === 'accept') props.onJoined();
  };

  const columns: TTableColumn<TInvitation>[] = [
    { key: 'enterpriseName', title: t('enterpriseName') },
    { key: 'roleName', title: t('role') },
    {
      key: 'status',
      title: t('invitationStatus'),
      render: (row) => <Badge variant="light">{t(INVITATION_STATUS_KEYS[row.status])}</Badge>,
    },
    { key: 'expiresAt', title: t('expiresAt'), render: (row) => formatDate(row.expiresAt, { time: true }) },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) =>
        row.status === 'PENDING' && (
          <Group gap="xs">
            <ActionButton onError={setError} action={answer(row, 'accept')}>
              {t('accept')}
            </ActionButton>
            <ActionButton color="gray" onError={setError} action={answer(row, 'decline')}>
              {t('decline')}
            </ActionButton>
          </Group>
        ),
    },
  ];

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={4}>{t('myInvitations')}</Title>
        <ErrorAlert error={error} />
        <RemoteTable testId="my-invitations" data={invitations} columns={columns} rowKey={(row) => row.invitationId} />
      </Stack>
    </Card>
  );
}
