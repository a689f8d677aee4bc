// The toolbar popup: header with the language switch, an alert for the last failure, and the
// login (password or SMS, against the server chosen in the options page) or the logged-in account.
import { useCallback, useMemo } from 'react';
import { Alert, Anchor, Box, Center, Group, Loader, MantineProvider, Tabs, Text, Title } from '@mantine/core';
import { readableText } from '@ecsign/ui/theme';
import { extensionTheme } from '../extension-theme';
import { translate, type TMessageKey } from '@ecsign/core/i18n';
import { UiTextsProvider } from '@ecsign/ui/texts';
import { browser } from 'wxt/browser';
import type { ExtensionPlatform } from '../extension-platform';
import { AccountPanel } from './account-panel';
import { LanguageSwitch } from './language-switch';
import { LoginForm } from './login-form';
import { noticeText } from './popup-notice';
import { SmsLoginForm } from './sms-login-form';
import { REFRESH_BADGE_MESSAGE } from '../badge/refresh-badge-message';
import { interruptedSigningMemory } from './interrupted-signing';
import { createPopupSigningClient } from './popup-signing-client';
import { createTodoClient } from './todo-client';
import { TodoPanel } from './todo-panel';
import { usePopupSession } from './use-popup-session';
import { VerifyResultsPanel } from './verify-results-panel';

export const POPUP_WIDTH = 360;

export function PopupApp(props: { platform: ExtensionPlatform }) {
  const { platform } = props;
  const session = usePopupSession(platform);
  const { language, view, notice } = session;
  const t = useCallback(
    (key: TMessageKey, values?: Record<string, string | number>) => translate(language, key, values),
    [language],
  );
  // The shared parts (@ecsign/ui: the security check, the send-code button) speak the popup's language.
  const texts = useMemo(() => ({ language, t }), [language, t]);
  const todoClient = useMemo(
    () =>
      createTodoClient({
        address: session.address,
        fetch: platform.fetch,
        store: platform.store,
        getLanguage: () => language,
        now: platform.now,
      }),
    [platform, session.address, language],
  );
  const signingClient = useMemo(
    () =>
      createPopupSigningClient({
        address: session.address,
        fetch: platform.fetch,
        store: platform.store,
        getLanguage: () => language,
        now: platform.now,
      }),
    [platform, session.address, language],
  );
  // In the browser session's storage: a signing interrupted by closing the popup is told once.
  const interrupted = useMemo(() => interruptedSigningMemory(browser.storage.session ?? browser.storage.local), []);
  const refreshBadge = useCallback(
    () => void browser.runtime.sendMessage(REFRESH_BADGE_MESSAGE).catch(() => undefined),
    [],
  );
  const openTab = useCallback((url: string) => void browser.tabs.create({ url }), []);

  return (
    <MantineProvider theme={extensionTheme} cssVariablesResolver={readableText}>
      <UiTextsProvider value={texts}>
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
              <Loader role="status" aria-label={t('loading')} />
            </Center>
          )}
          {view.kind === 'signed-out' && (
            <>
              <Group gap="xs" justify="space-between" wrap="nowrap" mb="xs">
                <Text size="xs" c="dimmed" truncate data-testid="server-address">
                  {t('serverUrl')}: {session.address}
                </Text>
                <Anchor component="button" type="button" size="xs" onClick={platform.openOptions}>
                  {t('settings')}
                </Anchor>
              </Group>
              {/* Remounted per server, so a form never mixes a captcha of one server with another. */}
              <Tabs defaultValue="password" key={session.address}>
                <Tabs.List grow mb="sm">
                  <Tabs.Tab value="password">{t('passwordLogin')}</Tabs.Tab>
                  <Tabs.Tab value="sms">{t('smsLogin')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="password">
                  <LoginForm
                    platform={platform}
                    connection={session.connection}
                    onLogIn={session.logIn}
                    language={language}
                    t={t}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="sms">
                  <SmsLoginForm
                    onSendCode={session.sendSmsCode}
                    captchaService={session.connection.behaviourCaptcha}

                    onLogIn={session.logInWithSms}
                    now={platform.now}
                    t={t}
                  />
                </Tabs.Panel>
              </Tabs>
            </>
          )}
          {view.kind === 'signed-in' && (
            <>
              <AccountPanel user={view.user} address={session.address} onLogOut={session.logOut} t={t} />
              <TodoPanel
                client={todoClient}
                signing={signingClient}
                interrupted={interrupted}
                language={language}
                t={t}
                openTab={openTab}
                onLoaded={refreshBadge}
              />
            </>
          )}
          <VerifyResultsPanel platform={platform} t={t} language={language} />
        </Box>
      </UiTextsProvider>
    </MantineProvider>
  );
}
