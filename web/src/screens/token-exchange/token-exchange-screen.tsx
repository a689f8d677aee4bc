// The pages where another system hands a login over (/loginTransfer, /singleSignOn,
// /authTokenBackPage): trade what the URL carries for a session once, store it, and continue to
// the page asked for, replacing this one in the history (its URL holds a one-time secret). A
// refused hand-over shows the catalogue's text and the way back to the login page.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { ApiClient } from '@ecsign/core/api';
import type { TLoginUser } from '@ecsign/core/session';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export interface TokenExchange {
  tokens: Omit<TLoginUser, 'receivedAt'>;
  /** A portal path to continue at. */
  next: string;
}

export type TExchange = (api: ApiClient, params: URLSearchParams) => Promise<TokenExchange>;

export function TokenExchangeScreen(props: { exchange: TExchange }) {
  const { exchange } = props;
  const { t, language } = useI18n();
  const { api, signIn } = usePortalSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failure, setFailure] = useState<unknown>(null);
  // Once per visit: a ticket works once, and signing in re-renders this screen.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    exchange(api, new URLSearchParams(search))
      .then(async ({ tokens, next }) => {
        await signIn(tokens);
        navigate(next, { replace: true });
      })
      .catch((caught: unknown) => setFailure(caught ?? new Error('exchange failed')));
  }, [exchange, api, search, signIn, navigate]);

  return (
    <AuthCard title={t('login')}>
      {failure ? (
        <Stack gap="md">
          <Alert color="red" role="alert" data-testid="exchange-error">
            {errorText(failure, language)}
          </Alert>
          <Button onClick={() => navigate('/login', { replace: true })}>{t('backToLogin')}</Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" data-testid="exchanging">
          <Loader />
          <Text c="dimmed">{t('signingIn')}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
