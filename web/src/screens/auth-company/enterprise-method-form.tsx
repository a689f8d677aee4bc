// How an enterprise proves control of its application: the legal representative's face check
// (mainland only; continues at the provider, returns to /authBackPage) or payment verification —
// the bank pays a small amount into the corporate account and the applicant enters it back.
import { useState, type FormEvent } from 'react';
import { Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TEnterpriseAuthMethod, TEnterpriseAuthState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { requiredProblem } from '../auth-person/identity-problems';

type TField = 'bankName' | 'bankAccount';

const METHOD_ERRORS: ErrorRoutes<TField> = { codes: {}, paths: { bankName: 'bankName', bankAccount: 'bankAccount' } };

export function EnterpriseMethodForm(props: {
  attempt: TEnterpriseAuthState;
  onChanged(state: TEnterpriseAuthState | null, failure?: unknown): void;
  onRedirect(url: string): void;
}) {
  const { attempt, onChanged, onRedirect } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const faceAllowed = attempt.region === 'MAINLAND';
  const [method, setMethod] = useState<TEnterpriseAuthMethod>(faceAllowed ? (attempt.method ?? 'PAYMENT') : 'PAYMENT');
  const [bankName, setBankName] = useState('');
  const [bankAccount, setBankAccount] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(METHOD_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (
      method === 'PAYMENT' &&
      !check({
        bankName: requiredProblem(bankName, language),
        bankAccount: /^\d{8,32}$/.test(bankAccount.replace(/[\s-]/g, '')) ? undefined : t('bankAccountInvalid'),
      })
    ) {
      return;
    }
    setBusy(true);
    try {
      const json =
        method === 'PAYMENT'
          ? { verificationId: attempt.verificationId, method, bankName: bankName.trim(), bankAccount }
          : { verificationId: attempt.verificationId, method };
      const next = await api.call(endpoints.verification.enterpriseMethod, { body: json });
      if (method === 'LEGAL_FACE' && next.redirectUrl) onRedirect(next.redirectUrl);
      else onChanged(next);
    } catch (caught) {
      fail(caught);
      onChanged(null, caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="enterprise-method-form">
      <Stack gap="md" maw={520}>
        <Radio.Group
          label={t('chooseAuthMethod')}
          value={method}
          onChange={(value) => setMethod(value as TEnterpriseAuthMethod)}
        >
          <Stack gap="sm" mt="xs">
            <Radio value="PAYMENT" label={t('methodPayment')} description={t('methodPaymentHint')} />
            <Radio
              value="LEGAL_FACE"
              disabled={!faceAllowed}
              label={t('methodLegalFace')}
              description={t(faceAllowed ? 'methodLegalFaceHint' : 'methodLegalFaceHongKong')}
            />
          </Stack>
        </Radio.Group>
        {method === 'PAYMENT' && (
          <>
            <TextInput
              label={t('corporateBankName')}
              maxLength={100}
              value={bankName}
              error={errors.bankName && <ErrorTextNode text={errors.bankName} field="bankName" />}
              onChange={(event) => {
                setBankName(event.currentTarget.value);
                clear('bankName');
              }}
            />
            <TextInput
              label={t('corporateBankAccount')}
              inputMode="numeric"
              maxLength={40}
              value={bankAccount}
              error={errors.bankAccount && <ErrorTextNode text={errors.bankAccount} field="bankAccount" />}
              onChange={(event) => {
                setBankAccount(event.currentTarget.value);
                clear('bankAccount');
              }}
            />
          </>
        )}
        {errors.form && (
          <Text size="sm" c="red">
            <ErrorTextNode text={errors.form} field="form" />
          </Text>
        )}
        <Button type="submit" loading={busy} w="fit-content">
          {t(
            method === 'PAYMENT'
              ? attempt.method === 'PAYMENT'
                ? 'paymentSendAgain'
                : 'paymentSend'
              : 'startFaceCheck',
          )}
        </Button>
      </Stack>
    </form>
  );
}
