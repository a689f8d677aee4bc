// Registration (/register): mobile number, SMS code (scene REGISTER), a password that passes the
// rule of spec item V-password (with the strength box), the password again, and all three agreements. On
// success the person is logged in and sees /passwordResult/200/REGIST.
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { endpoints } from '@ecsign/core/endpoints';
import { AGREEMENT_IDS } from '@ecsign/core/model';
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
import { AgreementChecks } from '../agreement/agreement-checks';

type TField = 'mobile' | 'code' | 'password' | 'confirm' | 'agreements';

const REGISTER_ERRORS: ErrorRoutes<TField> = {
  codes: {
    ACCOUNT_ALREADY_REGISTERED: 'mobile',
    REGISTRATION_CODE_FAILED: 'code',
    VERIFICATION_CODE_EXPIRED: 'code',
    PASSWORD_WEAK: 'password',
    AGREEMENTS_NOT_ACCEPTED: 'agreements',
  },
  paths: { mobile: 'mobile', code: 'code', password: 'password', agreements: 'agreements' },
};
const SEND_ERRORS: ErrorRoutes<TField> = {
  codes: {
    ACCOUNT_ALREADY_REGISTERED: 'mobile',
    TOO_MANY_REQUESTS: 'mobile',
    MESSAGE_SEND_FAILED: 'mobile',
    BAD_REQUEST: 'mobile',
  },
};

export function RegisterScreen() {
  const { t, language } = useI18n();
  const { api, signIn } = usePortalSession();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState<readonly number[]>([]);
  // The agreement being read in the dialog (a plain click on its link; a new tab opens its page).
  const form = useFieldErrors(REGISTER_ERRORS);
  const { errors, clear } = form;
  const errorOf = (field: TField) => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;
  const sms = useMobileCode({
    api,
    scene: 'REGISTER',
    fields: { mobile: 'mobile', code: 'code' },
    form,
    sendErrors: SEND_ERRORS,
  });
  const password = useNewPassword({ fields: { password: 'password', confirm: 'confirm' }, form });
  const { busy, submit } = useCheckedSubmit(form, {
    problems: () => ({
      ...sms.problems(),
      ...password.problems(),
      agreements: AGREEMENT_IDS.every((id) => accepted.includes(id))
        ? undefined
        : ERROR_CATALOGUE.AGREEMENTS_NOT_ACCEPTED.text[language],
    }),
    async send() {
      const tokens = await api.call(
        endpoints.auth.register,
        { body: { mobile: sms.mobile, code: sms.code, password: password.password, agreements: [...accepted] } },
        { noToken: true },
      );
      await signIn(tokens);
      navigate('/passwordResult/200/REGIST', { replace: true });
    },
  });

  return (
    <AuthCard title={t('registerTitle')} testId="register-card">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MobileCodeFields value={sms} mobileError={errorOf('mobile')} codeError={errorOf('code')} />
          <NewPasswordFields
            value={password}
            label={t('password')}
            passwordError={errorOf('password')}
            confirmError={errorOf('confirm')}
          />
          <AgreementChecks
            accepted={accepted}
            onChange={(next) => {
              setAccepted(next);
              clear('agreements');
            }}
            error={errors.agreements && errorOf('agreements')}
          />
          <FormErrorText text={errors.form} />
          <Button type="submit" loading={busy} fullWidth>
            {t('registerSubmit')}
          </Button>
          <Stack align="center">
            <PageLink to="/login">{t('haveAccount')}</PageLink>
          </Stack>
        </Stack>
      </form>
    </AuthCard>
  );
}
