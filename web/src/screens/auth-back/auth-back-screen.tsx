// /authBackPage: where the provider's face check returns the person (the sandbox provider too).
// The signed result in the query goes to POST cb/assemble/auth/authBackPage exactly once; the page
// shows the outcome — verified, or the catalogue's reason (failed, forged or expired result) — and
// goes on to the verification page it came from, with the session's user fetched again.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TAuthBackRequest, TAuthBackResult } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { faceReturnPath } from './face-return';

type TOutcome = { kind: 'pending' } | { kind: 'passed'; result: TAuthBackResult } | { kind: 'failed'; error: unknown };

export function AuthBackScreen() {
  const { t, language } = useI18n();
  const { api, snapshot, refreshUser } = usePortalSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<TOutcome>({ kind: 'pending' });
  // The result is single-use: a second post (a re-render, React's strict mode) would be refused.
  const posted = useRef(false);
  const loggedIn = Boolean(snapshot.loginUser);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    // The provider's query as it came: the server checks each field and the signature.
    const query = Object.fromEntries(new URLSearchParams(search)) as TAuthBackRequest;
    api.call(endpoints.verification.authBack, { body: query }, { noToken: true }).then(
      async (result) => {
        if (loggedIn) await refreshUser().catch(() => undefined);
        setOutcome({ kind: 'passed', result });
      },
      (error: unknown) => setOutcome({ kind: 'failed', error }),
    );
  }, [api, search, loggedIn, refreshUser]);

  const next = faceReturnPath(outcome.kind === 'passed' ? outcome.result.subjectType : undefined);
  const goOn = () => navigate(loggedIn ? next : '/login', { replace: true });

  return (
    <AuthCard title={t('authBackTitle')} testId="auth-back">
      {outcome.kind === 'pending' && (
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{t('authBackChecking')}</Text>
        </Stack>
      )}
      {outcome.kind === 'passed' && (
        <Alert color="green" role="status" data-testid="auth-back-outcome" data-outcome="passed">
          {t(outcome.result.subjectType === 'ENTERPRISE' ? 'authBackEnterprisePassed' : 'authBackPersonPassed')}
        </Alert>
      )}
      {outcome.kind === 'failed' && (
        <Alert color="red" role="alert" data-testid="auth-back-outcome" data-outcome="failed">
          {errorText(outcome.error, language)}
        </Alert>
      )}
      {outcome.kind !== 'pending' && (
        <Button fullWidth onClick={goOn}>
          {loggedIn ? t(outcome.kind === 'passed' ? 'continue' : 'backToVerification') : t('login')}
        </Button>
      )}
    </AuthCard>
  );
}
