// /passwordResult/{result}/{type}: how a registration (REGIST) or a password reset (RESET) went.
// 200 is success; anything else a failure with the way back to the form. The button leads into
// the portal when the person is logged in (right after registering), else to the login page.
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import type { TMessageKey } from '@ecsign/core/i18n';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { useI18n } from '../../i18n/i18n-context';

interface ResultTexts {
  title: TMessageKey;
  text: TMessageKey;
  retryPath: string;
}

const OUTCOMES: Record<string, { success: ResultTexts; failure: ResultTexts }> = {
  REGIST: {
    success: { title: 'registerSucceeded', text: 'registerSucceededText', retryPath: '/register' },
    failure: { title: 'registerFailed', text: 'resultFailedText', retryPath: '/register' },
  },
  RESET: {
    success: { title: 'resetSucceeded', text: 'resetSucceededText', retryPath: '/resetPassword' },
    failure: { title: 'resetFailed', text: 'resultFailedText', retryPath: '/resetPassword' },
  },
};

export function PasswordResultScreen(props: { params: Record<string, string> }) {
  const { result, type } = props.params;
  const { t, language } = useI18n();
  const { snapshot } = usePortalSession();
  const navigate = useNavigate();
  const success = result === '200';
  const outcome = type ? OUTCOMES[type] : undefined;
  const texts = outcome ? (success ? outcome.success : outcome.failure) : undefined;
  const loggedIn = Boolean(snapshot.loginUser && snapshot.activeUser);
  return (
    <AuthCard title={texts ? t(texts.title) : ROUTE_TITLES.passwordResult[language]} testId="password-result">
      <Stack align="center" gap="md" data-result={success && texts ? 'success' : 'failure'}>
        <ThemeIcon size={64} radius="xl" color={success && texts ? 'green' : 'red'} variant="light">
          <Text fz={32} fw={700} aria-hidden>
            {success && texts ? '✓' : '✕'}
          </Text>
        </ThemeIcon>
        <Text ta="center" data-testid="result-text">
          {t(texts?.text ?? 'resultFailedText')}
        </Text>
        <Group>
          {texts && !success && (
            <Button variant="light" onClick={() => navigate(texts.retryPath, { replace: true })}>
              {t('retry')}
            </Button>
          )}
          {loggedIn && type === 'REGIST' ? (
            <Button onClick={() => navigate('/home', { replace: true })}>{t('enterSystem')}</Button>
          ) : (
            <Button onClick={() => navigate('/login', { replace: true })}>{t('login')}</Button>
          )}
        </Group>
      </Stack>
    </AuthCard>
  );
}
