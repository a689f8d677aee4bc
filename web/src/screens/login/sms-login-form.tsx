// The SMS tab of the login page: mobile number, the send-code button (scene LOGIN, 60 s countdown)
// and the code; the login goes through POST mobile/token. Failures show next to their field.
import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { TTokenPair, TUserOwnerType } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { CodeInput } from '../../forms/code-input';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { sendSmsCode } from '../../forms/send-sms-code';
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
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(LOGIN_ERRORS);
  const errorOf = (field: TField | 'form') =>
    errors[field] && <ErrorTextNode text={errors[field]} field={field} testId="login-error" />;

  async function send() {
    const problem = fieldProblem('mobile', mobile, language);
    if (!check({ mobile: problem })) throw new Error(problem);
    try {
      await sendSmsCode(api, { mobile, scene: 'LOGIN' });
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
    });
    if (!valid) return;
    setBusy(true);
    try {
      await onTokens(await loginWithSms(api, { mobile, code, userOwnerType }));
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="sms-login">
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
        {errors.form && (
          <Text size="sm" c="red">
            {errorOf('form')}
          </Text>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {t('login')}
        </Button>
      </Stack>
    </form>
  );
}
