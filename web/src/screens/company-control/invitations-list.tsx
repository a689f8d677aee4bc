// The enterprise's invitations (to a mobile number, in a role) and their status; a pending one can
// be withdrawn.
import { useCallback, useEffect, useState } from 'react';
import { Badge, Stack, Title } from '@mantine/core';
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
import { INVITATION_STATUS_KEYS } from '../account-ent/invitation-status-keys';

export function InvitationsList(props: { version: number }) {
  const { t } = useI18n();
  const { api } = usePortalSession();
  const load = useCallback(() => api.call(endpoints.enterprises.invitations, { body: {} }), [api]);
  const invitations = useRemoteData(load);
  const [error, setError] = useState<unknown>(null);
  const { reload } = invitations;
  useEffect(() => {
    if (props.version > 0) void reload();
  }, [props.version, reload]);

  const columns: TTableColumn<TInvitation>[] = [
    { key: 'mobile', title: t('mobile') },
    { key: 'roleName', title: t('role') },
    {
      key: 'status',
      title: t('invitationStatus'),
      render: (row) => <Badge variant="light">{t(INVITATION_STATUS_KEYS[row.status])}</Badge>,
    },
    { key: 'createdAt', title: t('invitedAt'), render: (row) => formatDate(row.createdAt, { time: true }) },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) =>
        row.status === 'PENDING' && (
          <ActionButton
            color="gray"
            onError={setError}
            action={async () => {
              setError(null);
              await api.call(endpoints.enterprises.cancelInvitation, { body: { invitationId: row.invitationId } });
              await reload();
            }}
          >
            {t('withdrawInvitation')}
          </ActionButton>
        ),
    },
  ];

  return (
    <Stack gap="xs">
      <Title order={5}>{t('invitationsTitle')}</Title>
      <ErrorAlert error={error} />
      <RemoteTable testId="invitations" data={invitations} columns={columns} rowKey={(row) => row.invitationId} />
    </Stack>
  );
}
