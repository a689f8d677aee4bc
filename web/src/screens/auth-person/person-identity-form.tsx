// Step 1 of a person's verification: name and resident ID number. The ID number's GB 11643
// checksum is checked here first; then POST …/auth/person/start opens the attempt. When a check
// failed and ended the attempt, the form comes back with what the person typed and the failure
// next to its field (spec item R-screen-verification): nothing here is a secret.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPersonAuthState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { idNumberProblem, requiredProblem } from './identity-problems';

type TField = 'name' | 'idNumber';

const START_ERRORS: ErrorRoutes<TField> = {
  codes: { ID_NUMBER_INVALID: 'idNumber', REAUTH_ID_NUMBER_CHANGED: 'idNumber', ID_NAME_MISMATCH: 'idNumber' },
  paths: { name: 'name', idNumber: 'idNumber' },
};

export function PersonIdentityForm(props: {
  /** The verified (or earlier) name, prefilled for a re-verification. */
  initialName?: string | null;
  /** What the person typed before a failed check ended the attempt. */
  initialIdNumber?: string;
  /** The failure that ended the previous attempt, shown next to its field. */
  failure?: unknown;
  submitLabel: string;
  onStarted(state: TPersonAuthState, typed: { name: string; idNumber: string }): void;
}) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [name, setName] = useState(props.initialName ?? '');
  const [idNumber, setIdNumber] = useState(props.initialIdNumber ?? '');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(START_ERRORS);
  const errorOf = (field: TField | 'form') => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;
  const { failure } = props;
  useEffect(() => {
    if (failure) fail(failure);
  }, [failure, fail]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check({ name: requiredProblem(name, language), idNumber: idNumberProblem(idNumber, language) })) return;
    setBusy(true);
    try {
      const state = await api.call(endpoints.verification.personStart, {
        body: { name: name.trim(), idNumber: idNumber.trim().toUpperCase() },
      });
      props.onStarted(state, { name, idNumber });
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="person-identity-form">
      <Stack gap="md" maw={420}>
        <TextInput
          label={t('realName')}
          placeholder={t('realNamePlaceholder')}
          autoComplete="name"
          maxLength={50}
          value={name}
          error={errorOf('name')}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clear('name');
          }}
        />
        <TextInput
          label={t('idCardNumber')}
          placeholder={t('idCardNumberPlaceholder')}
          maxLength={18}
          value={idNumber}
          error={errorOf('idNumber')}
          onChange={(event) => {
            setIdNumber(event.currentTarget.value.replace(/\s/g, ''));
            clear('idNumber');
          }}
        />
        {errors.form && (
          <Text size="sm" c="red">
            {errorOf('form')}
          </Text>
        )}
        <Button type="submit" loading={busy} w="fit-content">
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
