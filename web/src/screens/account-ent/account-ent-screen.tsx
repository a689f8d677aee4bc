// /account/ent: the person's enterprises (switching the active account), applying to join one,
// their applications and invitations; and, for administrators of the active enterprise, the
// applications to review.
import { useCallback, useState } from 'react';
import { Stack } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { ROUTE_TITLES, can } from '@ecsign/core/guard';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { useI18n } from '../../i18n/i18n-context';
import { AdminTransferCard } from '../company-control/admin-transfer-card';
import { JoinReviewCard } from './join-review-card';
import { MyApplicationsCard } from './my-applications-card';
import { MyEnterprisesCard } from './my-enterprises-card';
import { MyInvitationsCard } from './my-invitations-card';

export function AccountEntScreen() {
  const { t, language } = useI18n();
  const { api, snapshot, refreshUser } = usePortalSession();
  const load = useCallback(() => api.call(endpoints.enterprises.mine), [api]);
  const enterprises = useRemoteData(load);
  const account = snapshot.activeUser?.activeAccount;
  const reviewer =
    account?.accountType === 'ENTERPRISE' && can(snapshot.activeUser?.permissions ?? [], 'member:manage');
  const [transferVersion, setTransferVersion] = useState(0);
  const joined = useCallback(() => {
    void enterprises.reload();
    void refreshUser().catch(() => undefined);
  }, [enterprises, refreshUser]);

  return (
    <Stack gap="md" data-testid="account-ent">
      <BreadcrumbHeader
        items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.enterpriseAccount[language] }]}
      />
      <MyEnterprisesCard enterprises={enterprises} />
      {account?.accountType === 'ENTERPRISE' && !reviewer && (
        <AdminTransferCard version={transferVersion} onChanged={() => setTransferVersion((value) => value + 1)} quiet />
      )}
      {reviewer && <JoinReviewCard />}
      <MyInvitationsCard onJoined={joined} />
      <MyApplicationsCard />
    </Stack>
  );
}
