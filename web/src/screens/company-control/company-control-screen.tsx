// /company/control: the administration of the active enterprise — members (with invitations and
// the administrator transfer), roles and permissions, data grants, and the organisation tree.
// Reached by administrators (member:manage); the server checks every call again.
import { Alert, Stack, Tabs } from '@mantine/core';
import { ROUTE_TITLES, can } from '@ecsign/core/guard';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { useI18n } from '../../i18n/i18n-context';
import { DepartmentsTab } from './departments-tab';
import { GrantsTab } from './grants-tab';
import { MembersTab } from './members-tab';
import { RolesTab } from './roles-tab';

export function CompanyControlScreen() {
  const { t, language } = useI18n();
  const { snapshot } = usePortalSession();
  const user = snapshot.activeUser;
  const account = user?.activeAccount;
  const permissions = user?.permissions ?? [];
  const administrator = account?.accountType === 'ENTERPRISE' && can(permissions, 'member:manage');

  return (
    <Stack gap="md" data-testid="company-control">
      <BreadcrumbHeader
        items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.enterpriseManage[language] }]}
      />
      {!administrator ? (
        <Alert color="orange" role="alert" data-testid="not-administrator">
          {t('notAdministrator')}
        </Alert>
      ) : (
        <Tabs defaultValue="members" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="members">{t('tabMembers')}</Tabs.Tab>
            <Tabs.Tab value="roles">{t('tabRoles')}</Tabs.Tab>
            {can(permissions, 'grant:manage') && <Tabs.Tab value="grants">{t('tabGrants')}</Tabs.Tab>}
            <Tabs.Tab value="departments">{t('tabDepartments')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members" pt="md">
            <MembersTab />
          </Tabs.Panel>
          <Tabs.Panel value="roles" pt="md">
            <RolesTab />
          </Tabs.Panel>
          <Tabs.Panel value="grants" pt="md">
            <GrantsTab />
          </Tabs.Panel>
          <Tabs.Panel value="departments" pt="md">
            <DepartmentsTab />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
