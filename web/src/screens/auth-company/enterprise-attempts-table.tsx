// The caller's enterprise verifications, newest first: enterprise, registration number, first or
// re-verification, status and when; an open one can be continued.
import { Badge, Button, Table } from '@mantine/core';
import { AuthStatusBadge } from '../../components/auth-status-badge/auth-status-badge';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { isAttemptOpen, type TEnterpriseAuthState } from './attempt-open';

const ENDED_KEYS = { PASSED: 'attemptPassed', FAILED: 'attemptFailed', CANCELLED: 'attemptCancelled' } as const;

export function EnterpriseAttemptsTable(props: {
  attempts: readonly TEnterpriseAuthState[];
  selectedId: string | null;
  onSelect(verificationId: string): void;
}) {
  const { t } = useI18n();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder data-testid="enterprise-attempts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('enterpriseName')}</Table.Th>
            <Table.Th>{t('registrationNumber')}</Table.Th>
            <Table.Th>{t('verificationKind')}</Table.Th>
            <Table.Th>{t('verificationStatus')}</Table.Th>
            <Table.Th>{t('appliedAt')}</Table.Th>
            <Table.Th>{t('operation')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.attempts.map((attempt) => {
            const open = isAttemptOpen(attempt);
            return (
              <Table.Tr key={attempt.verificationId} data-testid={`attempt-${attempt.verificationId}`}>
                <Table.Td>{attempt.enterpriseName}</Table.Td>
                <Table.Td>{attempt.registrationNumber}</Table.Td>
                <Table.Td>{t(attempt.kind === 'REAUTH' ? 'kindReauth' : 'kindAuth')}</Table.Td>
                <Table.Td>
                  {open ? (
                    <AuthStatusBadge status={attempt.authStatus} />
                  ) : (
                    <Badge variant="light" color={attempt.attemptStatus === 'PASSED' ? 'green' : 'gray'}>
                      {t(ENDED_KEYS[attempt.attemptStatus as keyof typeof ENDED_KEYS])}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(attempt.createdAt, { time: true })}</Table.Td>
                <Table.Td>
                  {open && (
                    <Button
                      size="xs"
                      variant={props.selectedId === attempt.verificationId ? 'filled' : 'light'}
                      onClick={() => props.onSelect(attempt.verificationId)}
                    >
                      {t('continue')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
