// The actions on one member row: change role (super administrators; never a default
// administrator), change department, disable, enable or remove (never a default administrator), and offer
// the administration (the super administrator, to someone else).
import { Button, Menu } from '@mantine/core';
import { isDefaultAdminRole } from '@ecsign/core/guard';
import type { TMemberRow } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';

export type TMemberDialog =
  | { kind: 'edit'; member: TMemberRow; field: 'role' | 'department' }
  | { kind: 'status'; member: TMemberRow; action: 'disable' | 'enable' | 'remove' }
  | { kind: 'transfer'; member: TMemberRow };

export function MemberActionsMenu(props: {
  member: TMemberRow;
  superAdmin: boolean;
  /** The operator's own row. */
  self: boolean;
  onChoose(dialog: TMemberDialog): void;
}) {
  const { member, superAdmin, self, onChoose } = props;
  const { t } = useI18n();
  const locked = isDefaultAdminRole(member.role);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" data-testid={`member-actions-${member.accountId}`}>
          {t('operation')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {superAdmin && !locked && (
          <Menu.Item onClick={() => onChoose({ kind: 'edit', member, field: 'role' })}>{t('changeRole')}</Menu.Item>
        )}
        <Menu.Item onClick={() => onChoose({ kind: 'edit', member, field: 'department' })}>
          {t('changeDepartment')}
        </Menu.Item>
        {!locked && member.status === 'ENABLE' && (
          <Menu.Item color="red" onClick={() => onChoose({ kind: 'status', member, action: 'disable' })}>
            {t('disableMember')}
          </Menu.Item>
        )}
        {member.status === 'DISABLE' && (
          <Menu.Item onClick={() => onChoose({ kind: 'status', member, action: 'enable' })}>
            {t('enableMember')}
          </Menu.Item>
        )}
        {!locked && (
          <Menu.Item color="red" onClick={() => onChoose({ kind: 'status', member, action: 'remove' })}>
            {t('removeMember')}
          </Menu.Item>
        )}
        {superAdmin && !self && (
          <Menu.Item onClick={() => onChoose({ kind: 'transfer', member })}>{t('transferAdmin')}</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
