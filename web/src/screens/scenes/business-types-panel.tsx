// The enterprise's business types: add (code + name), rename, enable/disable, delete. Without any,
// members starting a contract are told to contact the administrator.
import { useCallback, useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { StateBadge } from '../templates/state-badge';
import { sceneCalls } from './scene-calls';

export function BusinessTypesPanel() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const calls = sceneCalls(api);
  const types = useRemoteData(useCallback(() => sceneCalls(api).businessTypes(), [api]));
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      await types.reload();
      return true;
    } catch (caught) {
      setError(errorText(caught, language));
      return false;
    }
  }

  return (
    <Stack gap="sm" data-testid="business-types">
      <Group align="end" gap="xs">
        <TextInput
          label={t('businessTypeCode')}
          description={t('codeHint')}
          maxLength={40}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <TextInput
          label={t('businessTypeName')}
          maxLength={50}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button
          disabled={!code.trim() || !name.trim()}
          onClick={() =>
            void run(() => calls.createBusinessType(code.trim(), name.trim())).then((done) => {
              if (done) {
                setCode('');
                setName('');
              }
            })
          }
        >
          {t('businessTypeNew')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {types.data?.length === 0 && <Alert color="yellow">{t('businessTypeNone')}</Alert>}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('businessTypeCode')}</Table.Th>
            <Table.Th>{t('businessTypeName')}</Table.Th>
            <Table.Th>{t('tplStatus')}</Table.Th>
            <Table.Th>{t('operation')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.error ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="red">{errorText(types.error, language)}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {(types.data ?? []).map((row) => (
            <Table.Tr key={row.businessTypeId}>
              <Table.Td>{row.code}</Table.Td>
              <Table.Td>
                {renaming?.id === row.businessTypeId ? (
                  <TextInput
                    size="xs"
                    value={renaming.name}
                    maxLength={50}
                    onChange={(event) => setRenaming({ ...renaming, name: event.currentTarget.value })}
                  />
                ) : (
                  row.name
                )}
              </Table.Td>
              <Table.Td>
                <StateBadge state={row.status} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {renaming?.id === row.businessTypeId ? (
                    <Button
                      size="compact-xs"
                      onClick={() =>
                        void run(() => calls.renameBusinessType(row.businessTypeId, renaming.name.trim())).then(
                          (done) => done && setRenaming(null),
                        )
                      }
                    >
                      {t('save')}
                    </Button>
                  ) : (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setRenaming({ id: row.businessTypeId, name: row.name })}
                    >
                      {t('tplRename')}
                    </Button>
                  )}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() =>
                      void run(() =>
                        calls.changeBusinessType(row.status === 'ENABLE' ? 'disable' : 'enable', row.businessTypeId),
                      )
                    }
                  >
                    {row.status === 'ENABLE' ? t('tplDisable') : t('tplEnable')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void run(() => calls.changeBusinessType('delete', row.businessTypeId))}
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
