// Step 2 of a person's verification: the check — ID two-element, bank four-element (card and the
// mobile number the bank holds) or the face check, which continues at the provider and returns to
// /authBackPage. A check that ends the attempt (a mismatch) is reported by the screen, which
// then offers step 1 again — and, once the identity is sent again, this form with the method, card
// and mobile number the person had typed and the failure next to its field (spec item
// R-screen-verification).
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPersonAuthMethod, TPersonAuthState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ErrorTextNode } from '../../forms/error-text-node';
import { fieldForError, FORM, type ErrorRoutes } from '../../forms/field-for-error';
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

/** What the person chose and typed in this step, kept by the screen across a failed attempt. */
export interface TPersonMethodDraft {
  method: TPersonAuthMethod;
  bankCard: string;
  mobile: string;
}

export function PersonMethodForm(props: {
  state: TPersonAuthState;
  /** The previous attempt's choices, and the failure that ended it. */
  draft?: TPersonMethodDraft;
  failure?: unknown;
  /** After each call: the new state (also when the attempt ended), the failure if any, and what was typed. */
  onChecked(state: TPersonAuthState | null, failure?: unknown, draft?: TPersonMethodDraft): void;
  /** Leaves for the face check's page. */
  onRedirect(url: string): void;
}) {
  const { state, onChecked, onRedirect, draft, failure } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [method, setMethod] = useState<TPersonAuthMethod>(draft?.method ?? state.method ?? 'TWO_ELEMENT');
  const [bankCard, setBankCard] = useState(draft?.bankCard ?? '');
  const [mobile, setMobile] = useState(draft?.mobile ?? '');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(CHECK_ERRORS);
  const errorOf = (field: TField | 'form') => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;
  const verificationId = state.verificationId!;
  // Only a failure of this step's own fields (a bank mismatch): an identity mismatch was told on step 1.
  useEffect(() => {
    if (failure && fieldForError(failure, CHECK_ERRORS) !== FORM) fail(failure);
  }, [failure, fail]);

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
      const chosen = await api.call(endpoints.verification.personMethod, { body: { verificationId, method } });
      if (method === 'FACE') {
        if (chosen.redirectUrl) onRedirect(chosen.redirectUrl);
        else onChecked(chosen);
        return;
      }
      const body = method === 'BANK_FOUR' ? { verificationId, bankCardNumber: bankCard, mobile } : { verificationId };
      onChecked(await api.call(endpoints.verification.personComplete, { body }));
    } catch (caught) {
      fail(caught);
      onChecked(null, caught, { method, bankCard, mobile });
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
