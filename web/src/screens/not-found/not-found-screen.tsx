// Any path the portal does not know (spec item R-not-found: any other path shows a not-found screen).
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../app/router';

export function NotFoundScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Center mih="70vh">
      <Stack align="center" gap="sm" data-testid="not-found">
        <Title order={1} c="dimmed" fz={72}>
          404
        </Title>
        <Title order={2}>{t('notFoundTitle')}</Title>
        <Text c="dimmed">{t('notFoundText')}</Text>
        <Button onClick={() => navigate('/home')}>{t('backHome')}</Button>
      </Stack>
    </Center>
  );
}
