// /refresh: fetches the user's data again (after switching the active account, say) and goes
// back to ?redirect= (default /home), replacing this page in the history so Back skips it.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { isAppError } from '@ecsign/core/errors';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { useI18n } from '../../i18n/i18n-context';
import { safeRedirectPath } from './safe-redirect-path';

export function RefreshScreen() {
  const { t, language } = useI18n();
  const { refreshUser } = usePortalSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  // Once per visit: the session update re-renders this screen before it navigates away.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const target = safeRedirectPath(new URLSearchParams(search).get('redirect'));
    refreshUser().then(
      () => navigate(target, { replace: true }),
      (caught: unknown) => setError(isAppError(caught) ? caught.userMessage(language) : String(caught)),
    );
  }, [refreshUser, navigate, search, language]);

  return (
    <Center mih="60vh">
      {error ? (
        <Stack align="center" gap="sm">
          <Alert color="red" role="alert" data-testid="refresh-error">
            {error}
          </Alert>
          <Button onClick={() => navigate('/home', { replace: true })}>{t('backHome')}</Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" data-testid="refreshing">
          <Loader />
          <Text c="dimmed">{t('refreshingUser')}</Text>
        </Stack>
      )}
    </Center>
  );
}
