// A new data grant: who receives it (a member or a department) and what it opens — organisations
// (chosen in the department tree), seals or templates — never beyond the operator's own scope
// (shown here; the server refuses the rest) and never to oneself.
import { useCallback, useMemo, useState } from 'react';
import { MultiSelect, SegmentedControl, Select, Stack, TagsInput, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import {
  type TDepartmentNode,
  type TGrantResourceType,
  type TGrantScope,
  type TGrantSubjectType,
} from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { DialogActions } from '../../components/dialog-actions/dialog-actions';
import { useDialogAction } from '../../components/dialog-actions/use-dialog-action';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { useI18n } from '../../i18n/i18n-context';
import { departmentOptions } from './enterprise-options';

/**
 * The departments the operator may grant: all of them, or those in their own scope. A grant on a
 * department covers its subtree, so each is chosen on its own (a tree's cascading check boxes would
 * grant a parent whenever its only child is checked).
 */
function scopedDepartments(nodes: readonly TDepartmentNode[], scope: TGrantScope) {
  return departmentOptions(nodes).filter((option) => scope.all || scope.ORG.includes(option.value));
}

export function GrantDialog(props: {
  scope: TGrantScope;
  departments: readonly TDepartmentNode[];
  onClose(): void;
  onGranted(): void;
}) {
  const { scope, departments, onClose, onGranted } = props;
  const { t } = useI18n();
  const { api } = usePortalSession();
  const loadMembers = useCallback(
    () => api.call(endpoints.members.list, { body: { current: 1, size: 100, status: 'ENABLE' } }),
    [api],
  );
  const members = useRemoteData(loadMembers);
  const [subjectType, setSubjectType] = useState<TGrantSubjectType>('MEMBER');
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [resourceType, setResourceType] = useState<TGrantResourceType>('ORG');
  const [resourceIds, setResourceIds] = useState<string[]>([]);
  const { busy, error, setError, run } = useDialogAction();
  const orgOptions = useMemo(() => scopedDepartments(departments, scope), [departments, scope]);

  const subjects =
    subjectType === 'MEMBER'
      ? (members.data?.records ?? []).map((member) => ({
          value: member.accountId,
          label: `${member.name} · ${member.roleName}`,
        }))
      : departmentOptions(departments);

  async function submit() {
    if (!subjectId || resourceIds.length === 0) return setError(t('grantIncomplete'));
    await run(async () => {
      await api.call(endpoints.roles.grant, { body: { subjectType, subjectId, resourceType, resourceIds } });
      onGranted();
    });
  }

  return (
    <AppDialog opened onClose={onClose} title={t('newGrant')} width={560}>
      <Stack gap="md" data-testid="grant-dialog">
        <SegmentedControl
          value={subjectType}
          onChange={(value) => {
            setSubjectType(value as TGrantSubjectType);
            setSubjectId(null);
          }}
          data={[
            { value: 'MEMBER', label: t('grantToMember') },
            { value: 'DEPARTMENT', label: t('grantToDepartment') },
          ]}
        />
        <Select
          label={t(subjectType === 'MEMBER' ? 'grantMember' : 'department')}
          placeholder={t('selectPlaceholder')}
          searchable
          data={subjects}
          value={subjectId}
          onChange={setSubjectId}
        />
        <SegmentedControl
          value={resourceType}
          onChange={(value) => {
            setResourceType(value as TGrantResourceType);
            setResourceIds([]);
          }}
          data={[
            { value: 'ORG', label: t('resourceOrg') },
            { value: 'SEAL', label: t('resourceSeal') },
            { value: 'TEMPLATE', label: t('resourceTemplate') },
          ]}
        />
        {resourceType === 'ORG' ? (
          <MultiSelect
            label={t('grantOrganisations')}
            placeholder={t('selectPlaceholder')}
            searchable
            data={orgOptions}
            value={resourceIds}
            onChange={setResourceIds}
          />
        ) : scope.all ? (
          <TagsInput
            label={t(resourceType === 'SEAL' ? 'sealIds' : 'templateIds')}
            description={t('resourceIdsHint')}
            value={resourceIds}
            onChange={setResourceIds}
          />
        ) : (
          <MultiSelect
            label={t(resourceType === 'SEAL' ? 'sealIds' : 'templateIds')}
            data={scope[resourceType]}
            value={resourceIds}
            onChange={setResourceIds}
          />
        )}
        <Text size="xs" c="dimmed">
          {t(scope.all ? 'grantScopeAll' : 'grantScopeOwn')}
        </Text>
        <DialogActions
          error={error}
          busy={busy}
          actionLabel={t('grant')}
          onAction={() => void submit()}
          onCancel={onClose}
        />
      </Stack>
    </AppDialog>
  );
}
