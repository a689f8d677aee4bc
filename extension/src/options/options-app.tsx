// The options page: the ecsign server the extension works with. Saving asks for access to a new
// host (see saveServerAddress) and remembers the address, which the popup reads when it opens.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Container, MantineProvider, Stack, Text, TextInput, Title } from '@mantine/core';
import { readableText } from '@ecsign/ui/theme';
import { extensionTheme } from '../extension-theme';
import { DEFAULT_LANGUAGE, translate, type TLanguage, type TMessageKey } from '@ecsign/core/i18n';
import { createServerConnection } from '../connection/create-server-connection';
import type { ExtensionPlatform } from '../extension-platform';
import { saveServerAddress, type TSaveServerResult } from './save-server-address';

export function OptionsApp(props: { platform: ExtensionPlatform }) {
  const { platform } = props;
  const [language, setLanguage] = useState<TLanguage>(DEFAULT_LANGUAGE);
  const [addressText, setAddressText] = useState('');
  const [result, setResult] = useState<TSaveServerResult | undefined>();
  const [busy, setBusy] = useState(false);
  const t = useCallback((key: TMessageKey) => translate(language, key), [language]);

  useEffect(() => {
    let open = true;
    void Promise.all([platform.store.getLanguage(), platform.serverAddress.load()]).then(([stored, address]) => {
      if (!open) return;
      setLanguage(stored);
      setAddressText(address);
    });
    return () => {
      open = false;
    };
  }, [platform]);

  const logOutOf = useCallback(
    async (address: string) => {
      if (!(await platform.store.get('loginUser'))) return false;
      const connection = createServerConnection({
        address,
        fetch: platform.fetch,
        store: platform.store,
        getLanguage: () => language,
        now: platform.now,
      });
      await connection.logOut();
      return true;
    },
    [platform, language],
  );

  function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    // Called straight from the click, so that Chrome can show its permission prompt.
    void saveServerAddress({
      input: addressText,
      permissions: platform.permissions,
      memory: platform.serverAddress,
      logOutOf,
    })
      .then((saved) => {
        setResult(saved);
        if (saved.kind === 'saved') setAddressText(saved.address);
      })
      .finally(() => setBusy(false));
  }

  return (
    <MantineProvider theme={extensionTheme} cssVariablesResolver={readableText}>
      <Container size={520} py="xl">
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <Title order={3}>{t('optionsTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('optionsServerHint')}
            </Text>
            <TextInput
              label={t('serverUrl')}
              value={addressText}
              onChange={(event) => {
                setAddressText(event.currentTarget.value);
                setResult(undefined);
              }}
              error={result?.kind === 'invalid' ? t('serverUrlInvalid') : undefined}
              placeholder="https://sign.example.com"
              autoComplete="url"
              inputMode="url"
            />
            <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
              {t('save')}
            </Button>
            {result?.kind === 'saved' && (
              <Alert color="green" variant="light" role="status">
                {t(result.loggedOut ? 'serverChangedLoggedOut' : 'saved')}
              </Alert>
            )}
            {result?.kind === 'denied' && (
              <Alert color="red" variant="light" role="alert">
                {t('serverAccessDenied')}
              </Alert>
            )}
          </Stack>
        </form>
      </Container>
    </MantineProvider>
  );
}
