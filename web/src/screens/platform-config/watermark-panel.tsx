// The watermark (with its text) and the screenshot ban, switched by platform staff.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { platformConfigCalls } from './platform-config-calls';

export function WatermarkPanel() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const settings = useRemoteData(useCallback(() => platformConfigCalls(api).watermarks(), [api]));
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const watermark = settings.data?.find((row) => row.settingType === 'WATERMARK');
  const ban = settings.data?.find((row) => row.settingType === 'BAN_SCREENSHOTS');
  useEffect(() => setText(watermark?.watermarkText ?? ''), [watermark?.watermarkText]);

  async function update(settingType: 'WATERMARK' | 'BAN_SCREENSHOTS', enabled: boolean, watermarkText?: string) {
    setMessage(null);
    try {
      await platformConfigCalls(api).updateWatermark({
        settingType,
        state: enabled ? 'ENABLE' : 'DISABLE',
        ...(watermarkText !== undefined ? { watermarkText: watermarkText || null } : {}),
      });
      await settings.reload();
      setMessage({ kind: 'ok', text: t('saved') });
    } catch (caught) {
      setMessage({ kind: 'error', text: errorText(caught, language) });
    }
  }

  if (settings.error) return <Alert color="red">{errorText(settings.error, language)}</Alert>;
  return (
    <Stack gap="md" maw={560} data-testid="watermark-panel">
      <Switch
        label={t('watermarkEnabled')}
        checked={watermark?.state === 'ENABLE'}
        onChange={(event) => void update('WATERMARK', event.currentTarget.checked, text)}
      />
      <Group align="end" gap="xs">
        <TextInput
          label={t('watermarkText')}
          description={t('watermarkTextHint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void update('WATERMARK', watermark?.state === 'ENABLE', text)}>{t('save')}</Button>
      </Group>
      <Switch
        label={t('banScreenshots')}
        checked={ban?.state === 'ENABLE'}
        onChange={(event) => void update('BAN_SCREENSHOTS', event.currentTarget.checked)}
      />
      {message && (
        <Alert color={message.kind === 'error' ? 'red' : 'green'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
