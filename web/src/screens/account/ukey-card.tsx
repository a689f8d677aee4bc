// The key device (UKey) bound to the account (GET uk/bind): its certificate's subject, SHA-256
// fingerprint, serial and validity, and unbinding (DELETE uk/bind). Binding needs the key file
// and its PIN, so it is done from the extension or the command line.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Code, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TUkeyBinding } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { InfoRow } from './info-row';

/** The fingerprint in colon-separated byte pairs, as certificate viewers show it. */
function groupFingerprint(hex: string): string {
  return (hex.toUpperCase().match(/.{2}/g) ?? []).join(':');
}

export function UkeyCard() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [binding, setBinding] = useState<TUkeyBinding | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [unbound, setUnbound] = useState(false);

  const load = useCallback(async () => {
    try {
      setBinding(await api.call(endpoints.ukey.binding));
    } catch (caught) {
      setError(caught);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  async function unbind() {
    setBusy(true);
    setError(null);
    try {
      await api.call(endpoints.ukey.unbind);
      setConfirming(false);
      setUnbound(true);
      await load();
    } catch (caught) {
      setConfirming(false);
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" p="lg" data-testid="ukey-card">
      <Stack gap="xs">
        <Title order={4}>{t('ukeyTitle')}</Title>
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error, language)}
          </Alert>
        ) : null}
        {unbound && <Alert color="green">{t('ukeyUnbound')}</Alert>}
        {binding === undefined && !error ? (
          <Loader size="sm" />
        ) : binding ? (
          <>
            <InfoRow label={t('ukeySubject')} testId="ukey-subject">
              {binding.subject}
            </InfoRow>
            <InfoRow label={t('ukeyFingerprint')} testId="ukey-fingerprint">
              <Code>{groupFingerprint(binding.fingerprint)}</Code>
            </InfoRow>
            <InfoRow label={t('ukeySerial')}>{binding.serialNumber}</InfoRow>
            <InfoRow label={t('ukeyValidity')}>
              {formatDate(binding.notBefore)} – {formatDate(binding.notAfter)}
            </InfoRow>
            <InfoRow label={t('ukeyBoundAt')}>{formatDate(binding.boundAt, { time: true })}</InfoRow>
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => setConfirming(true)} data-testid="ukey-unbind">
                {t('unbind')}
              </Button>
            </Group>
          </>
        ) : binding === null ? (
          <Text size="sm" c="dimmed" data-testid="ukey-not-bound">
            {t('ukeyNotBound')}
          </Text>
        ) : null}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('unbind')} centered>
        <Stack gap="md">
          <Text size="sm">{t('unbindConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void unbind()} data-testid="ukey-unbind-confirm">
              {t('unbind')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
