// Interface options of the platform (bc/assemble/interfacesetting/list): switches stay switches,
// texts can be set or cleared, the default language is one of the portal's. The system name shown
// as the page title comes from the server's SYSTEM_NAME and is only shown here.
import { useCallback, useState } from 'react';
import { Alert, Button, Group, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { LANGUAGES } from '@ecsign/core/i18n';
import type { TInterfaceOption } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { platformConfigCalls } from './platform-config-calls';

export function InterfacePanel() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const settings = useRemoteData(useCallback(() => platformConfigCalls(api).interfaceSettings(), [api]));
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  async function update(settingKey: string, settingValue: TInterfaceOption['value']) {
    setMessage(null);
    try {
      await platformConfigCalls(api).updateOption({ settingKey, settingValue });
      await settings.reload();
      setMessage({ kind: 'ok', text: t('saved') });
    } catch (caught) {
      setMessage({ kind: 'error', text: errorText(caught, language) });
    }
  }

  if (settings.error) return <Alert color="red">{errorText(settings.error, language)}</Alert>;
  const control = (option: TInterfaceOption) => {
    if (typeof option.value === 'boolean') {
      return (
        <Switch
          aria-label={option.key}
          checked={option.value}
          onChange={(event) => void update(option.key, event.currentTarget.checked)}
        />
      );
    }
    if (option.key === 'DEFAULT_LANGUAGE') {
      return (
        <Select
          aria-label={option.key}
          allowDeselect={false}
          data={[...LANGUAGES]}
          value={String(option.value)}
          onChange={(value) => value && void update(option.key, value)}
        />
      );
    }
    if (typeof option.value === 'number') return <Text>{option.value}</Text>;
    const text = texts[option.key] ?? option.value ?? '';
    return (
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={option.key}
          value={text}
          maxLength={200}
          onChange={(event) => setTexts({ ...texts, [option.key]: event.currentTarget.value })}
        />
        <Button size="compact-sm" onClick={() => void update(option.key, text.trim() || null)}>
          {t('save')}
        </Button>
      </Group>
    );
  };
  return (
    <Stack gap="sm" data-testid="interface-panel">
      <TextInput
        label={t('systemNameSetting')}
        description={t('systemNameHint')}
        value={settings.data?.displayName ?? ''}
        readOnly
        maw={480}
      />
      {message && (
        <Alert color={message.kind === 'error' ? 'red' : 'green'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <Table striped>
        <Table.Tbody>
          {(settings.data?.options ?? [])
            // SSO_ENABLED reports configuration and cannot be changed here.
            .filter((option) => option.key !== 'SSO_ENABLED')
            .map((option) => (
              <Table.Tr key={option.key}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {option.key}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {option.description}
                  </Text>
                </Table.Td>
                <Table.Td>{control(option)}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
