// /login and /loginInternal: password login with the picture captcha (spec §2, §5, §7).
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Image,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { isAppError } from '@ecsign/core/errors';
import { CLIENT_TEXTS } from '@ecsign/core/errors';
import { ZTokenPair, type TUserOwnerType } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { useI18n } from '../../i18n/i18n-context';
import { LanguageSelect } from '../../i18n/language-select';
import { usePictureCaptcha } from './use-picture-captcha';

export function LoginScreen(props: { userOwnerType: TUserOwnerType }) {
  const { userOwnerType } = props;
  const { t, language } = useI18n();
  const { api, signIn } = usePortalSession();
  const navigate = useNavigate();
  const { captcha, failed, refresh } = usePictureCaptcha(api);
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
            captchaKey: captcha?.captchaKey,
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
      void refresh();
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
            <Group align="end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('captcha')}
                placeholder={t('captchaPlaceholder')}
                maxLength={4}
                value={captchaCode}
                onChange={(event) => setCaptchaCode(event.currentTarget.value.toUpperCase())}
              />
              <UnstyledButton onClick={() => void refresh()} aria-label={t('captcha')} data-testid="captcha-image">
                {captcha ? (
                  <Image src={captcha.captchaImageBase64} w={120} h={40} alt={t('captcha')} />
                ) : (
                  <Text size="xs" c={failed ? 'red' : 'dimmed'} w={120}>
                    {failed ? CLIENT_TEXTS.captchaFetchFailed[language] : t('loading')}
                  </Text>
                )}
              </UnstyledButton>
            </Group>
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
