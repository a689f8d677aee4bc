// Who is logged in: the user's name, the account they act as (enterprise or personal), the
// server, and the way out.
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import type { TLoggedUserInfo } from '@ecsign/core/model';

export function AccountPanel(props: {
  user: TLoggedUserInfo;
  address: string;
  onLogOut: () => Promise<void>;
  t: (key: TMessageKey, values?: Record<string, string>) => string;
}) {
  const { user, address, onLogOut, t } = props;
  const [busy, setBusy] = useState(false);
  const account = user.activeAccount;

  function logOut() {
    setBusy(true);
    void onLogOut().finally(() => setBusy(false));
  }

  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} size="lg" data-testid="user-name">
          {t('welcome', { name: user.name })}
        </Text>
        <Text size="xs" c="dimmed">
          {user.username}
        </Text>
      </div>
      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed">
          {t('activeAccount')}
        </Text>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500} truncate data-testid="active-account">
            {account.name}
          </Text>
          <Badge
            variant="light"
            color={account.accountType === 'ENTERPRISE' ? 'blue' : 'teal'}
            style={{ flexShrink: 0 }}
          >
            {t(account.accountType === 'ENTERPRISE' ? 'enterpriseAccount' : 'personalAccount')}
          </Badge>
        </Group>
      </Paper>
      <Text size="xs" c="dimmed" truncate>
        {t('serverUrl')}: {address}
      </Text>
      <Button variant="light" color="red" fullWidth loading={busy} onClick={logOut}>
        {t('logout')}
      </Button>
    </Stack>
  );
}
