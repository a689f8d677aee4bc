// The notice asking an individual who has not completed real-name verification to verify now or
// later (spec item R-screen-verify-later): shown after login while the active account is a personal one
// that is not verified; "later" is remembered for the session. Individuals cannot initiate or
// sign before verification, which the notice says. After "later" a banner stays on the page with
// a way back to verification, so nobody who postponed is left without one.
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { useI18n } from '../../i18n/i18n-context';
import { choseVerifyLater, rememberVerifyLater } from './verify-later-choice';

export function VerifyLaterNotice() {
  const { t } = useI18n();
  const { snapshot } = usePortalSession();
  const navigate = useNavigate();
  const [later, setLater] = useState(choseVerifyLater);
  const user = snapshot.loginUser ? snapshot.activeUser : undefined;
  const account = user?.activeAccount;
  // Internal staff sign nothing and are not asked.
  const unverified =
    user?.userOwnerType === 'OUTSIDE' && account?.accountType === 'PERSONAL' && account.authStatus !== 'AUTH';
  const due = unverified && !later;

  const postpone = () => {
    rememberVerifyLater();
    setLater(true);
  };

  if (unverified && later) {
    return (
      <Alert color="yellow" mb="md" data-testid="verify-pending-banner">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('verifyPendingBanner')}</Text>
          <Button size="xs" onClick={() => navigate('/auth/person')}>
            {t('verifyPendingAction')}
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <AppDialog opened={due} onClose={postpone} title={t('verifyNoticeTitle')}>
      <Stack gap="md" data-testid="verify-notice">
        <Text size="sm">{t('verifyNoticeText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={postpone}>
            {t('verifyLater')}
          </Button>
          <Button onClick={() => navigate('/auth/person')}>{t('verifyNow')}</Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
