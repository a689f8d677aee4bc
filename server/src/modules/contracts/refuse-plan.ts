// POST contract/refuse: a signatory whose turn it is refuses with a reason; the whole plan becomes
// void by refusal (REFUSE) and the initiator and the other signatories are told.
import { AppError } from '@ecsign/core/errors';
import { TASK_STATUS, type TContractStateReply } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { requireVerifiedAccount } from '../verification/require-verified-account';
import { notifyContract, partyRecipients, type NoticeLog } from './contract-notices';
import { contractTransaction } from './contract-transaction';
import type { ContractViewer } from './contract-viewer';
import { planAccess, type PlanRow } from './plan-access';
import { assertMayAct, planParties } from './signatory-turn';
import { voidPlan } from './void-plan';

export async function refusePlan(
  context: AppContext,
  auth: AuthContext,
  viewer: ContractViewer,
  input: { planId: string; reason: string },
  options: { ip: string | null; log?: NoticeLog },
): Promise<TContractStateReply> {
  await planAccess(context, viewer, input.planId);
  await requireVerifiedAccount(context, auth);
  const now = context.now();
  const { plan, party } = await contractTransaction(context, async (tx) => {
    const [plan] = await tx.query<PlanRow>('SELECT * FROM contract_plans WHERE id = $1 FOR UPDATE', [input.planId]);
    const party = assertMayAct(plan!, await planParties(tx, input.planId), viewer, now);
    await tx.query('UPDATE contract_parties SET refused_at = $2, refuse_reason = $3 WHERE id = $1', [
      party.id,
      now,
      input.reason,
    ]);
    const actor = {
      actorUserId: viewer.userId,
      actorName: viewer.name,
      enterpriseName: party.enterprise_name,
      ip: options.ip,
    };
    if (!(await voidPlan(tx, { planId: input.planId, route: 'REFUSE', reason: input.reason, at: now, actor }))) {
      throw new AppError('SIGNING_STATUS_INVALID');
    }
    return { plan: plan!, party };
  });
  // Nobody hears of their own refusal, the initiator included when they refused their own plan.
  const recipients = [
    ...(plan.initiator_user_id === viewer.userId ? [] : [{ accountId: plan.initiator_account_id }]),
    ...(await partyRecipients(context, plan.id, {
      role: 'SIGNATORY',
      exceptPartyId: party.id,
      exceptUserId: viewer.userId,
    })),
  ];
  const values = {
    contractName: plan.task_name,
    signerName: party.enterprise_name ?? viewer.name,
    reason: input.reason,
  };
  await notifyContract(context, { type: 'CONTRACT_REFUSED', planId: plan.id, recipients, values }, options.log);
  return { planId: plan.id, status: TASK_STATUS.REVOKED, voidRoute: 'REFUSE' };
}
