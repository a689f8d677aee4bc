// A verified person: the verified name, the masked ID number, when, and the certificate the
// platform CA issued; cancelling the verification (which revokes the certificate) asks first.
import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPersonAuthState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';

const CERTIFICATE_STATUS_KEYS = {
  PENDING: 'certificatePending',
  ISSUED: 'certificateIssued',
  REVOKED: 'certificateRevoked',
} as const;

export function PersonVerifiedCard(props: { state: TPersonAuthState; onChanged(state: TPersonAuthState): void }) {
  const { state, onChanged } = props;
  const { t } = useI18n();
  const { api } = usePortalSession();
  const [confirming, setConfirming] = useState(false);
  const certificate = state.certificate;
  const rows: [string, string, string][] = [
    [t('realName'), state.name ?? '', 'verified-name'],
    [t('idCardNumber'), state.idNumberMasked ?? '', 'verified-id-number'],
    [t('verifiedAt'), state.verifiedAt ? formatDate(state.verifiedAt, { time: true }) : '', 'verified-at'],
    [
      t('certificate'),
      certificate ? `${certificate.serialNumber} · ${t(CERTIFICATE_STATUS_KEYS[certificate.status])}` : t('notSet'),
      'verified-certificate',
    ],
  ];
  return (
    <Stack gap="md" data-testid="person-verified">
      <Table variant="vertical" withTableBorder maw={560}>
        <Table.Tbody>
          {rows.map(([label, value, testId]) => (
            <Table.Tr key={testId}>
              <Table.Th w={160}>{label}</Table.Th>
              <Table.Td data-testid={testId}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="light" color="red" onClick={() => setConfirming(true)}>
          {t('revokeVerification')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('revokeVerificationHint')}
      </Text>
      <ConfirmDialog
        opened={confirming}
        title={t('revokeVerification')}
        confirmLabel={t('revokeVerification')}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={async () => onChanged(await api.call(endpoints.verification.personRevoke))}
      >
        {t('revokeVerificationConfirm')}
      </ConfirmDialog>
    </Stack>
  );
}
