// The notice asking an individual who has not completed real-name verification to verify now or
// later (spec item R-screen-verify-later): shown after login while the active account is a personal one
// that is not verified; "later" is remembered for the session. Individuals cannot initiate or
// sign before verification, which the notice says.
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
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
  const due =
    user?.userOwnerType === 'OUTSIDE' && account?.accountType === 'PERSONAL' && account.authStatus !== 'AUTH' && !later;

  const postpone = () => {
    rememberVerifyLater();
    setLater(true);
  };

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
