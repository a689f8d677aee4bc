// The user's accounts (GET cb/assemble/usercenter/account/list): personal first, then each
// enterprise, with the role and verification status; any other than the active one can be switched
// to (then /refresh fetches the user again).
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Loader, Stack, Table, Title } from '@mantine/core';
import { ENTERPRISE_ROLE_LABELS, isEnterpriseRole } from '@ecsign/core/guard';
import { endpoints } from '@ecsign/core/endpoints';
import { AUTH_STATUS_LABELS, type TAccountList } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useSwitchAccount } from '../../app/use-switch-account';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function AccountListCard() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const switchTo = useSwitchAccount();
  const [accounts, setAccounts] = useState<TAccountList | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.call(endpoints.account.accounts).then(
      (list) => live && setAccounts(list),
      (caught: unknown) => live && setError(caught),
    );
    return () => {
      live = false;
    };
  }, [api]);

  async function choose(accountId: string) {
    setSwitching(accountId);
    setError(null);
    try {
      await switchTo(accountId);
    } catch (caught) {
      setError(caught);
      setSwitching(null);
    }
  }

  return (
    <Card withBorder radius="md" p="lg" data-testid="account-list">
      <Stack gap="xs">
        <Title order={4}>{t('myAccounts')}</Title>
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error, language)}
          </Alert>
        ) : null}
        {!accounts && !error ? (
          <Loader size="sm" />
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th>{t('accountType')}</Table.Th>
                  <Table.Th>{t('realNameStatus')}</Table.Th>
                  <Table.Th>{t('role')}</Table.Th>
                  <Table.Th>{t('operation')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(accounts ?? []).map((account) => (
                  <Table.Tr key={account.accountId} data-testid={`account-${account.accountId}`}>
                    <Table.Td>{account.name}</Table.Td>
                    <Table.Td>
                      {t(account.accountType === 'ENTERPRISE' ? 'enterpriseAccount' : 'personalAccount')}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={account.authStatus === 'AUTH' ? 'green' : 'orange'} variant="light">
                        {AUTH_STATUS_LABELS[account.authStatus][language]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {isEnterpriseRole(account.role) ? ENTERPRISE_ROLE_LABELS[account.role][language] : '—'}
                    </Table.Td>
                    <Table.Td>
                      {account.active ? (
                        <Badge variant="outline">{t('currentAccount')}</Badge>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          loading={switching === account.accountId}
                          disabled={switching !== null}
                          onClick={() => void choose(account.accountId)}
                        >
                          {t('switchTo')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
