// Changing a member's role (super administrators only; never a default administrator's) or
// department.
import { useState } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TDepartmentNode, TMemberRow, TRoleRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { DialogActions } from '../../components/dialog-actions/dialog-actions';
import { useDialogAction } from '../../components/dialog-actions/use-dialog-action';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
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
  const { t } = useI18n();
  const { api } = usePortalSession();
  const [role, setRole] = useState(member.role);
  const [departmentId, setDepartmentId] = useState<string | null>(member.departmentId);
  const { busy, error, run } = useDialogAction();

  async function save() {
    await run(async () => {
      const { accountId } = member;
      await (field === 'role'
        ? api.call(endpoints.members.setRole, { body: { accountId, role } })
        : api.call(endpoints.members.setDepartment, { body: { accountId, departmentId } }));
      onSaved();
    });
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
        <DialogActions
          error={error}
          busy={busy}
          actionLabel={t('save')}
          onAction={() => void save()}
          onCancel={onClose}
        />
      </Stack>
    </AppDialog>
  );
}
