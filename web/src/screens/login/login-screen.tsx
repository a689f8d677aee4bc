// /login and /loginInternal: password login (picture captcha or security check) and SMS login,
// as the interface settings allow; the language switch; links to registration, password reset
// and the other login page. After login the user goes on to ?redirect= or /home.
import { useState } from 'react';
import { Anchor, Group, Tabs, Text } from '@mantine/core';
import { API_PREFIX } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TTokenPair, TUserOwnerType } from '@ecsign/core/model';
import { useInterfaceSettings } from '../../app/interface-settings';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { PageLink } from '../../components/page-link/page-link';
import { useI18n } from '../../i18n/i18n-context';
import { safeRedirectPath } from '../refresh/safe-redirect-path';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

type TLoginTab = 'password' | 'sms';

export function LoginScreen(props: { userOwnerType: TUserOwnerType }) {
  const { userOwnerType } = props;
  const { t } = useI18n();
  const settings = useInterfaceSettings();
  const { signIn } = usePortalSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const smsEnabled = settings.option('LOGIN_SMS_ENABLED', true);
  // Password login stays available when both are switched off: nobody could log in otherwise.
  const passwordEnabled = settings.option('LOGIN_PASSWORD_ENABLED', true) || !smsEnabled;
  const [chosen, setChosen] = useState<TLoginTab>('password');
  const tab: TLoginTab = !passwordEnabled ? 'sms' : !smsEnabled ? 'password' : chosen;
  const internal = userOwnerType === 'INSIDE';

  async function loggedIn(tokens: TTokenPair) {
    await signIn(tokens);
    navigate(safeRedirectPath(new URLSearchParams(search).get('redirect')), { replace: true });
  }

  return (
    <AuthCard title={internal ? t('internalLogin') : t('login')} testId="login-card">
      {passwordEnabled && smsEnabled && (
        // Only the tab list: the form below is rendered alone, so no hidden form's labels linger.
        <Tabs value={tab} onChange={(value) => setChosen(value === 'sms' ? 'sms' : 'password')}>
          <Tabs.List grow>
            <Tabs.Tab value="password">{t('passwordLogin')}</Tabs.Tab>
            <Tabs.Tab value="sms">{t('smsLogin')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
      {tab === 'password' ? (
        <PasswordLoginForm userOwnerType={userOwnerType} onTokens={loggedIn} />
      ) : (
        <SmsLoginForm userOwnerType={userOwnerType} onTokens={loggedIn} />
      )}
      <Group justify="center" gap="xs">
        {!internal && settings.option('REGISTRATION_ENABLED', true) && (
          <>
            <PageLink to="/register">{t('registerLink')}</PageLink>
            <Text c="dimmed" size="sm">
              ·
            </Text>
          </>
        )}
        <PageLink to="/resetPassword">{t('forgotPassword')}</PageLink>
        <Text c="dimmed" size="sm">
          ·
        </Text>
        {internal ? (
          <PageLink to="/login">{t('externalLogin')}</PageLink>
        ) : (
          <PageLink to="/loginInternal">{t('internalLogin')}</PageLink>
        )}
      </Group>
      {/* Signed PDFs show as trusted in a reader once this root is trusted there. */}
      <Group justify="center">
        <Anchor
          size="xs"
          c="dimmed"
          href={`${API_PREFIX}${endpoints.pki.rootCertificate.path}`}
          download="ecsign-root.crt"
          data-testid="root-certificate"
        >
          {t('downloadRootCertificate')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
