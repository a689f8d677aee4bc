// The layout shell of spec §2: header with the system name, the user and language, then the
// screen. Routes marked "headers hidden" render without the header.
import type { ReactNode } from 'react';
import { AppShell, Button, Group, Text } from '@mantine/core';
import { usePortalSession } from '../portal-session';
import { useI18n } from '../../i18n/i18n-context';
import { LanguageSelect } from '../../i18n/language-select';
import { useNavigate } from '../router';

export function ShellLayout(props: { hideHeader: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const { snapshot, signOut } = usePortalSession();
  const navigate = useNavigate();
  const user = snapshot.activeUser;
  return (
    <AppShell header={props.hideHeader ? undefined : { height: 56 }} padding="lg">
      {!props.hideHeader && (
        <AppShell.Header>
          <Group h="100%" px="lg" justify="space-between">
            <Text fw={700} c="red.8" style={{ cursor: 'pointer' }} onClick={() => navigate('/home')}>
              {t('systemName')}
            </Text>
            <Group gap="sm">
              <LanguageSelect />
              {user && (
                <>
                  <Text size="sm" data-testid="header-user">
                    {user.name}
                  </Text>
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => {
                      const loginPage = user.userOwnerType === 'INSIDE' ? '/loginInternal' : '/login';
                      void signOut().then(() => navigate(loginPage, { replace: true }));
                    }}
                  >
                    {t('logout')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </AppShell.Header>
      )}
      <AppShell.Main>{props.children}</AppShell.Main>
    </AppShell>
  );
}
