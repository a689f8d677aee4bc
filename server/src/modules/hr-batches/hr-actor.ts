// Who runs an HR batch: an enterprise account holding hr:batch (spec items R-guard-route-power, P-route-power of
// /hrcontract/startHRContract), acting for its own enterprise — or an Open API app of the
// enterprise, which acts through the account of the administrator who created it.
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { requireVerifiedAccount } from '../verification/require-verified-account';

export interface HrActor {
  accountId: string;
  userId: string;
  enterpriseId: string;
  /** Set when an Open API app acts. */
  openAppId: string | null;
}

export async function hrActor(context: AppContext, auth: AuthContext): Promise<HrActor> {
  const acting = await actingEnterpriseAccount(context, auth, { permission: 'hr:batch' });
  await requireVerifiedAccount(context, auth);
  return { accountId: acting.accountId, userId: acting.userId, enterpriseId: acting.enterpriseId, openAppId: null };
}
