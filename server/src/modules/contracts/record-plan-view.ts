// POST contract/plan/{planId}/viewed: the signing page (spec item R-file-sign) reports its first
// open, and the audit trail gains one VIEWED line per party and login session — reloading the page
// or scrolling through it adds nothing (the unique index of migration 0033 keeps it to one even
// when two tabs open at once). A draft has no audit trail yet, so its views are not recorded.
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import type { ContractViewer } from './contract-viewer';
import { planAccess } from './plan-access';
import { recordEvent } from './record-event';

export async function recordPlanView(
  context: AppContext,
  auth: AuthContext,
  viewer: ContractViewer,
  planId: string,
  ip: string | null,
): Promise<{ recorded: boolean }> {
  const { plan } = await planAccess(context, viewer, planId);
  if (plan.status === 0) return { recorded: false };
  const recorded = await recordEvent(context.database, {
    planId: plan.id,
    kind: 'VIEWED',
    at: context.now(),
    actorUserId: viewer.userId,
    actorName: viewer.name,
    enterpriseName: viewer.enterpriseName,
    ip,
    sessionId: auth.sessionId,
  });
  return { recorded };
}
