// The enterprise's roles: the built-in ones (the default administrator roles locked: never
// deleted, disabled or re-roled) and custom ones with their permissions and how many members hold
// them. Only super administrators operate roles: create, edit, disable, enable, delete.
import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { can } from '@ecsign/core/guard';
import { ENABLE_STATE_LABELS, type TRoleRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ActionButton } from '../../components/action-button/action-button';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemoteTable } from '../../components/paged-table/remote-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { useI18n } from '../../i18n/i18n-context';
import { PERMISSION_KEYS } from './permission-keys';
import { RoleFormDialog } from './role-form-dialog';
import { useEnterpriseRoles } from './use-enterprise-options';

export function RolesTab() {
  const { t, language } = useI18n();
  const { api, snapshot } = usePortalSession();
  const superAdmin = can(snapshot.activeUser?.permissions ?? [], 'role:manage');
  const roles = useEnterpriseRoles();
  const [editing, setEditing] = useState<TRoleRow | 'new' | null>(null);
  const [error, setError] = useState<unknown>(null);

  const act = (role: TRoleRow, kind: 'disable' | 'enable' | 'delete') => async () => {
    setError(null);
    await api.call(endpoints.roles[kind], { body: { roleId: role.roleId } });
    await roles.reload();
  };

  const columns: TTableColumn<TRoleRow>[] = [
    {
      key: 'name',
      title: t('roleName'),
      render: (row) => (
        <Group gap={4}>
          {row.name}
          {row.defaultAdmin ? (
            <Badge size="xs" variant="outline" color="gray">
              {t('locked')}
            </Badge>
          ) : row.builtIn ? (
            <Badge size="xs" variant="outline">
              {t('builtInRole')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'permissions',
      title: t('permissions'),
      render: (row) => (
        <Text size="xs" maw={360}>
          {row.permissions.map((permission) => t(PERMISSION_KEYS[permission])).join('、')}
        </Text>
      ),
    },
    { key: 'userCount', title: t('roleUsers') },
    {
      key: 'status',
      title: t('memberStatus'),
      render: (row) => ENABLE_STATE_LABELS[row.status][language],
    },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) =>
        superAdmin && !row.builtIn ? (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setEditing(row)}>
              {t('edit')}
            </Button>
            <ActionButton onError={setError} action={act(row, row.status === 'ENABLE' ? 'disable' : 'enable')}>
              {t(row.status === 'ENABLE' ? 'disable' : 'enable')}
            </ActionButton>
            <ActionButton color="red" onError={setError} action={act(row, 'delete')}>
              {t('delete')}
            </ActionButton>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {row.builtIn ? t('builtInRoleHint') : t('onlySuperAdminRoles')}
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="md" data-testid="roles-tab">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t(superAdmin ? 'rolesHint' : 'onlySuperAdminRoles')}
        </Text>
        {superAdmin && <Button onClick={() => setEditing('new')}>{t('createRole')}</Button>}
      </Group>
      <ErrorAlert error={error} />
      <RemoteTable testId="roles" data={roles} columns={columns} rowKey={(row) => row.roleId} />
      {editing && (
        <RoleFormDialog
          role={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void roles.reload();
          }}
        />
      )}
    </Stack>
  );
}
