// The QR code on the certificate of completion: where it points (the verification page's base
// address; empty = the server's), its printed size and its error-correction level.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import {
  QR_ERROR_CORRECTION_LEVELS,
  QR_SIZE_RANGE,
  type TQrCodeSettingsUpdate,
  type TQrErrorCorrectionLevel,
} from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function QrCodePanel() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const settings = useRemoteData(useCallback(() => api.call(endpoints.qrCodeSettings.settings), [api]));
  const [form, setForm] = useState<TQrCodeSettingsUpdate>({ verifyBaseUrl: '', size: 96, errorCorrectionLevel: 'M' });
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (settings.data) {
      const { verifyBaseUrl, size, errorCorrectionLevel } = settings.data;
      setForm({ verifyBaseUrl: verifyBaseUrl ?? '', size, errorCorrectionLevel });
    }
  }, [settings.data]);

  async function save() {
    setMessage(null);
    try {
      await api.call(endpoints.qrCodeSettings.update, { body: form });
      await settings.reload();
      setMessage({ kind: 'ok', text: t('saved') });
    } catch (caught) {
      setMessage({ kind: 'error', text: errorText(caught, language) });
    }
  }

  if (settings.error) return <Alert color="red">{errorText(settings.error, language)}</Alert>;
  return (
    <Stack gap="md" maw={560} data-testid="qr-code-panel">
      <TextInput
        label={t('qrVerifyBaseUrl')}
        description={t('qrVerifyBaseUrlHint')}
        placeholder="https://sign.example.com"
        value={form.verifyBaseUrl ?? ''}
        onChange={(event) => setForm({ ...form, verifyBaseUrl: event.currentTarget.value })}
      />
      <Group grow>
        <NumberInput
          label={t('qrSize')}
          min={QR_SIZE_RANGE.min}
          max={QR_SIZE_RANGE.max}
          value={form.size}
          onChange={(value) => setForm({ ...form, size: typeof value === 'number' ? value : Number(value) || 0 })}
        />
        <Select
          label={t('qrErrorCorrection')}
          allowDeselect={false}
          value={form.errorCorrectionLevel}
          data={QR_ERROR_CORRECTION_LEVELS.map((level) => ({
            value: level,
            label: t(`qrLevel${level}` as TMessageKey),
          }))}
          onChange={(value) => value && setForm({ ...form, errorCorrectionLevel: value as TQrErrorCorrectionLevel })}
        />
      </Group>
      {settings.data && (
        <Text size="sm" c="dimmed" data-testid="qr-example">
          {t('qrExample')}: {settings.data.exampleUrl}
        </Text>
      )}
      <Group>
        <Button onClick={() => void save()}>{t('save')}</Button>
      </Group>
      {message && (
        <Alert color={message.kind === 'error' ? 'red' : 'green'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
