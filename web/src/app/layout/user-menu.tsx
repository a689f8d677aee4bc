// The header's user menu: who is logged in and as which account, the other accounts to switch to,
// the account centre (when reachable) and logout.
import { useState } from 'react';
import { Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import type { TActiveUser } from '@ecsign/core/session';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../router';
import { useSwitchAccount } from '../use-switch-account';

export function UserMenu(props: { user: TActiveUser; accountCentre: boolean; onLogout(): void }) {
  const { user, accountCentre, onLogout } = props;
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const switchTo = useSwitchAccount();
  const [error, setError] = useState<string | null>(null);
  const account = user.activeAccount;
  const others = user.accounts.filter((candidate) => candidate.accountId !== account.accountId);
  const accountKind = (type: string) => t(type === 'ENTERPRISE' ? 'enterpriseAccount' : 'personalAccount');
  return (
    <Group gap="xs" wrap="nowrap">
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <Menu position="bottom-end" width={260} shadow="md">
        <Menu.Target>
          <UnstyledButton data-testid="user-menu">
            <Stack gap={0} align="flex-end" maw={{ base: 96, sm: 240 }}>
              <Text size="sm" fw={600} data-testid="header-user" truncate="end" maw="100%">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" data-testid="header-account" truncate="end" maw="100%">
                {account.name}
              </Text>
            </Stack>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('currentAccount')}</Menu.Label>
          <Group gap="xs" px="sm" pb="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {account.name}
            </Text>
            <Badge size="xs" variant="light">
              {accountKind(account.accountType)}
            </Badge>
          </Group>
          {others.length > 0 && (
            <>
              <Menu.Divider />
              <Menu.Label>{t('switchAccount')}</Menu.Label>
              {others.map((other) => (
                <Menu.Item
                  key={other.accountId}
                  rightSection={
                    <Badge size="xs" variant="light">
                      {accountKind(other.accountType)}
                    </Badge>
                  }
                  onClick={() => {
                    setError(null);
                    switchTo(other.accountId).catch((caught: unknown) => setError(errorText(caught, language)));
                  }}
                >
                  {other.name}
                </Menu.Item>
              ))}
            </>
          )}
          <Menu.Divider />
          {accountCentre && (
            <Menu.Item onClick={() => navigate('/account/index')}>{ROUTE_TITLES.accountCenter[language]}</Menu.Item>
          )}
          <Menu.Item color="red" onClick={onLogout} data-testid="user-menu-logout">
            {t('logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
