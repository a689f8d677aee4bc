// Template groups: the enterprise's folders with their template counts; create, rename, and delete
// an empty one. Each refusal (a name taken, a group not empty) shows in the dialog.
import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TTemplateGroupRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { templateCalls } from './template-calls';

export function TemplateGroupsDialog(props: {
  opened: boolean;
  groups: readonly TTemplateGroupRow[];
  onClose(): void;
  onChanged(): void;
}) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ groupId: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      props.onChanged();
      return true;
    } catch (caught) {
      setError(errorText(caught, language));
      return false;
    }
  }

  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title={t('tplGroups')} width={560}>
      <Stack gap="sm">
        <Group align="end" gap="xs">
          <TextInput
            label={t('tplGroupName')}
            maxLength={50}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
            data-testid="group-name"
          />
          <Button
            disabled={!name.trim()}
            onClick={() =>
              void run(() => templateCalls(api).createGroup(name.trim())).then((done) => done && setName(''))
            }
          >
            {t('tplNewGroup')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Table>
          <Table.Tbody>
            {props.groups.length === 0 && (
              <Table.Tr>
                <Table.Td>
                  <Text c="dimmed">{t('noData')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {props.groups.map((group) => (
              <Table.Tr key={group.groupId}>
                <Table.Td>
                  {editing?.groupId === group.groupId ? (
                    <TextInput
                      size="xs"
                      value={editing.name}
                      maxLength={50}
                      onChange={(event) => setEditing({ ...editing, name: event.currentTarget.value })}
                    />
                  ) : (
                    group.name
                  )}
                </Table.Td>
                <Table.Td>{t('tplTemplateCount', { count: group.templateCount })}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    {editing?.groupId === group.groupId ? (
                      <Button
                        size="compact-xs"
                        onClick={() =>
                          void run(() => templateCalls(api).renameGroup(group.groupId, editing.name.trim())).then(
                            (done) => done && setEditing(null),
                          )
                        }
                      >
                        {t('save')}
                      </Button>
                    ) : (
                      <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ ...group })}>
                        {t('tplRename')}
                      </Button>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('tplDelete')}
                      onClick={() => void run(() => templateCalls(api).deleteGroup(group.groupId))}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </AppDialog>
  );
}
