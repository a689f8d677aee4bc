// The enterprises the person belongs to (spec item F-enterprise-row: name, credit code,
// verification status, status, role, operation time), with switching the active account.
import { useCallback, useState } from 'react';
import { Badge, Button, Card, Stack, Title } from '@mantine/core';
import { ENABLE_STATE_LABELS, type TMyEnterpriseRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useSwitchAccount } from '../../app/use-switch-account';
import { AuthStatusBadge } from '../../components/auth-status-badge/auth-status-badge';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemoteTable } from '../../components/paged-table/remote-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import type { RemoteData } from '../../components/remote-data/use-remote-data';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';

export function MyEnterprisesCard(props: { enterprises: RemoteData<TMyEnterpriseRow[]> }) {
  const { enterprises } = props;
  const { t, language } = useI18n();
  const { snapshot } = usePortalSession();
  const switchTo = useSwitchAccount();
  const [switching, setSwitching] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const activeId = snapshot.activeUser?.activeAccount.accountId;

  const choose = useCallback(
    async (accountId: string) => {
      setSwitching(accountId);
      setError(null);
      try {
        await switchTo(accountId);
      } catch (caught) {
        setError(caught);
        setSwitching(null);
      }
    },
    [switchTo],
  );

  const columns: TTableColumn<TMyEnterpriseRow>[] = [
    { key: 'enterpriseName', title: t('enterpriseName') },
    { key: 'creditCode', title: t('creditCode') },
    { key: 'authStatus', title: t('verificationStatus'), render: (row) => <AuthStatusBadge status={row.authStatus} /> },
    {
      key: 'status',
      title: t('memberStatus'),
      render: (row) => (
        <Badge variant="light" color={row.status === 'ENABLE' ? 'green' : 'gray'}>
          {ENABLE_STATE_LABELS[row.status][language]}
        </Badge>
      ),
    },
    { key: 'roleName', title: t('role') },
    { key: 'operateTime', title: t('operateTime'), render: (row) => formatDate(row.operateTime, { time: true }) },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) =>
        row.accountId === activeId ? (
          <Badge variant="outline">{t('currentAccount')}</Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            disabled={switching !== null || row.status !== 'ENABLE'}
            loading={switching === row.accountId}
            onClick={() => void choose(row.accountId)}
          >
            {t('switchTo')}
          </Button>
        ),
    },
  ];

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={4}>{t('myEnterprises')}</Title>
        <ErrorAlert error={error} />
        <RemoteTable testId="my-enterprises" data={enterprises} columns={columns} rowKey={(row) => row.accountId} />
      </Stack>
    </Card>
  );
}
