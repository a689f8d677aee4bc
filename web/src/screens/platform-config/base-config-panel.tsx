// The base-service configuration entries of one business type (dictionaries, CA_APPLY_CONFIG…):
// pick or name a type, then add, change and delete its entries.
import { useCallback, useState } from 'react';
import { Alert, Autocomplete, Button, Group, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import type { TBaseServiceConfig } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { platformConfigCalls } from './platform-config-calls';

const EMPTY = { configKey: '', configValue: '', description: '', sortOrder: 0 };

export function BaseConfigPanel() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const calls = platformConfigCalls(api);
  const types = useRemoteData(useCallback(() => platformConfigCalls(api).types(), [api]));
  const [businessType, setBusinessType] = useState('CA_APPLY_CONFIG');
  const entries = useRemoteData(
    useCallback(
      () =>
        /^[A-Z][A-Z0-9_]*$/.test(businessType) ? platformConfigCalls(api).entries(businessType) : Promise.resolve([]),
      [api, businessType],
    ),
  );
  const [form, setForm] = useState(EMPTY);
  const [editing, setEditing] = useState<TBaseServiceConfig | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      await Promise.all([entries.reload(), types.reload()]);
      return true;
    } catch (caught) {
      setError(errorText(caught, language));
      return false;
    }
  }

  return (
    <Stack gap="sm" data-testid="base-config-panel">
      <Autocomplete
        label={t('baseConfigType')}
        maw={360}
        data={(types.data ?? []).map((row) => row.businessType)}
        value={businessType}
        onChange={(value) => setBusinessType(value.trim().toUpperCase())}
      />
      <Group align="end" gap="xs">
        <TextInput
          label={t('configKey')}
          description={t('configKeyHint')}
          value={form.configKey}
          onChange={(event) => setForm({ ...form, configKey: event.currentTarget.value.toUpperCase() })}
        />
        <TextInput
          label={t('configValue')}
          value={form.configValue}
          onChange={(event) => setForm({ ...form, configValue: event.currentTarget.value })}
        />
        <TextInput
          label={t('tplDescription')}
          value={form.description}
          onChange={(event) => setForm({ ...form, description: event.currentTarget.value })}
        />
        <NumberInput
          label={t('configSort')}
          w={90}
          min={0}
          value={form.sortOrder}
          onChange={(value) => setForm({ ...form, sortOrder: Number(value) || 0 })}
        />
        <Button
          disabled={!form.configKey || !form.configValue.trim()}
          onClick={() =>
            void run(() =>
              calls.save(editing ? 'update' : 'create', {
                businessType,
                ...form,
                description: form.description.trim() || null,
              }),
            ).then((done) => {
              if (done) {
                setForm(EMPTY);
                setEditing(null);
              }
            })
          }
        >
          {editing ? t('save') : t('configNew')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('configKey')}</Table.Th>
            <Table.Th>{t('configValue')}</Table.Th>
            <Table.Th>{t('tplDescription')}</Table.Th>
            <Table.Th>{t('configSort')}</Table.Th>
            <Table.Th>{t('operation')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(entries.data ?? []).map((row) => (
            <Table.Tr key={row.configKey}>
              <Table.Td>{row.configKey}</Table.Td>
              <Table.Td>{row.configValue}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td>{row.sortOrder}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => {
                      setEditing(row);
                      setForm({ ...row, description: row.description ?? '' });
                    }}
                  >
                    {t('tplEdit')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void run(() => calls.remove(businessType, row.configKey))}
                  >
                    {t('tplDelete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
