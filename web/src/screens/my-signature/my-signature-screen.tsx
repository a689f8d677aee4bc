// /account/mySignature: the person's signatures and, for an enterprise account that manages seals
// (seal:manage), the enterprise's seals. The server checks every call again.
import { Card, Stack, Tabs } from '@mantine/core';
import { ROUTE_TITLES, can } from '@ecsign/core/guard';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { useI18n } from '../../i18n/i18n-context';
import { EnterpriseSealsPanel } from './enterprise-seals-panel';
import { PersonalSignaturesPanel } from './personal-signatures-panel';
import { SealUseLog } from './seal-use-log';

export function MySignatureScreen() {
  const { t, language } = useI18n();
  const { snapshot } = usePortalSession();
  const user = snapshot.activeUser;
  const sealManager = user?.activeAccount?.accountType === 'ENTERPRISE' && can(user.permissions ?? [], 'seal:manage');

  return (
    <Stack gap="md" data-testid="my-signature">
      <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.mySignature[language] }]} />
      <Card withBorder radius="md" p="lg">
        <Tabs defaultValue="personal" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="personal" data-testid="tab-personal">
              {t('sealMySignatures')}
            </Tabs.Tab>
            {sealManager && (
              <Tabs.Tab value="enterprise" data-testid="tab-enterprise">
                {t('sealEnterpriseSeals')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="personal" pt="md">
            <Stack gap="lg">
              <PersonalSignaturesPanel />
              <SealUseLog scope="MINE" version={0} />
            </Stack>
          </Tabs.Panel>
          {sealManager && (
            <Tabs.Panel value="enterprise" pt="md">
              <EnterpriseSealsPanel />
            </Tabs.Panel>
          )}
        </Tabs>
      </Card>
    </Stack>
  );
}
