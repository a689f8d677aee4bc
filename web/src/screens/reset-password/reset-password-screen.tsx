// Password reset (/resetPassword): mobile number, SMS code (scene RESET_PASSWORD) and a new
// password that passes the rule (strength box), twice. The server ends every session of the user,
// so a session of this tab is forgotten too; then /passwordResult/200/RESET.
import { Button, Stack } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { MobileCodeFields } from '../../components/mobile-code-fields/mobile-code-fields';
import { useMobileCode } from '../../components/mobile-code-fields/use-mobile-code';
import { NewPasswordFields } from '../../components/new-password-fields/new-password-fields';
import { useNewPassword } from '../../components/new-password-fields/use-new-password';
import { PageLink } from '../../components/page-link/page-link';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { FormErrorText } from '../../forms/form-error-text';
import { useCheckedSubmit } from '../../forms/use-checked-submit';
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
  const { t } = useI18n();
  const { api, snapshot, signOut } = usePortalSession();
  const navigate = useNavigate();
  const form = useFieldErrors(RESET_ERRORS);
  const { errors } = form;
  const errorOf = (field: TField) => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;
  const sms = useMobileCode({
    api,
    scene: 'RESET_PASSWORD',
    fields: { mobile: 'mobile', code: 'code' },
    form,
    sendErrors: SEND_ERRORS,
  });

  const password = useNewPassword({ fields: { password: 'password', confirm: 'confirm' }, form });
  const { busy, submit } = useCheckedSubmit(form, {
    problems: () => ({ ...sms.problems(), ...password.problems() }),
    async send() {
      await api.call(
        endpoints.auth.resetPassword,
        { body: { mobile: sms.mobile, code: sms.code, password: password.password } },
        { noToken: true },
      );
      if (snapshot.loginUser) await signOut({ localOnly: true });
      navigate('/passwordResult/200/RESET', { replace: true });
    },
  });

  return (
    <AuthCard title={t('resetPasswordTitle')} testId="reset-card">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MobileCodeFields value={sms} mobileError={errorOf('mobile')} codeError={errorOf('code')} />
          <NewPasswordFields
            value={password}
            label={t('newPassword')}
            passwordError={errorOf('password')}
            confirmError={errorOf('confirm')}
          />
          <FormErrorText text={errors.form} />
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
