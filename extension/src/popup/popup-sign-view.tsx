// Signing a to-do inside the toolbar popup (spec items R-tab-to-sign, R-file-sign): the document's
// pages with the signer's fields, the seal or signature that will be stamped (the default one),
// then the SMS code (the shared send-code button, spec item R-part-send-code) or the sign
// password, and the result. The signature is one contract/sign request, all or nothing on the
// server; the popup notes it before sending (interrupted-signing.ts) so that a popup closed
// meanwhile tells on reopening what became of it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { TLanguage, TMessageKey } from '@ecsign/core/i18n';
import type { TPlacedPosition } from '@ecsign/core/model';
import { SendCodeButton } from '@ecsign/ui/send-code-button';
import { FIELD_TYPE_LABEL } from '@ecsign/ui/texts';
import type { InterruptedSigningMemory } from './interrupted-signing';
import { PdfThumbnails } from './pdf-thumbnails';
import { noticeOf, noticeText, type TPopupNotice } from './popup-notice';
import type { PopupSigningClient, TPopupSigning } from './popup-signing-client';
import { SealPicture } from './seal-picture';

type TMethod = 'SMS' | 'PASSWORD';
const SIX_DIGITS = /^\d{6}$/;

export function PopupSignView(props: {
  client: PopupSigningClient;
  planId: string;
  memory: InterruptedSigningMemory;
  language: TLanguage;
  t: (key: TMessageKey, values?: Record<string, string | number>) => string;
  /** Back to the list; `signed` when the contract was signed here. */
  onClose(signed: boolean): void;
}) {
  const { client, planId, memory, language, t, onClose } = props;
  const [signing, setSigning] = useState<TPopupSigning | null>(null);
  const [problem, setProblem] = useState<TPopupNotice | null>(null);
  const [method, setMethod] = useState<TMethod>('SMS');
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    client.load(planId).then(
      (loaded) => {
        if (!live) return;
        setSigning(loaded);
        setMethod(loaded.confirmations.includes('SMS') ? 'SMS' : 'PASSWORD');
      },
      (error: unknown) => live && setProblem(noticeOf(error)),
    );
    return () => {
      live = false;
    };
  }, [client, planId]);

  const loadPdf = useCallback((documentId: string) => client.documentPdf(planId, documentId), [client, planId]);
  const kindLabel = useCallback(
    (position: TPlacedPosition) => `${t('extSignMyField')} · ${t(FIELD_TYPE_LABEL[position.kind])}`,
    [t],
  );
  const positions = useMemo(() => signing?.myPositions ?? [], [signing]);
  const documents = useMemo(() => signing?.documents ?? [], [signing]);

  async function sendCode() {
    setProblem(null);
    try {
      await client.sendCode(planId);
      return true;
    } catch (error) {
      setProblem(noticeOf(error));
      return false;
    }
  }

  async function confirm() {
    if (!signing || busy || !SIX_DIGITS.test(secret)) return;
    setBusy(true);
    setProblem(null);
    await memory.remember({ planId, taskName: signing.taskName });
    try {
      await client.sign({
        planId,
        requestId: globalThis.crypto.randomUUID(),
        sealId: signing.seal?.sealId,
        confirmation:
          method === 'SMS' ? { method: 'SMS', code: secret } : { method: 'SIGN_PASSWORD', password: secret },
      });
      setDone(true);
    } catch (error) {
      // The server refused or failed before its commit: nothing was signed.
      setProblem(noticeOf(error));
      setSecret('');
    } finally {
      await memory.forget();
      setBusy(false);
    }
  }

  if (done && signing) {
    return (
      <Stack gap="xs" data-testid="popup-sign-done">
        <Alert color="green" variant="light" role="status">
          {t('extSignDone', { name: signing.taskName })}
        </Alert>
        <Button onClick={() => onClose(true)} autoFocus>
          {t('back')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="xs" data-testid="popup-sign-view">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm" truncate>
          {signing ? t('extSignTitle', { name: signing.taskName }) : t('extPopupSign')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => onClose(false)} disabled={busy}>
          {t('back')}
        </Button>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {noticeText(problem, language)}
        </Text>
      )}
      {!signing && !problem && <Loader role="status" size="sm" aria-label={t('loading')} />}
      {signing && (
        <>
          <PdfThumbnails
            documents={documents}
            positions={positions}
            loadPdf={loadPdf}
            kindLabel={kindLabel}
            pageLabel={(name, page) => t('extSignPage', { name, page })}
            loadingLabel={t('loading')}
            onError={(error) => setProblem(noticeOf(error))}
          />
          <Group gap="xs" wrap="nowrap" data-testid="sign-seal">
            {signing.seal ? (
              <>
                <SealPicture client={client} sealId={signing.seal.sealId} name={signing.seal.name} />
                <Text size="sm">{t('extSignSealWillApply', { seal: signing.seal.name })}</Text>
              </>
            ) : (
              <Text size="sm">{t('extSignNoSeal')}</Text>
            )}
          </Group>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <Stack gap="xs">
              {signing.confirmations.length > 1 && (
                <SegmentedControl
                  fullWidth
                  size="xs"
                  value={method}
                  onChange={(value) => {
                    setMethod(value as TMethod);
                    setSecret('');
                  }}
                  data={[
                    { value: 'SMS', label: t('smsCode') },
                    { value: 'PASSWORD', label: t('signPassword') },
                  ]}
                  disabled={busy}
                />
              )}
              {method === 'SMS' ? (
                <Group gap="xs" wrap="nowrap" align="flex-end">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('smsCode')}
                    placeholder={t('smsCodePlaceholder')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={secret}
                    onChange={(event) => setSecret(event.currentTarget.value.trim())}
                    disabled={busy}
                    data-testid="sign-code"
                  />
                  <SendCodeButton onSend={sendCode} disabled={busy} />
                </Group>
              ) : (
                <PasswordInput
                  label={t('signPassword')}
                  inputMode="numeric"
                  maxLength={6}
                  value={secret}
                  onChange={(event) => setSecret(event.currentTarget.value.trim())}
                  disabled={busy}
                  data-testid="sign-password"
                />
              )}
              {busy && (
                <Text size="xs" c="dimmed" role="status" data-testid="sign-working">
                  {t('extSignWorking')}
                </Text>
              )}
              <Button type="submit" loading={busy} disabled={!SIX_DIGITS.test(secret)} data-testid="sign-confirm">
                {t('extSignConfirm')}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
