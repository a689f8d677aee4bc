// Password reset (/resetPassword): mobile number, SMS code (scene RESET_PASSWORD) and a new
// password that passes the rule (strength box), twice. The server ends every session of the user,
// so a session of this tab is forgotten too; then /passwordResult/200/RESET.
import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { PageLink } from '../../components/page-link/page-link';
import { PasswordStrength } from '../../components/password-strength/password-strength';
import { CodeInput } from '../../forms/code-input';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { sendSmsCode } from '../../forms/send-sms-code';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';

type TField = 'mobile' | 'code' | 'password' | 'confirm';

const RESET_ERRORS: ErrorRoutes<TField> = {
  codes: {
    ACCOUNT_NOT_REGISTERED: 'mobile',
    USER_NOT_FOUND: 'mobile',
    REGISTRATION_CODE_FAILED: 'code',
    VERIFICATION_CODE_EXPIRED: 'code',
    PASSWORD_WEAK: 'password',
  },
  paths: { mobile: 'mobile', code: 'code', password: 'password' },
};
const SEND_ERRORS: ErrorRoutes<TField> = {
  codes: { TOO_MANY_REQUESTS: 'mobile', MESSAGE_SEND_FAILED: 'mobile', BAD_REQUEST: 'mobile' },
};

export function ResetPasswordScreen() {
  const { t, language } = useI18n();
  const { api, snapshot, signOut } = usePortalSession();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(RESET_ERRORS);
  const errorOf = (field: TField | 'form') => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;

  async function send() {
    const problem = fieldProblem('mobile', mobile, language);
    if (!check({ mobile: problem })) throw new Error(problem);
    try {
      await sendSmsCode(api, { mobile, scene: 'RESET_PASSWORD' });
    } catch (caught) {
      fail(caught, SEND_ERRORS);
      throw caught;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = check({
      mobile: fieldProblem('mobile', mobile, language),
      code: fieldProblem('smsCode', code, language),
      password: fieldProblem('newPassword', password, language),
      confirm: confirm === '' ? t('required') : confirm !== password ? t('passwordMismatch') : undefined,
    });
    if (!valid) return;
    setBusy(true);
    try {
      await api.call({
        method: 'POST',
        path: 'cb/assemble/usercenter/userRegister/resetPassword',
        json: { mobile, code, password },
        noToken: true,
      });
      if (snapshot.loginUser) await signOut({ localOnly: true });
      navigate('/passwordResult/200/RESET', { replace: true });
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('resetPasswordTitle')} testId="reset-card">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('mobile')}
            placeholder={t('mobilePlaceholder')}
            inputMode="tel"
            autoComplete="tel"
            maxLength={11}
            value={mobile}
            error={errorOf('mobile')}
            onChange={(event) => {
              setMobile(event.currentTarget.value.trim());
              clear('mobile');
            }}
          />
          <CodeInput
            label={t('smsCode')}
            value={code}
            error={errorOf('code')}
            onSend={send}
            onChange={(value) => {
              setCode(value);
              clear('code');
            }}
          />
          <Stack gap={6}>
            <PasswordInput
              label={t('newPassword')}
              placeholder={t('newPasswordPlaceholder')}
              autoComplete="new-password"
              value={password}
              error={errorOf('password')}
              // Mantine marks only its TextInput invalid for assistive technology.
              aria-invalid={errors.password ? true : undefined}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                clear('password');
              }}
            />
            <PasswordStrength password={password} />
          </Stack>
          <PasswordInput
            label={t('confirmPassword')}
            placeholder={t('confirmPasswordPlaceholder')}
            autoComplete="new-password"
            value={confirm}
            error={errorOf('confirm')}
            aria-invalid={errors.confirm ? true : undefined}
            onChange={(event) => {
              setConfirm(event.currentTarget.value);
              clear('confirm');
            }}
          />
          {errors.form && (
            <Text size="sm" c="red">
              {errorOf('form')}
            </Text>
          )}
          <Button type="submit" loading={busy} fullWidth>
            {t('resetPasswordSubmit')}
          </Button>
          <Stack align="center">
            <PageLink to="/login">{t('backToLogin')}</PageLink>
          </Stack>
        </Stack>
      </form>
    </AuthCard>
  );
}
