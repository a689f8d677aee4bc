// The account centre's sign password: whether one is set (and locked after wrong tries), and the
// form to set or change it — the login password proves the person, the six digits are typed twice.
// Signing (/fileSign/fileSign) accepts it instead of an SMS code.
import { useCallback, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

const SIX_DIGITS = /^\d{6}$/;

export function SignPasswordCard() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const status = useRemoteData(useCallback(() => api.call(endpoints.contracts.signPasswordStatus), [api]));
  const [loginPassword, setLoginPassword] = useState('');
  const [signPassword, setSignPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!loginPassword) return setProblem(t('required'));
    if (!SIX_DIGITS.test(signPassword)) return setProblem(t('signPasswordFormat'));
    if (again !== signPassword) return setProblem(t('passwordMismatch'));
    setProblem(null);
    setBusy(true);
    try {
      await api.call(endpoints.contracts.setSignPassword, { body: { loginPassword, signPassword } });
      setLoginPassword('');
      setSignPassword('');
      setAgain('');
      setSaved(true);
      await status.reload();
    } catch (caught) {
      setProblem(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  const isSet = status.data?.set ?? false;
  const lockedUntil = status.data?.lockedUntil;
  return (
    <Card withBorder radius="md" p="lg" data-testid="sign-password-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('signPasswordTitle')}</Title>
          {status.data ? (
            <Badge color={isSet ? 'green' : 'gray'} data-testid="sign-password-state">
              {isSet ? t('signPasswordStateSet') : t('signPasswordStateUnset')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('signPasswordIntro')}
        </Text>
        {status.error ? <Alert color="red">{errorText(status.error, language)}</Alert> : null}
        {lockedUntil ? (
          <Alert color="orange">{t('signPasswordLockedUntil', { time: new Date(lockedUntil).toLocaleString() })}</Alert>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('signPasswordLoginPassword')}
              autoComplete="current-password"
              value={loginPassword}
              onChange={(event) => setLoginPassword(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('signPasswordNew')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="new-password"
              value={signPassword}
              onChange={(event) => setSignPassword(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('signPasswordAgain')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="new-password"
              value={again}
              onChange={(event) => setAgain(event.currentTarget.value)}
            />
            {problem ? (
              <Alert color="red" role="alert" data-testid="sign-password-problem">
                {problem}
              </Alert>
            ) : null}
            {saved ? <Alert color="green">{t('signPasswordSaved')}</Alert> : null}
            <Button type="submit" loading={busy} data-testid="sign-password-submit">
              {isSet ? t('signPasswordChange') : t('signPasswordSet')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
