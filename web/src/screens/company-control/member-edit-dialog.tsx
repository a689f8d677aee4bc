// Changing a member's role (super administrators only; never a default administrator's) or
// department.
import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { TDepartmentNode, TMemberRow, TRoleRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { assignableRoles, departmentOptions } from './enterprise-options';

export function MemberEditDialog(props: {
  member: TMemberRow;
  field: 'role' | 'department';
  roles: readonly TRoleRow[];
  departments: readonly TDepartmentNode[];
  onClose(): void;
  onSaved(): void;
}) {
  const { member, field, roles, departments, onClose, onSaved } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [role, setRole] = useState(member.role);
  const [departmentId, setDepartmentId] = useState<string | null>(member.departmentId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await api.call(
        field === 'role'
          ? {
              method: 'POST',
              path: 'cb/assemble/enterprise/member/setRole',
              json: { accountId: member.accountId, role },
            }
          : {
              method: 'POST',
              path: 'cb/assemble/enterprise/member/setDepartment',
              json: { accountId: member.accountId, departmentId },
            },
      );
      onSaved();
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog opened onClose={onClose} title={t(field === 'role' ? 'changeRole' : 'changeDepartment')}>
      <Stack gap="md" data-testid="member-edit">
        <Text size="sm">{member.name}</Text>
        {field === 'role' ? (
          <Select
            label={t('role')}
            allowDeselect={false}
            data={assignableRoles(roles)}
            value={role}
            onChange={(value) => setRole(value ?? member.role)}
          />
        ) : (
          <Select
            label={t('department')}
            placeholder={t('noDepartment')}
            clearable
            data={departmentOptions(departments)}
            value={departmentId}
            onChange={setDepartmentId}
          />
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
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
