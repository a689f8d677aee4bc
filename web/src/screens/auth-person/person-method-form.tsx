// Step 2 of a person's verification: the check — ID two-element, bank four-element (card and the
// mobile number the bank holds) or the face check, which continues at the provider and returns to
// /authBackPage. A check that ends the attempt (a mismatch) is reported by the screen, which
// then offers step 1 again.
import { useState, type FormEvent } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { ZPersonAuthState, type TPersonAuthMethod, type TPersonAuthState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { requiredProblem } from './identity-problems';

type TField = 'bankCard' | 'mobile';

const CHECK_ERRORS: ErrorRoutes<TField> = {
  codes: { BANK_CARD_INVALID: 'bankCard', BANK_INFO_MISMATCH: 'bankCard' },
  paths: { bankCardNumber: 'bankCard', mobile: 'mobile' },
};

const METHOD_KEYS = {
  TWO_ELEMENT: ['methodTwoElement', 'methodTwoElementHint'],
  BANK_FOUR: ['methodBankFour', 'methodBankFourHint'],
  FACE: ['methodFace', 'methodFaceHint'],
} as const;

export function PersonMethodForm(props: {
  state: TPersonAuthState;
  /** After each call: the new state (also when the attempt ended), and the failure if any. */
  onChecked(state: TPersonAuthState | null, failure?: unknown): void;
  /** Leaves for the face check's page. */
  onRedirect(url: string): void;
}) {
  const { state, onChecked, onRedirect } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [method, setMethod] = useState<TPersonAuthMethod>(state.method ?? 'TWO_ELEMENT');
  const [bankCard, setBankCard] = useState('');
  const [mobile, setMobile] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(CHECK_ERRORS);
  const errorOf = (field: TField | 'form') => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;
  const verificationId = state.verificationId!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (
      method === 'BANK_FOUR' &&
      !check({ bankCard: requiredProblem(bankCard, language), mobile: fieldProblem('mobile', mobile, language) })
    ) {
      return;
    }
    setBusy(true);
    try {
      const chosen = await api.request(
        { method: 'POST', path: 'cb/assemble/auth/person/method', json: { verificationId, method } },
        ZPersonAuthState,
      );
      if (method === 'FACE') {
        if (chosen.redirectUrl) onRedirect(chosen.redirectUrl);
        else onChecked(chosen);
        return;
      }
      const json = method === 'BANK_FOUR' ? { verificationId, bankCardNumber: bankCard, mobile } : { verificationId };
      onChecked(
        await api.request({ method: 'POST', path: 'cb/assemble/auth/person/complete', json }, ZPersonAuthState),
      );
    } catch (caught) {
      fail(caught);
      onChecked(null, caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="person-method-form">
      <Stack gap="md" maw={520}>
        <Radio.Group
          label={t('chooseAuthMethod')}
          value={method}
          onChange={(value) => setMethod(value as TPersonAuthMethod)}
        >
          <Stack gap="sm" mt="xs">
            {(Object.keys(METHOD_KEYS) as TPersonAuthMethod[]).map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(METHOD_KEYS[value][0])}
                description={t(METHOD_KEYS[value][1])}
              />
            ))}
          </Stack>
        </Radio.Group>
        {method === 'BANK_FOUR' && (
          <>
            <TextInput
              label={t('bankCardNumber')}
              inputMode="numeric"
              maxLength={23}
              value={bankCard}
              error={errorOf('bankCard')}
              onChange={(event) => {
                setBankCard(event.currentTarget.value.replace(/[^\d ]/g, ''));
                clear('bankCard');
              }}
            />
            <TextInput
              label={t('bankReservedMobile')}
              inputMode="tel"
              maxLength={11}
              value={mobile}
              error={errorOf('mobile')}
              onChange={(event) => {
                setMobile(event.currentTarget.value.trim());
                clear('mobile');
              }}
            />
          </>
        )}
        {errors.form && (
          <Text size="sm" c="red">
            {errorOf('form')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {method === 'FACE' ? t('startFaceCheck') : t('submitVerification')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
