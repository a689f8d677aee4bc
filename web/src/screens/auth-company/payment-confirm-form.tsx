// Payment verification, second half: the amount the bank paid into the corporate account (yuan,
// e.g. 0.37), entered back; wrong amounts count down to a new payment.
import { useState, type FormEvent } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import { isAppError } from '@ecsign/core/errors';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TEnterpriseAuthState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';

type TField = 'amount';

const CONFIRM_ERRORS: ErrorRoutes<TField> = {
  codes: { PAYMENT_VERIFICATION_FAILED: 'amount', PAYMENT_ATTEMPTS_EXHAUSTED: 'amount' },
  paths: { amount: 'amount' },
};
const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

export function PaymentConfirmForm(props: {
  attempt: TEnterpriseAuthState;
  onChanged(state: TEnterpriseAuthState | null, failure?: unknown): void;
}) {
  const { attempt, onChanged } = props;
  const { t } = useI18n();
  const { api } = usePortalSession();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(CONFIRM_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check({ amount: AMOUNT.test(amount.trim()) ? undefined : t('amountInvalid') })) return;
    setBusy(true);
    try {
      onChanged(
        await api.call(endpoints.verification.enterprisePaymentConfirm, {
          body: { verificationId: attempt.verificationId, amount: amount.trim() },
        }),
      );
    } catch (caught) {
      fail(caught);
      setAmount('');
      // The attempt may have ended (too many wrong amounts) or counted one down: read it again.
      onChanged(null, isAppError(caught) && caught.code === 'PAYMENT_ATTEMPTS_EXHAUSTED' ? caught : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="payment-confirm-form">
      <Stack gap="sm" maw={420}>
        <Text size="sm">{t('paymentSentHint')}</Text>
        <Group align="flex-start">
          <TextInput
            label={t('paymentAmount')}
            placeholder="0.37"
            inputMode="decimal"
            maxLength={9}
            rightSection={<Text size="xs">{t('yuan')}</Text>}
            value={amount}
            error={errors.amount && <ErrorTextNode text={errors.amount} field="amount" />}
            onChange={(event) => {
              setAmount(event.currentTarget.value.trim());
              clear('amount');
            }}
          />
        </Group>
        {attempt.paymentAttemptsLeft !== null && (
          <Text size="xs" c="dimmed" data-testid="payment-attempts-left">
            {t('paymentAttemptsLeft', { count: attempt.paymentAttemptsLeft })}
          </Text>
        )}
        {errors.form && (
          <Text size="sm" c="red">
            <ErrorTextNode text={errors.form} field="form" />
          </Text>
        )}
        <Button type="submit" loading={busy} w="fit-content">
          {t('paymentConfirm')}
        </Button>
      </Stack>
    </form>
  );
}
