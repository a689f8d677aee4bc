// Who hears of a signature: the initiator (signed), the signatories whose turn it now is (to sign);
// on completion every signatory and the initiator (completed) and the CC recipients (copied).
import type { AppContext } from '../../context';
import { notifyContract, partyRecipients, type NoticeLog } from './contract-notices';
import type { PlanRow } from './plan-access';

export async function notifyAfterSigning(
  context: AppContext,
  input: { plan: PlanRow; signerName: string; completed: boolean },
  log?: NoticeLog,
): Promise<void> {
  const { plan } = input;
  const initiator = [{ accountId: plan.initiator_account_id }];
  const contractName = plan.task_name;
  await notifyContract(
    context,
    {
      type: 'CONTRACT_SIGNED',
      planId: plan.id,
      recipients: initiator,
      values: { contractName, signerName: input.signerName },
    },
    log,
  );
  if (!input.completed) {
    // DISORDER plans told every signatory at the start; ORDER plans tell each round when it comes.
    if (plan.order_state !== 'ORDER') return;
    const next = await partyRecipients(context, plan.id, { role: 'SIGNATORY', todoOnly: true });
    const values = { contractName, initiatorName: plan.initiator_enterprise_name, deadline: plan.end_time ?? '' };
    await notifyContract(context, { type: 'CONTRACT_TO_SIGN', planId: plan.id, recipients: next, values }, log);
    return;
  }
  const signatories = await partyRecipients(context, plan.id, { role: 'SIGNATORY' });
  await notifyContract(
    context,
    {
      type: 'CONTRACT_COMPLETED',
      planId: plan.id,
      recipients: [...initiator, ...signatories],
      values: { contractName },
    },
    log,
  );
  const cc = await partyRecipients(context, plan.id, { role: 'CC' });
  await notifyContract(
    context,
    {
      type: 'CONTRACT_CC',
      planId: plan.id,
      recipients: cc,
      values: { contractName, initiatorName: plan.initiator_enterprise_name },
    },
    log,
  );
}
