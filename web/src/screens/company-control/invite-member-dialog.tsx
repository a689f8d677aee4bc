// Adding a member: an invitation to a mobile number (the person accepts it after logging in with
// that number), as MEMBER or — for a super administrator — in another role.
import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { can } from '@ecsign/core/guard';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { assignableRoles } from './enterprise-options';
import { useEnterpriseRoles } from './use-enterprise-options';

type TField = 'mobile' | 'role';

const INVITE_ERRORS: ErrorRoutes<TField> = {
  codes: { ALREADY_JOINED_ENTERPRISE: 'mobile', ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES: 'role', ROLE_DISABLED: 'role' },
  paths: { mobile: 'mobile', role: 'role' },
};

export function InviteMemberDialog(props: { onClose(): void; onInvited(): void }) {
  const { t, language } = useI18n();
  const { api, snapshot } = usePortalSession();
  const superAdmin = can(snapshot.activeUser?.permissions ?? [], 'role:manage');
  const roles = useEnterpriseRoles();
  const [mobile, setMobile] = useState('');
  const [role, setRole] = useState('MEMBER');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(INVITE_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check({ mobile: fieldProblem('mobile', mobile, language) })) return;
    setBusy(true);
    try {
      await api.call(endpoints.enterprises.invite, { body: { mobile, ...(role !== 'MEMBER' ? { role } : {}) } });
      props.onInvited();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog opened onClose={props.onClose} title={t('inviteMember')}>
      <form onSubmit={submit} noValidate data-testid="invite-member">
        <Stack gap="md">
          <TextInput
            label={t('mobile')}
            inputMode="tel"
            maxLength={11}
            value={mobile}
            error={errors.mobile && <ErrorTextNode text={errors.mobile} field="mobile" />}
            onChange={(event) => {
              setMobile(event.currentTarget.value.trim());
              clear('mobile');
            }}
          />
          <Select
            label={t('role')}
            allowDeselect={false}
            disabled={!superAdmin}
            description={superAdmin ? undefined : t('onlySuperAdminRoles')}
            data={roles.data ? assignableRoles(roles.data) : [{ value: 'MEMBER', label: t('roleMember') }]}
            value={role}
            error={errors.role && <ErrorTextNode text={errors.role} field="role" />}
            onChange={(value) => setRole(value ?? 'MEMBER')}
          />
          {errors.form && (
            <Text size="sm" c="red">
              <ErrorTextNode text={errors.form} field="form" />
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
