// The popup's password login: account, password, and a captcha — the picture captcha, or, as
// the alternative the user may switch to, the security check (slider puzzle) in a popup, whose
// verification goes to token/accessToken instead of the picture's key and code.
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { TLanguage, TMessageKey } from '@ecsign/core/i18n';
import { SecurityCheckPopup } from '@ecsign/ui/captcha';
import type { ServerConnection, TPasswordCredentials } from '../connection/create-server-connection';
import type { ExtensionPlatform } from '../extension-platform';
import { CaptchaHint } from './captcha-hint';
import { CaptchaPicture } from './captcha-picture';
import { POPUP_CAPTCHA_WIDTH } from './popup-captcha-width';
import { usePictureCaptcha } from './use-picture-captcha';

type TField = 'username' | 'password' | 'captchaCode';
export type TCaptchaMode = 'picture' | 'slider';

export function LoginForm(props: {
  platform: ExtensionPlatform;
  connection: ServerConnection;
  onLogIn: (credentials: TPasswordCredentials) => Promise<boolean>;
  language: TLanguage;
  t: (key: TMessageKey) => string;
}) {
  const { platform, connection, onLogIn, language, t } = props;
  const captcha = usePictureCaptcha({ connection, permissions: platform.permissions, now: platform.now });
  const [mode, setMode] = useState<TCaptchaMode>('picture');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [missing, setMissing] = useState<ReadonlySet<TField>>(new Set());
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);

  function logIn(credentials: TPasswordCredentials) {
    setBusy(true);
    void onLogIn(credentials).then((loggedIn) => {
      setBusy(false);
      if (loggedIn || mode === 'slider') return;
      // A captcha can be tried once: the failed attempt used it up.
      setCaptchaCode('');
      captcha.renew();
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const values = { username: username.trim(), password, captchaCode: mode === 'picture' ? captchaCode.trim() : '-' };
    const empty = new Set((Object.keys(values) as TField[]).filter((field) => !values[field]));
    setMissing(empty);
    if (mode === 'slider') {
      if (empty.size === 0) setChecking(true);
      return;
    }
    if (captcha.state.kind === 'needs-access') {
      captcha.connect();
      return;
    }
    if (empty.size > 0 || captcha.state.kind !== 'ready') return;
    logIn({ ...values, captchaKey: captcha.state.captcha.captchaKey });
  }

  const requiredError = (field: TField) => (missing.has(field) ? t('required') : undefined);
  return (
    <form onSubmit={submit} noValidate data-testid="password-login">
      <Stack gap="sm">
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
        {mode === 'picture' ? (
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
        ) : (
          <Text size="xs" c="dimmed">
            {t('securityCheckNotice')}
          </Text>
        )}
        <Anchor
          component="button"
          type="button"
          size="xs"
          ta="left"
          onClick={() => setMode(mode === 'picture' ? 'slider' : 'picture')}
        >
          {t(mode === 'picture' ? 'useSliderCheck' : 'usePictureCaptcha')}
        </Anchor>
        <Button type="submit" loading={busy} fullWidth>
          {t('login')}
        </Button>
      </Stack>
      <SecurityCheckPopup
        opened={checking}
        captchaType="blockPuzzle"
        service={connection.behaviourCaptcha}
        displayWidth={POPUP_CAPTCHA_WIDTH}
        onSuccess={(captchaVerification) => logIn({ username: username.trim(), password, captchaVerification })}
        onClose={() => setChecking(false)}
      />
    </form>
  );
}
