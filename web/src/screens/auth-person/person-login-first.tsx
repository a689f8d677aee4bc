// What an anonymous visitor of /auth/person or /single/auth/person sees (spec item R-guard-open-paths):
// the page is open but verifying needs an account. Nothing is asked of the server here, because a
// 401 would count as an expired session and throw the visitor to /login without the page's
// ?redirect=; the login link instead comes back to this very page, its own ?redirect= kept.
import { Button, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from '../../app/router';
import { useI18n } from '../../i18n/i18n-context';

export function PersonLoginFirst(props: { single: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { search } = useLocation();
  const here = `${props.single ? '/single/auth/person' : '/auth/person'}${search}`;
  return (
    <Stack gap="md" align="flex-start" data-testid="auth-person">
      <Title order={3}>{t('personAuthTitle')}</Title>
      <Text>{t('personAuthLoginFirst')}</Text>
      <Button onClick={() => navigate(`/login?redirect=${encodeURIComponent(here)}`)}>{t('login')}</Button>
    </Stack>
  );
}
