// /home: who is logged in and as which account, the to-do and contract counters (spec item O-home-counters)
// (each leading to its file-manager tab), and the one inbox: every account's to-dos, acted on in place.
import { useCallback, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { AUTH_STATUS_LABELS, type TEveryAccountInbox } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { useI18n } from '../../i18n/i18n-context';
import { EveryAccountInbox } from './every-account-inbox';
import { HomeCounters } from './home-counters';

export function HomeScreen() {
  const { t, language } = useI18n();
  const { snapshot } = usePortalSession();
  const navigate = useNavigate();
  // The to-do counter counts every account's to-dos, as the inbox below lists them (one inbox).
  const [everyToDo, setEveryToDo] = useState<number | undefined>(undefined);
  const onInboxLoaded = useCallback((inbox: TEveryAccountInbox) => setEveryToDo(inbox.total), []);
  const user = snapshot.activeUser;
  // /home is open to visitors (spec item R-guard-open-paths): they are offered the login.
  if (!user) {
    return (
      <Stack gap="lg" align="flex-start">
        <Title order={2}>{t('systemName')}</Title>
        <Button onClick={() => navigate('/login')}>{t('login')}</Button>
      </Stack>
    );
  }
  const account = user.activeAccount;
  return (
    <Stack gap="lg">
      <Title order={2} data-testid="welcome">
        {t('welcome', { name: user.name })}
      </Title>
      <Card withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Text c="dimmed" size="sm">
            {t('activeAccount')}
          </Text>
          <Group gap="sm">
            <Text fw={600} data-testid="active-account">
              {account.name}
            </Text>
            <Badge variant="light">
              {t(account.accountType === 'ENTERPRISE' ? 'enterpriseAccount' : 'personalAccount')}
            </Badge>
            <Badge color={account.authStatus === 'AUTH' ? 'green' : 'orange'} variant="light">
              {AUTH_STATUS_LABELS[account.authStatus][language]}
            </Badge>
          </Group>
        </Stack>
      </Card>
      {account.authStatus === 'AUTH' && <HomeCounters toDo={everyToDo} />}
      <EveryAccountInbox scope="ALL" onLoaded={onInboxLoaded} />
    </Stack>
  );
}
