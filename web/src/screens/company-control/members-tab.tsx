// The members of the active enterprise (search by name or mobile, filter by status), paged: role,
// department, status, when they joined; invite a member; change role (super administrators; the
// default administrators are locked), department; disable, enable; and offer the administration
// to a member (the super administrator).
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { can, isDefaultAdminRole } from '@ecsign/core/guard';
import { endpoints } from '@ecsign/core/endpoints';
import { ENABLE_STATE_LABELS, type TMemberRow, type TSwitchState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert/error-alert';
import { RemotePagedTable } from '../../components/paged-table/remote-paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePagedRemoteData } from '../../components/paged-table/use-paged-remote-data';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { TSearchValues } from '../../components/search-bar/search-field';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { AdminTransferCard } from './admin-transfer-card';
import { InvitationsList } from './invitations-list';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberActionsMenu, type TMemberDialog } from './member-actions-menu';
import { MemberEditDialog } from './member-edit-dialog';
import { useDepartmentTree, useEnterpriseRoles } from './use-enterprise-options';

type TDialog = { kind: 'invite' } | TMemberDialog;

const STATUS_TITLES = { disable: 'disableMember', enable: 'enableMember', remove: 'removeMember' } as const;

export function MembersTab() {
  const { t, language } = useI18n();
  const { api, snapshot } = usePortalSession();
  const permissions = snapshot.activeUser?.permissions ?? [];
  const superAdmin = can(permissions, 'role:manage');
  const myAccountId = snapshot.activeUser?.activeAccount.accountId;
  const roles = useEnterpriseRoles();
  const departments = useDepartmentTree();
  const [filter, setFilter] = useState<{ keyword?: string; status?: string }>({});
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((value) => value + 1);

  const list = usePagedRemoteData(
    useCallback(
      (current: number, size: number) =>
        api.call(endpoints.members.list, {
          body: { current, size, ...filter, status: filter.status as TSwitchState | undefined },
        }),
      [api, filter],
    ),
  );
  const { page } = list;
  const { reload } = page;
  useEffect(() => {
    if (version > 0) void reload();
  }, [version, reload]);

  const columns: TTableColumn<TMemberRow>[] = [
    { key: 'name', title: t('name') },
    { key: 'mobile', title: t('mobile'), render: (row) => row.mobile ?? '' },
    {
      key: 'roleName',
      title: t('role'),
      render: (row) => (
        <Group gap={4}>
          {row.roleName}
          {isDefaultAdminRole(row.role) && (
            <Badge size="xs" variant="outline" color="gray">
              {t('locked')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'departmentName', title: t('department'), render: (row) => row.departmentName ?? '' },
    {
      key: 'status',
      title: t('memberStatus'),
      render: (row) => (
        <Group gap={4}>
          <Badge variant="light" color={row.status === 'ENABLE' ? 'green' : 'gray'}>
            {ENABLE_STATE_LABELS[row.status][language]}
          </Badge>
          {row.transferPending && (
            <Badge size="xs" color="orange" variant="light">
              {t('transferPending')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'joinedAt', title: t('joinedAt'), render: (row) => formatDate(row.joinedAt, { time: true }) },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) => (
        <MemberActionsMenu
          member={row}
          superAdmin={superAdmin}
          self={row.accountId === myAccountId}
          onChoose={setDialog}
        />
      ),
    },
  ];

  return (
    <Stack gap="md" data-testid="members-tab">
      <AdminTransferCard version={version} onChanged={changed} />
      <Group justify="space-between" align="flex-end">
        <SearchBar
          fields={[
            { name: 'keyword', kind: 'input', label: t('memberKeyword') },
            {
              name: 'status',
              kind: 'select',
              label: t('memberStatus'),
              options: (['ENABLE', 'DISABLE'] as const).map((value) => ({
                value,
                label: ENABLE_STATE_LABELS[value][language],
              })),
            },
          ]}
          onSearch={(values: TSearchValues) => {
            const text = (name: string) =>
              typeof values[name] === 'string' && values[name] ? values[name] : undefined;
            setFilter({
              ...(text('keyword') ? { keyword: text('keyword') } : {}),
              ...(text('status') ? { status: text('status') } : {}),
            });
            list.paging.setPage(1);
          }}
        />
        <Button onClick={() => setDialog({ kind: 'invite' })}>{t('inviteMember')}</Button>
      </Group>
      <ErrorAlert error={page.data ? page.error : null} />
      <RemotePagedTable list={list} columns={columns} rowKey={(row) => row.accountId} keepRowsOnError />
      <InvitationsList version={version} />
      {dialog?.kind === 'invite' && (
        <InviteMemberDialog
          onClose={() => setDialog(null)}
          onInvited={() => {
            setDialog(null);
            changed();
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <MemberEditDialog
          member={dialog.member}
          field={dialog.field}
          roles={roles.data ?? []}
          departments={departments.data ?? []}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            changed();
          }}
        />
      )}
      {(dialog?.kind === 'status' || dialog?.kind === 'transfer') && (
        <ConfirmDialog
          opened
          title={t(dialog.kind === 'transfer' ? 'transferAdmin' : STATUS_TITLES[dialog.action])}
          confirmLabel={t('confirm')}
          danger={dialog.kind === 'transfer' || dialog.action !== 'enable'}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            if (dialog.kind === 'transfer') {
              await api.call(endpoints.members.startTransfer, { body: { toAccountId: dialog.member.accountId } });
            } else {
              await api.call(endpoints.members[dialog.action], { body: { accountId: dialog.member.accountId } });
            }
            changed();
          }}
        >
          {t(
            dialog.kind === 'transfer'
              ? 'transferAdminConfirm'
              : dialog.action === 'remove'
                ? 'removeMemberConfirm'
                : 'memberStatusConfirm',
            { name: dialog.member.name },
          )}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
