// Shown instead of any page while the user's password is marked unsafe (spec item V-password: a password judged
// unsafe at login demands a new one): the password change with the strength box, or logging out.
// Once the server accepts the new password the user data no longer carries the mark and the page
// the user asked for appears.
import { Anchor, Group, Text } from '@mantine/core';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { useI18n } from '../../i18n/i18n-context';
import { ChangePasswordForm } from '../account/change-password-form';

export function SetPasswordScreen() {
  const { t } = useI18n();
  const { snapshot, signOut } = usePortalSession();
  const navigate = useNavigate();
  const loginPage = snapshot.activeUser?.userOwnerType === 'INSIDE' ? '/loginInternal' : '/login';
  return (
    <AuthCard title={t('setNewPasswordTitle')} testId="set-password">
      <Text size="sm" c="dimmed">
        {t('setNewPasswordText')}
      </Text>
      <ChangePasswordForm />
      <Group justify="center">
        <Anchor
          size="sm"
          component="button"
          type="button"
          onClick={() => void signOut().then(() => navigate(loginPage, { replace: true }))}
        >
          {t('logout')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
