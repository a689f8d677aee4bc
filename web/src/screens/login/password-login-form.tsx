// The password tab of the login page: account, password and the captcha — the picture captcha, or
// after a failed login in this tab the security-check popup (see useLoginCheckMode). Each failure
// shows the catalogue's text next to the field it concerns.
import { useMemo, useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { TTokenPair, TUserOwnerType } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { PictureCaptcha } from '../../components/picture-captcha/picture-captcha';
import { usePictureCaptcha } from '../../components/picture-captcha/use-picture-captcha';
import { createCaptchaService, SecurityCheckPopup } from '@ecsign/ui/captcha';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { loginWithPassword } from './login-with-password';
import { useLoginCheckMode } from './use-login-check-mode';

type TField = 'username' | 'password' | 'captcha';

const ERRORS: ErrorRoutes<TField> = {
  codes: {
    WRONG_CREDENTIALS: 'password',
    ACCOUNT_OR_PASSWORD_WRONG: 'password',
    ACCOUNT_LOCKED: 'username',
    USER_NOT_FOUND: 'username',
    CAPTCHA_FAILED: 'captcha',
    CAPTCHA_EXPIRED: 'captcha',
  },
  paths: { username: 'username', password: 'password', captchaKey: 'captcha', captchaCode: 'captcha' },
};

export function PasswordLoginForm(props: {
  userOwnerType: TUserOwnerType;
  onTokens(tokens: TTokenPair): Promise<void>;
}) {
  const { userOwnerType, onTokens } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const captcha = usePictureCaptcha(api);
  const captchaService = useMemo(() => createCaptchaService(api), [api]);
  const { mode, escalate } = useLoginCheckMode();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(ERRORS);

  async function logIn(proof: { captchaKey?: string; captchaCode?: string; captchaVerification?: string }) {
    setBusy(true);
    try {
      const tokens = await loginWithPassword(api, { username: username.trim(), password, userOwnerType, ...proof });
      await onTokens(tokens);
    } catch (caught) {
      fail(caught);
      escalate();
      setCaptchaCode('');
      void captcha.refresh();
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = check({
      username: fieldProblem('required', username, language),
      password: fieldProblem('required', password, language),
      captcha: mode === 'picture' ? fieldProblem('captcha', captchaCode, language) : undefined,
    });
    if (!valid) return;
    if (mode === 'securityCheck') setChecking(true);
    else void logIn({ captchaKey: captcha.captcha?.captchaKey, captchaCode: captchaCode.trim().toUpperCase() });
  }

  return (
    <form onSubmit={submit} noValidate data-testid="password-login">
      <Stack gap="md">
        <TextInput
          label={t('account')}
          placeholder={t('accountPlaceholder')}
          autoComplete="username"
          value={username}
          error={errors.username && <ErrorTextNode text={errors.username} field="username" testId="login-error" />}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            clear('username');
          }}
        />
        <PasswordInput
          label={t('password')}
          placeholder={t('passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          error={errors.password && <ErrorTextNode text={errors.password} field="password" testId="login-error" />}
          // Mantine marks only its TextInput invalid for assistive technology.
          aria-invalid={errors.password ? true : undefined}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            clear('password');
          }}
        />
        {mode === 'picture' ? (
          <PictureCaptcha
            controller={captcha}
            value={captchaCode}
            error={errors.captcha && <ErrorTextNode text={errors.captcha} field="captcha" testId="login-error" />}
            onChange={(value) => {
              setCaptchaCode(value);
              clear('captcha');
            }}
          />
        ) : (
          <Stack gap={4} data-testid="security-check-notice">
            <Text size="sm" c="dimmed">
              {t('securityCheckNotice')}
            </Text>
            {errors.captcha && (
              <Text size="xs" c="red">
                <ErrorTextNode text={errors.captcha} field="captcha" testId="login-error" />
              </Text>
            )}
          </Stack>
        )}
        {errors.form && (
          <Text size="sm" c="red">
            <ErrorTextNode text={errors.form} field="form" testId="login-error" />
          </Text>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {t('login')}
        </Button>
      </Stack>
      <SecurityCheckPopup
        opened={checking}
        captchaType="blockPuzzle"
        service={captchaService}
        onSuccess={(captchaVerification) => void logIn({ captchaVerification })}
        onClose={() => setChecking(false)}
      />
    </form>
  );
}
