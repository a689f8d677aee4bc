// The toolbar popup: header with the language switch, an alert for the last failure, and the
// login form or the logged-in account.
import { useCallback } from 'react';
import { Alert, Box, Center, Group, Loader, MantineProvider, Title } from '@mantine/core';
import { translate, type TMessageKey } from '@ecsign/core/i18n';
import { AccountPanel } from './account-panel';
import { LanguageSwitch } from './language-switch';
import { LoginForm } from './login-form';
import { noticeText } from './popup-notice';
import type { PopupPlatform } from './popup-platform';
import { usePopupSession } from './use-popup-session';

export const POPUP_WIDTH = 360;

export function PopupApp(props: { platform: PopupPlatform }) {
  const { platform } = props;
  const session = usePopupSession(platform);
  const { language, view, notice } = session;
  const t = useCallback(
    (key: TMessageKey, values?: Record<string, string>) => translate(language, key, values),
    [language],
  );

  return (
    <MantineProvider>
      <Box w={POPUP_WIDTH} p="md">
        <Group justify="space-between" wrap="nowrap" mb="md">
          <Title order={5}>{t('extensionTitle')}</Title>
          <LanguageSwitch language={language} onChange={session.setLanguage} label={t('language')} />
        </Group>
        {notice && (
          <Alert color="red" variant="light" mb="sm" withCloseButton onClose={() => session.setNotice(undefined)}>
            {noticeText(notice, language)}
          </Alert>
        )}
        {view.kind === 'loading' && (
          <Center py="xl">
            <Loader aria-label={t('loading')} />
          </Center>
        )}
        {view.kind === 'signed-out' && (
          <LoginForm
            platform={platform}
            connection={session.connection}
            onAddressChange={session.setAddress}
            onLogIn={session.logIn}
            language={language}
            t={t}
          />
        )}
        {view.kind === 'signed-in' && (
          <AccountPanel user={view.user} address={session.address} onLogOut={session.logOut} t={t} />
        )}
      </Box>
    </MantineProvider>
  );
}
