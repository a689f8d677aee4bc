// Creating or editing a custom role (super administrators only): its name and the permissions it
// holds, chosen from those a custom role may hold (administration itself stays with the default
// administrator roles).
import { useState } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { CUSTOM_ROLE_PERMISSIONS, type TPermission } from '@ecsign/core/guard';
import type { TRoleRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { requiredProblem } from '../auth-person/identity-problems';
import { PERMISSION_KEYS } from './permission-keys';

type TField = 'name' | 'permissions';

const ROLE_ERRORS: ErrorRoutes<TField> = {
  codes: { ROLE_EXISTS: 'name', ROLE_PERMISSION_NOT_ASSIGNABLE: 'permissions' },
  paths: { name: 'name', permissions: 'permissions' },
};

export function RoleFormDialog(props: { role?: TRoleRow; onClose(): void; onSaved(): void }) {
  const { role, onClose, onSaved } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<TPermission[]>(role ? [...role.permissions] : []);
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(ROLE_ERRORS);

  async function save() {
    if (
      !check({
        name: requiredProblem(name, language),
        permissions: permissions.length === 0 ? t('choosePermissions') : undefined,
      })
    ) {
      return;
    }
    setBusy(true);
    try {
      const changed = { name: name.trim(), permissions };
      await (role
        ? api.call(endpoints.roles.update, { body: { roleId: role.roleId, ...changed } })
        : api.call(endpoints.roles.create, { body: changed }));
      onSaved();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog opened onClose={onClose} title={t(role ? 'editRole' : 'createRole')} width={560}>
      <Stack gap="md" data-testid="role-form">
        <TextInput
          label={t('roleName')}
          maxLength={30}
          value={name}
          error={errors.name && <ErrorTextNode text={errors.name} field="name" />}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clear('name');
          }}
        />
        <Checkbox.Group
          label={t('permissions')}
          value={permissions}
          error={errors.permissions && <ErrorTextNode text={errors.permissions} field="permissions" />}
          onChange={(value) => {
            setPermissions(value as TPermission[]);
            clear('permissions');
          }}
        >
          <SimpleGrid cols={2} mt="xs">
            {CUSTOM_ROLE_PERMISSIONS.map((permission) => (
              <Checkbox key={permission} value={permission} label={t(PERMISSION_KEYS[permission])} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {errors.form && (
          <Text size="sm" c="red">
            <ErrorTextNode text={errors.form} field="form" />
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
