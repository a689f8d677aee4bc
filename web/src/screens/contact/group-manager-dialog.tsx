// Group management: add a group, rename or delete one (its contacts become ungrouped). Duplicate
// names come back as the catalogue's "contact group exists" text.
import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TContactGroupView } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function GroupManagerDialog(props: {
  opened: boolean;
  groups: readonly TContactGroupView[];
  onClose(): void;
  onChanged(): void;
}) {
  const { opened, groups, onClose, onChanged } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ groupId: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      onChanged();
      return true;
    } catch (caught) {
      setError(errorText(caught, language));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add() {
    if (!newName.trim()) return setError(t('contactGroupNameRequired'));
    if (await run(() => api.call(endpoints.contacts.saveGroup, { body: { name: newName.trim() } }))) {
      setNewName('');
    }
  }

  async function rename() {
    if (!editing) return;
    if (!editing.name.trim()) return setError(t('contactGroupNameRequired'));
    const { groupId, name } = editing;
    if (await run(() => api.call(endpoints.contacts.saveGroup, { body: { groupId, name: name.trim() } }))) {
      setEditing(null);
    }
  }

  async function remove(group: TContactGroupView) {
    if (!window.confirm(t('contactGroupDeleteConfirm', { name: group.name }))) return;
    await run(() => api.call(endpoints.contacts.deleteGroup, { body: { groupId: group.groupId } }));
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('contactGroups')} width={560}>
      <Stack gap="sm" data-testid="group-manager">
        <Group align="end" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            label={t('contactGroupName')}
            value={newName}
            maxLength={30}
            onChange={(event) => setNewName(event.currentTarget.value)}
            data-testid="group-new-name"
          />
          <Button loading={busy} onClick={() => void add()} data-testid="group-add">
            {t('contactGroupAdd')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {groups.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('noData')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.groupId}>
                  <Table.Td>
                    {editing?.groupId === group.groupId ? (
                      <TextInput
                        size="xs"
                        value={editing.name}
                        maxLength={30}
                        aria-label={t('contactGroupName')}
                        onChange={(event) => setEditing({ ...editing, name: event.currentTarget.value })}
                      />
                    ) : (
                      <Text size="sm">
                        {group.name}{' '}
                        <Text span c="dimmed" size="xs">
                          {t('contactGroupCount', { count: group.contactCount })}
                        </Text>
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      {editing?.groupId === group.groupId ? (
                        <>
                          <Button size="compact-xs" onClick={() => void rename()}>
                            {t('save')}
                          </Button>
                          <Button size="compact-xs" variant="default" onClick={() => setEditing(null)}>
                            {t('cancel')}
                          </Button>
                        </>
                      ) : (
                        <>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            onClick={() => setEditing({ groupId: group.groupId, name: group.name })}
                          >
                            {t('contactGroupRename')}
                          </Button>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('contactDelete')}
                            onClick={() => void remove(group)}
                          >
                            ×
                          </ActionIcon>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </AppDialog>
  );
}
