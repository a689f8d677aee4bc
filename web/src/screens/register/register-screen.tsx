// Registration (/register): mobile number, SMS code (scene REGISTER), a password that passes the
// rule of spec §5 (with the strength box), the password again, and all three agreements. On
// success the person is logged in and sees /passwordResult/200/REGIST.
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { AGREEMENT_IDS, ZTokenPair } from '@ecsign/core/model';
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
import { AgreementDocument } from '../agreement/agreement-document';
import { AGREEMENTS, quotedTitle, type Agreement } from '../agreement/agreement-texts';

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
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [accepted, setAccepted] = useState<readonly number[]>([]);
  const [busy, setBusy] = useState(false);
  // The agreement being read in the dialog (a plain click on its link; a new tab opens its page).
  const [reading, setReading] = useState<Agreement | null>(null);
  const { errors, check, clear, fail } = useFieldErrors(REGISTER_ERRORS);
  const errorOf = (field: TField | 'form') => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;

  async function send() {
    const problem = fieldProblem('mobile', mobile, language);
    if (!check({ mobile: problem })) throw new Error(problem);
    try {
      await sendSmsCode(api, { mobile, scene: 'REGISTER' });
    } catch (caught) {
      fail(caught, SEND_ERRORS);
      throw caught;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const allAccepted = AGREEMENT_IDS.every((id) => accepted.includes(id));
    const valid = check({
      mobile: fieldProblem('mobile', mobile, language),
      code: fieldProblem('smsCode', code, language),
      password: fieldProblem('newPassword', password, language),
      confirm: confirm === '' ? t('required') : confirm !== password ? t('passwordMismatch') : undefined,
      agreements: allAccepted ? undefined : ERROR_CATALOGUE.AGREEMENTS_NOT_ACCEPTED.text[language],
    });
    if (!valid) return;
    setBusy(true);
    try {
      const tokens = await api.request(
        {
          method: 'POST',
          path: 'cb/assemble/usercenter/userRegister/register',
          json: { mobile, code, password, agreements: [...accepted] },
          noToken: true,
        },
        ZTokenPair,
      );
      await signIn(tokens);
      navigate('/passwordResult/200/REGIST', { replace: true });
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('registerTitle')} testId="register-card">
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
              label={t('password')}
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
          <Stack gap={6} data-testid="agreements">
            {AGREEMENTS.map((agreement) => (
              <Checkbox
                key={agreement.id}
                checked={accepted.includes(agreement.id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setAccepted((current) =>
                    on ? [...current, agreement.id] : current.filter((id) => id !== agreement.id),
                  );
                  clear('agreements');
                }}
                label={
                  <>
                    {t('agreePrefix')}
                    {language === 'en' ? ' ' : ''}
                    <PageLink to={`/agreenment/${agreement.id}`} onOpen={() => setReading(agreement)}>
                      {quotedTitle(agreement, language)}
                    </PageLink>
                  </>
                }
                data-testid={`agreement-${agreement.id}`}
              />
            ))}
            {errors.agreements && (
              <Text size="xs" c="red">
                {errorOf('agreements')}
              </Text>
            )}
          </Stack>
          {errors.form && (
            <Text size="sm" c="red">
              {errorOf('form')}
            </Text>
          )}
          <Button type="submit" loading={busy} fullWidth>
            {t('registerSubmit')}
          </Button>
          <Stack align="center">
            <PageLink to="/login">{t('haveAccount')}</PageLink>
          </Stack>
        </Stack>
      </form>
      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading?.title[language]}
        size="lg"
        centered
      >
        {reading && <AgreementDocument agreement={reading} language={language} />}
      </Modal>
    </AuthCard>
  );
}
