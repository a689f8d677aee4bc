// /login and /loginInternal: password login with the picture captcha (spec §2, §5, §7).
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Card, Center, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { isAppError } from '@ecsign/core/errors';
import { ZTokenPair, type TUserOwnerType } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { PictureCaptcha } from '../../components/picture-captcha/picture-captcha';
import { usePictureCaptcha } from '../../components/picture-captcha/use-picture-captcha';
import { useI18n } from '../../i18n/i18n-context';
import { LanguageSelect } from '../../i18n/language-select';

export function LoginScreen(props: { userOwnerType: TUserOwnerType }) {
  const { userOwnerType } = props;
  const { t, language } = useI18n();
  const { api, signIn } = usePortalSession();
  const navigate = useNavigate();
  const captcha = usePictureCaptcha(api);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password || !captchaCode.trim()) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const tokens = await api.request(
        {
          method: 'POST',
          path: 'token/accessToken',
          noToken: true,
          ecType: 'login',
          json: {
            username: username.trim(),
            password,
            captchaKey: captcha.captcha?.captchaKey,
            captchaCode: captchaCode.trim(),
            userOwnerType,
          },
        },
        ZTokenPair,
      );
      await signIn(tokens);
      navigate('/home');
    } catch (caught) {
      setError(isAppError(caught) ? caught.userMessage(language) : String(caught));
      setCaptchaCode('');
      void captcha.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" bg="gray.0">
      <Card withBorder shadow="sm" radius="md" p="xl" w={400}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={3}>{userOwnerType === 'INSIDE' ? t('internalLogin') : t('systemName')}</Title>
              <LanguageSelect />
            </Group>
            {error && (
              <Alert color="red" role="alert" data-testid="login-error">
                {error}
              </Alert>
            )}
            <TextInput
              label={t('account')}
              placeholder={t('accountPlaceholder')}
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('password')}
              placeholder={t('passwordPlaceholder')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <PictureCaptcha controller={captcha} value={captchaCode} onChange={setCaptchaCode} />
            <Button type="submit" loading={busy} fullWidth>
              {t('login')}
            </Button>
            <Group justify="center">
              {userOwnerType === 'INSIDE' ? (
                <Anchor size="sm" onClick={() => navigate('/login')}>
                  {t('login')}
                </Anchor>
              ) : (
                <Anchor size="sm" onClick={() => navigate('/loginInternal')}>
                  {t('internalLogin')}
                </Anchor>
              )}
            </Group>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
