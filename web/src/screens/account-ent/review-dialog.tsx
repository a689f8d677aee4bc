// Passing or rejecting one application to join. Passing makes the applicant a member: as MEMBER,
// or — for a super administrator, who alone operates roles — in the role picked here; optionally
// into a department. Rejecting takes an optional comment the applicant sees.
import { useState } from 'react';
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { can } from '@ecsign/core/guard';
import { endpoints } from '@ecsign/core/endpoints';
import type { TJoinApplicationView } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { DialogActions } from '../../components/dialog-actions/dialog-actions';
import { useDialogAction } from '../../components/dialog-actions/use-dialog-action';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { useI18n } from '../../i18n/i18n-context';
import { assignableRoles, departmentOptions } from '../company-control/enterprise-options';
import { useDepartmentTree, useEnterpriseRoles } from '../company-control/use-enterprise-options';

export function ReviewDialog(props: {
  application: TJoinApplicationView;
  decision: 'approve' | 'reject';
  onClose(): void;
  onDone(): void;
}) {
  const { application, decision, onClose, onDone } = props;
  const { t } = useI18n();
  const { api, snapshot } = usePortalSession();
  const superAdmin = can(snapshot.activeUser?.permissions ?? [], 'role:manage');
  const roles = useEnterpriseRoles();
  const departments = useDepartmentTree();
  const [role, setRole] = useState<string>('MEMBER');
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const { busy, error, run } = useDialogAction();

  async function submit() {
    await run(async () => {
      const { applicationId } = application;
      await (decision === 'approve'
        ? api.call(endpoints.enterprises.approveApplication, {
            body: { applicationId, ...(role !== 'MEMBER' ? { role } : {}), ...(departmentId ? { departmentId } : {}) },
          })
        : api.call(endpoints.enterprises.rejectApplication, {
            body: { applicationId, ...(comment.trim() ? { comment: comment.trim() } : {}) },
          }));
      onDone();
    });
  }

  return (
    <AppDialog opened onClose={onClose} title={t(decision === 'approve' ? 'approveApplication' : 'rejectApplication')}>
      <Stack gap="md" data-testid="review-dialog">
        <Text size="sm">
          {application.applicantName} · {application.reason}
        </Text>
        {decision === 'approve' ? (
          <>
            <Select
              label={t('role')}
              allowDeselect={false}
              disabled={!superAdmin}
              description={superAdmin ? undefined : t('onlySuperAdminRoles')}
              data={roles.data ? assignableRoles(roles.data) : [{ value: 'MEMBER', label: t('roleMember') }]}
              value={role}
              onChange={(value) => setRole(value ?? 'MEMBER')}
            />
            <Select
              label={t('department')}
              placeholder={t('selectPlaceholder')}
              clearable
              data={departments.data ? departmentOptions(departments.data) : []}
              value={departmentId}
              onChange={setDepartmentId}
            />
          </>
        ) : (
          <Textarea
            label={t('reviewComment')}
            maxLength={200}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
        )}
        <DialogActions
          error={error}
          busy={busy}
          actionLabel={t(decision === 'approve' ? 'approve' : 'reject')}
          danger={decision === 'reject'}
          onAction={() => void submit()}
          onCancel={onClose}
        />
      </Stack>
    </AppDialog>
  );
}
