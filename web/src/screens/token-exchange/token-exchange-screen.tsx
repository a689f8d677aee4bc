// The pages where another system hands a login over (/loginTransfer, /singleSignOn,
// /authTokenBackPage): trade the one-time ticket the URL carries for a session (POST, body), store
// it, and continue to the page asked for, replacing this one in the history. A tab where someone
// is already logged in never switches person silently: when the ticket belongs to another user,
// the screen asks, and declining ends the new session and keeps the current one — a link sent by
// an attacker must not bind the victim's next steps (real-name verification) to the attacker's
// account. A refused hand-over shows the catalogue's text and the way back to the login page.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import type { TLoginUser } from '@ecsign/core/session';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { DEFAULT_REDIRECT } from '../refresh/safe-redirect-path';

export interface TokenExchange {
  tokens: Omit<TLoginUser, 'receivedAt'>;
  /** A portal path to continue at. */
  next: string;
}

export type TExchange = (api: ApiClient, params: URLSearchParams) => Promise<TokenExchange>;

interface PendingSwitch {
  exchanged: TokenExchange;
  current: string;
  incoming: string;
}

const displayName = (user: Pick<TLoggedUserInfo, 'name' | 'username'>) =>
  user.name ? `${user.name} (${user.username})` : user.username;

/** Calls made with the new session's own token, before (or instead of) it becomes the tab's. */
const asIncoming = (tokens: TokenExchange['tokens']) => ({
  noToken: true,
  headers: { Authorization: `Bearer ${tokens.access_token}` },
});

export function TokenExchangeScreen(props: { exchange: TExchange }) {
  const { exchange } = props;
  const { t, language } = useI18n();
  const { api, signIn, current } = usePortalSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<PendingSwitch | null>(null);
  // Once per visit: a ticket works once, and signing in re-renders this screen.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = async ({ tokens, next }: TokenExchange) => {
      await signIn(tokens);
      navigate(next, { replace: true });
    };
    exchange(api, new URLSearchParams(search))
      .then(async (exchanged) => {
        const session = current();
        const me = session.loginUser ? session.activeUser : undefined;
        if (!me) return finish(exchanged);
        const incoming = await api.call(endpoints.auth.loggedUserInfo, {}, asIncoming(exchanged.tokens));
        if (incoming.userId === me.userId) return finish(exchanged);
        setPending({ exchanged, current: displayName(me), incoming: displayName(incoming) });
      })
      .catch((caught: unknown) => setFailure(caught ?? new Error('exchange failed')));
  }, [exchange, api, search, signIn, current, navigate]);

  const decline = async (declined: PendingSwitch) => {
    // The ticket is spent; its session is ended so it cannot be used from here either.
    await api.call(endpoints.auth.logout, {}, asIncoming(declined.exchanged.tokens)).catch(() => undefined);
    navigate(DEFAULT_REDIRECT, { replace: true });
  };
  const accept = (accepted: PendingSwitch) =>
    signIn(accepted.exchanged.tokens)
      .then(() => navigate(accepted.exchanged.next, { replace: true }))
      .catch((caught: unknown) => setFailure(caught ?? new Error('sign-in failed')));

  return (
    <AuthCard title={t('login')}>
      {failure ? (
        <Stack gap="md">
          <Alert color="red" role="alert" data-testid="exchange-error">
            {errorText(failure, language)}
          </Alert>
          <Button onClick={() => navigate('/login', { replace: true })}>{t('backToLogin')}</Button>
        </Stack>
      ) : pending ? (
        <Stack gap="md" data-testid="switch-user-question">
          <Alert color="orange" role="alert">
            {t('handoverOtherUser', { current: pending.current, incoming: pending.incoming })}
          </Alert>
          <Group grow>
            <Button data-testid="switch-user-decline" onClick={() => void decline(pending)}>
              {t('handoverStayAs', { current: pending.current })}
            </Button>
            <Button variant="default" data-testid="switch-user-accept" onClick={() => void accept(pending)}>
              {t('handoverContinueAs', { incoming: pending.incoming })}
            </Button>
          </Group>
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
