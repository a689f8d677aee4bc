// The popup's login form: server address, account, password and picture captcha.
// Changing the address loads a captcha from the new server before anyone can log in there.
import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { TLanguage, TMessageKey } from '@ecsign/core/i18n';
import type { ServerConnection, TPasswordCredentials } from '../connection/create-server-connection';
import { normalizeServerAddress } from '../connection/normalize-server-address';
import { CaptchaHint } from './captcha-hint';
import { CaptchaPicture } from './captcha-picture';
import type { PopupPlatform } from './popup-platform';
import { usePictureCaptcha } from './use-picture-captcha';

type TField = 'username' | 'password' | 'captchaCode';

export function LoginForm(props: {
  platform: PopupPlatform;
  connection: ServerConnection;
  onAddressChange: (address: string) => void;
  onLogIn: (credentials: TPasswordCredentials) => Promise<boolean>;
  language: TLanguage;
  t: (key: TMessageKey) => string;
}) {
  const { platform, connection, onAddressChange, onLogIn, language, t } = props;
  const captcha = usePictureCaptcha({ connection, permissions: platform.permissions, now: platform.now });
  const [addressText, setAddressText] = useState(connection.address);
  const [addressInvalid, setAddressInvalid] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [missing, setMissing] = useState<ReadonlySet<TField>>(new Set());
  const [busy, setBusy] = useState(false);

  /** Takes the typed address; answers whether it is the one the captcha was loaded from. */
  function commitAddress(): boolean {
    const address = normalizeServerAddress(addressText);
    setAddressInvalid(!address);
    if (!address) return false;
    setAddressText(address);
    if (address === connection.address) return true;
    setCaptchaCode('');
    onAddressChange(address);
    return false;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !commitAddress()) return;
    const values = { username: username.trim(), password, captchaCode: captchaCode.trim() };
    const empty = new Set((Object.keys(values) as TField[]).filter((field) => !values[field]));
    setMissing(empty);
    if (captcha.state.kind === 'needs-access') {
      captcha.connect();
      return;
    }
    if (empty.size > 0 || captcha.state.kind !== 'ready') return;
    setBusy(true);
    void onLogIn({ ...values, captchaKey: captcha.state.captcha.captchaKey }).then((loggedIn) => {
      setBusy(false);
      if (loggedIn) return;
      // A captcha can be tried once: the failed attempt used it up.
      setCaptchaCode('');
      captcha.renew();
    });
  }

  const requiredError = (field: TField) => (missing.has(field) ? t('required') : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('serverUrl')}
          value={addressText}
          onChange={(event) => setAddressText(event.currentTarget.value)}
          onBlur={() => commitAddress()}
          error={addressInvalid ? t('serverUrlInvalid') : undefined}
          autoComplete="url"
          inputMode="url"
        />
        <TextInput
          label={t('account')}
          placeholder={t('accountPlaceholder')}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={requiredError('username')}
          autoComplete="username"
        />
        <PasswordInput
          label={t('password')}
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={requiredError('password')}
          autoComplete="current-password"
        />
        <Stack gap={4}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('captcha')}
              placeholder={t('captchaPlaceholder')}
              value={captchaCode}
              onChange={(event) => setCaptchaCode(event.currentTarget.value)}
              error={missing.has('captchaCode')}
              maxLength={4}
              autoComplete="off"
            />
            <CaptchaPicture captcha={captcha} t={t} />
          </Group>
          {missing.has('captchaCode') ? (
            <Text size="xs" c="red">
              {t('required')}
            </Text>
          ) : (
            <CaptchaHint captcha={captcha} language={language} t={t} />
          )}
        </Stack>
        <Button type="submit" loading={busy} fullWidth>
          {t('login')}
        </Button>
      </Stack>
    </form>
  );
}
