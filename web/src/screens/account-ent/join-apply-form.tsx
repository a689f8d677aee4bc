// Applying to join an enterprise (spec item F-join-application): the enterprise's exact
// name and a reason. Needs a verified person; the enterprise's administrators review it.
import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { requiredProblem } from '../auth-person/identity-problems';

type TField = 'enterpriseName' | 'reason';

const APPLY_ERRORS: ErrorRoutes<TField> = {
  codes: {
    ENTERPRISE_NOT_FOUND: 'enterpriseName',
    ALREADY_JOINED_ENTERPRISE: 'enterpriseName',
    JOIN_APPLICATION_EXISTS: 'enterpriseName',
  },
  paths: { enterpriseName: 'enterpriseName', reason: 'reason' },
};

export function JoinApplyForm(props: { onApplied(): void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [enterpriseName, setEnterpriseName] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(APPLY_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    if (
      !check({ enterpriseName: requiredProblem(enterpriseName, language), reason: requiredProblem(reason, language) })
    ) {
      return;
    }
    setBusy(true);
    try {
      await api.call(endpoints.enterprises.applyToJoin, {
        body: { enterpriseName: enterpriseName.trim(), reason: reason.trim() },
      });
      setEnterpriseName('');
      setReason('');
      setSent(true);
      props.onApplied();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="join-apply-form">
      <Stack gap="sm">
        <Group align="flex-start" grow>
          <TextInput
            label={t('enterpriseName')}
            maxLength={100}
            value={enterpriseName}
            error={errors.enterpriseName && <ErrorTextNode text={errors.enterpriseName} field="enterpriseName" />}
            onChange={(event) => {
              setEnterpriseName(event.currentTarget.value);
              clear('enterpriseName');
            }}
          />
          <TextInput
            label={t('joinReason')}
            maxLength={200}
            value={reason}
            error={errors.reason && <ErrorTextNode text={errors.reason} field="reason" />}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              clear('reason');
            }}
          />
        </Group>
        {errors.form && (
          <Text size="sm" c="red">
            <ErrorTextNode text={errors.form} field="form" />
          </Text>
        )}
        {sent && (
          <Text size="sm" c="green" role="status">
            {t('joinApplied')}
          </Text>
        )}
        <Button type="submit" loading={busy} w="fit-content">
          {t('joinApply')}
        </Button>
      </Stack>
    </form>
  );
}
