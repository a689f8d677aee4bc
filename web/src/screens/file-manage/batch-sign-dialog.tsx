// "批量签署" on the file manager's to-sign tab (spec item R-tab-to-sign): the signer ticks several
// to-dos of the page, confirms once with an SMS code or the sign password, and sees a result per
// contract — signed, or the reason it was not (not their turn, revoked meanwhile, a process that
// asks for the other confirmation …). Each contract is signed whole or not at all on the server;
// closing the tab mid-batch changes nothing there, and the list shows what was signed.
import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { AppError, codeForStatus } from '@ecsign/core/errors';
import type { TContractListRow, TSignBatchResult } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { SendCodeButton } from '@ecsign/ui/send-code-button';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { sendSignCode } from '../file-sign/sign-calls';
import { newRequestId } from '../start-ent-contract/new-request-id';
import { signBatch } from './batch-sign-calls';

type TMethod = 'SMS' | 'SIGN_PASSWORD';

export function BatchSignDialog(props: { opened: boolean; rows: TContractListRow[]; onClose(): void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const mine = props.rows.filter((row) => row.listStatus === 'SIGNING');
  const [selected, setSelected] = useState<string[]>([]);
  const [method, setMethod] = useState<TMethod>('SMS');
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [results, setResults] = useState<TSignBatchResult[] | null>(null);
  const requestId = useRef(newRequestId());

  const close = () => {
    setSelected([]);
    setSecret('');
    setFailure(null);
    setResults(null);
    requestId.current = newRequestId();
    props.onClose();
  };
  const reasonOf = (status: number) => {
    const code = codeForStatus(status);
    return code ? new AppError(code).userMessage(language) : errorText(null, language);
  };

  async function sign() {
    setFailure(null);
    if (!/^\d{6}$/.test(secret.trim())) {
      setFailure(t(method === 'SMS' ? 'signCodeFormat' : 'signPasswordFormat'));
      return;
    }
    setBusy(true);
    try {
      const reply = await signBatch(api, {
        planIds: selected,
        requestId: requestId.current,
        confirmation:
          method === 'SMS' ? { method: 'SMS', code: secret.trim() } : { method: 'SIGN_PASSWORD', password: secret },
      });
      setResults(reply.results);
    } catch (caught) {
      setFailure(errorText(caught, language));
      // A refused confirmation signed nothing: the next try is a new request.
      requestId.current = newRequestId();
    } finally {
      setBusy(false);
    }
  }

  const nameOf = (planId: string) => mine.find((row) => row.planId === planId)?.taskName ?? planId;
  const signedCount = results?.filter((result) => result.status === 200).length ?? 0;

  return (
    <Modal opened={props.opened} onClose={close} title={t('batchSignTitle', { count: selected.length })} size="lg">
      {results ? (
        <Stack gap="xs" data-testid="batch-sign-results">
          <Alert color={signedCount === results.length ? 'green' : 'orange'}>
            {t('batchSignDone', { ok: signedCount, failed: results.length - signedCount })}
          </Alert>
          {results.map((result) => (
            <Group key={result.planId} justify="space-between" wrap="nowrap" data-testid="batch-sign-result">
              <Text size="sm" truncate="end">
                {nameOf(result.planId)}
              </Text>
              <Text size="sm" c={result.status === 200 ? 'green.8' : 'red.7'} data-status={result.status}>
                {result.status === 200 ? t('batchSignOk') : reasonOf(result.status)}
              </Text>
            </Group>
          ))}
          <Group justify="flex-end">
            <Button onClick={close}>{t('close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="batch-sign">
          <Text size="sm" c="dimmed">
            {t('batchSignHint')}
          </Text>
          <Checkbox.Group value={selected} onChange={setSelected}>
            <Stack gap={6}>
              {mine.map((row) => (
                <Checkbox key={row.planId} value={row.planId} label={row.taskName} data-testid="batch-sign-pick" />
              ))}
            </Stack>
          </Checkbox.Group>
          <SegmentedControl
            value={method}
            onChange={(value) => {
              setMethod(value as TMethod);
              setSecret('');
              setFailure(null);
            }}
            data={[
              { value: 'SMS', label: t('signBySms') },
              { value: 'SIGN_PASSWORD', label: t('signByPassword') },
            ]}
          />
          {method === 'SMS' ? (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={t('signSmsCode')}
                placeholder={t('signSmsCodePlaceholder')}
                value={secret}
                inputMode="numeric"
                maxLength={6}
                onChange={(event) => setSecret(event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <SendCodeButton
                disabled={selected.length === 0}
                onSend={() =>
                  sendSignCode(api, selected[0]!).catch((caught: unknown) => {
                    setFailure(errorText(caught, language));
                    throw caught;
                  })
                }
              />
            </Group>
          ) : (
            <PasswordInput
              label={t('signPassword')}
              placeholder={t('signSmsCodePlaceholder')}
              value={secret}
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              onChange={(event) => setSecret(event.currentTarget.value)}
            />
          )}
          {failure && (
            <Alert color="red" role="alert" data-testid="batch-sign-failure">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button
              loading={busy}
              disabled={selected.length === 0}
              onClick={() => void sign()}
              data-testid="batch-sign-submit"
            >
              {t('signConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
