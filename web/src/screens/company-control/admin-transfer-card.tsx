// The administrator transfer under way, if any: who offers the administration to whom. The
// super administrator who offered it may cancel it; the receiving member accepts or rejects it.
// While it is pending neither party can be disabled or removed.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Group, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TAdminTransfer } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ActionButton } from '../../components/action-button/action-button';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

const TRANSFER_ANSWERS = {
  accept: endpoints.members.acceptTransfer,
  reject: endpoints.members.rejectTransfer,
  cancel: endpoints.members.cancelTransfer,
} as const;

export function AdminTransferCard(props: {
  version: number;
  onChanged(): void;
  /** Where only a transfer's receiver may read it (a plain member): a refusal is no error to show. */
  quiet?: boolean;
}) {
  const { t, language } = useI18n();
  const { api, snapshot, refreshUser } = usePortalSession();
  const myAccountId = snapshot.activeUser?.activeAccount.accountId;
  const [transfer, setTransfer] = useState<TAdminTransfer | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    try {
      setTransfer(await api.call(endpoints.members.currentTransfer, { query: {} }));
    } catch (caught) {
      if (!props.quiet) setError(caught);
    }
  }, [api, props.quiet]);
  useEffect(() => {
    void load();
  }, [load, props.version]);

  if (!transfer || transfer.status !== 'PENDING') {
    return error ? (
      <Alert color="red" role="alert">
        {errorText(error, language)}
      </Alert>
    ) : null;
  }
  const answer = (path: 'accept' | 'reject' | 'cancel') => async () => {
    setError(null);
    await api.call(TRANSFER_ANSWERS[path], { body: { transferId: transfer.transferId } });
    // An accepted transfer changes both parties' roles: the session's permissions with them.
    if (path === 'accept') await refreshUser().catch(() => undefined);
    props.onChanged();
  };

  return (
    <Alert color="orange" data-testid="admin-transfer">
      <Group justify="space-between">
        <Text size="sm">{t('transferUnderway', { from: transfer.fromName, to: transfer.toName })}</Text>
        <Group gap="xs">
          {transfer.fromAccountId === myAccountId && (
            <ActionButton color="gray" onError={setError} action={answer('cancel')}>
              {t('cancelTransfer')}
            </ActionButton>
          )}
          {transfer.toAccountId === myAccountId && (
            <>
              <ActionButton onError={setError} action={answer('accept')}>
                {t('accept')}
              </ActionButton>
              <ActionButton color="gray" onError={setError} action={answer('reject')}>
                {t('reject')}
              </ActionButton>
            </>
          )}
        </Group>
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {errorText(error, language)}
        </Text>
      ) : null}
    </Alert>
  );
}
