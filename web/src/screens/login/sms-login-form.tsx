// The SMS tab of the login page: mobile number, the send-code button (scene LOGIN, 60 s countdown)
// and the code; the login goes through POST mobile/token. Failures show next to their field.
import { Button, Stack } from '@mantine/core';
import type { TTokenPair, TUserOwnerType } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { MobileCodeFields } from '../../components/mobile-code-fields/mobile-code-fields';
import { useMobileCode } from '../../components/mobile-code-fields/use-mobile-code';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { FormErrorText } from '../../forms/form-error-text';
import { useCheckedSubmit } from '../../forms/use-checked-submit';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { loginWithSms } from './login-with-sms';

type TField = 'mobile' | 'code';

const LOGIN_ERRORS: ErrorRoutes<TField> = {
  codes: {
    REGISTRATION_CODE_FAILED: 'code',
    VERIFICATION_CODE_EXPIRED: 'code',
    WRONG_CREDENTIALS: 'code',
    ACCOUNT_LOCKED: 'mobile',
  },
  paths: { mobile: 'mobile', code: 'code' },
};
/** Anything that goes wrong sending the code concerns the number. */
const SEND_ERRORS: ErrorRoutes<TField> = {
  codes: { TOO_MANY_REQUESTS: 'mobile', MESSAGE_SEND_FAILED: 'mobile', BAD_REQUEST: 'mobile' },
};

export function SmsLoginForm(props: { userOwnerType: TUserOwnerType; onTokens(tokens: TTokenPair): Promise<void> }) {
  const { userOwnerType, onTokens } = props;
  const { t } = useI18n();
  const { api } = usePortalSession();
  const form = useFieldErrors(LOGIN_ERRORS);
  const { errors } = form;
  const errorOf = (field: TField) =>
    errors[field] && <ErrorTextNode text={errors[field]} field={field} testId="login-error" />;
  const sms = useMobileCode({
    api,
    scene: 'LOGIN',
    fields: { mobile: 'mobile', code: 'code' },
    form,
    sendErrors: SEND_ERRORS,
  });

  const { busy, submit } = useCheckedSubmit(form, {
    problems: sms.problems,
    send: async () => onTokens(await loginWithSms(api, { mobile: sms.mobile, code: sms.code, userOwnerType })),
  });

  return (
    <form onSubmit={submit} noValidate data-testid="sms-login">
      <Stack gap="md">
        <MobileCodeFields value={sms} mobileError={errorOf('mobile')} codeError={errorOf('code')} />
        <FormErrorText text={errors.form} testId="login-error" />
        <Button type="submit" loading={busy} fullWidth>
          {t('login')}
        </Button>
      </Stack>
    </form>
  );
}
