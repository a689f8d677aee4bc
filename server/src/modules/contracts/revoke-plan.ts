// POST contract/revoke: the initiator (the initiating account only) withdraws a plan in progress,
// with a required reason of at most 100 characters (spec item V-revoke-reason). Irreversible, even when some
// signatories have signed (spec item S-cancel-irreversible): the plan becomes void by withdrawal (REVOKE).
import { AppError } from '@ecsign/core/errors';
import { REVOKE_REASON_MAX, TASK_STATUS, type TContractStateReply } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { initiatorNameOf, notifyContract, partyRecipients, type NoticeLog } from './contract-notices';
import { contractTransaction } from './contract-transaction';
import type { ContractViewer } from './contract-viewer';
import { planAccess } from './plan-access';
import { voidPlan } from './void-plan';

export async function revokePlan(
  context: AppContext,
  viewer: ContractViewer,
  input: { planId: string; reason: string },
  options: { ip: string | null; log?: NoticeLog },
): Promise<TContractStateReply> {
  const { plan, isInitiator } = await planAccess(context, viewer, input.planId);
  if (!isInitiator) throw new AppError('ONLY_INITIATOR_MAY_REVOKE');
  if ([...input.reason].length > REVOKE_REASON_MAX) throw new AppError('REVOKE_REASON_TOO_LONG');
  const now = context.now();
  await contractTransaction(context, async (tx) => {
    const actor = {
      actorUserId: viewer.userId,
      actorName: viewer.name,
      enterpriseName: viewer.enterpriseName,
      ip: options.ip,
    };
    if (!(await voidPlan(tx, { planId: plan.id, route: 'REVOKE', reason: input.reason, at: now, actor }))) {
      throw new AppError('SIGNING_STATUS_INVALID', { internal: `status ${plan.status}` });
    }
  });
  const recipients = await partyRecipients(context, plan.id, { role: 'SIGNATORY', exceptUserId: viewer.userId });
  const values = { contractName: plan.task_name, initiatorName: initiatorNameOf(plan), reason: input.reason };
  await notifyContract(context, { type: 'CONTRACT_REVOKED', planId: plan.id, recipients, values }, options.log);
  return { planId: plan.id, status: TASK_STATUS.REVOKED, voidRoute: 'REVOKE' };
}
