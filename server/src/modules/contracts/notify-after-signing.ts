// Who hears of a signature: the initiator (signed) unless they signed it themselves, the
// signatories whose turn it now is (to sign, by announce-to-signers' rules); on completion every
// signatory and the initiator (completed) and the CC recipients (copied; one invited by mobile
// number without an account gets the invitation SMS instead).
import type { AppContext } from '../../context';
import { inviteCcRecipients } from '../contract-invites/invite-cc-recipients';
import { markToSignNoticeDue, sendDueToSignNotices } from './announce-to-signers';
import { initiatorNameOf, notifyContract, partyRecipients, type NoticeLog } from './contract-notices';
import type { PlanRow } from './plan-access';

export async function notifyAfterSigning(
  context: AppContext,
  input: { plan: PlanRow; signerName: string; signerUserId: string; completed: boolean },
  log?: NoticeLog,
): Promise<void> {
  const { plan } = input;
  const initiator = [{ accountId: plan.initiator_account_id }];
  const contractName = plan.task_name;
  if (input.signerUserId !== plan.initiator_user_id) {
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
  }
  if (!input.completed) {
    // DISORDER plans told every signatory at the start; ORDER plans tell each round when it comes,
    // unless the initiator switched signing notices off.
    if (plan.order_state !== 'ORDER' || plan.send_time_state === 'DISABLE') return;
    await markToSignNoticeDue(context.database, [plan.id], context.now());
    await sendDueToSignNotices(context, { planIds: [plan.id], ...(log ? { log } : {}) });
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
  const cc = await partyRecipients(context, plan.id, { role: 'CC', skipInvited: true });
  await notifyContract(
    context,
    {
      type: 'CONTRACT_CC',
      planId: plan.id,
      recipients: cc,
      values: { contractName, initiatorName: initiatorNameOf(plan) },
    },
    log,
  );
  await inviteCcRecipients(context, { id: plan.id, initiatorName: initiatorNameOf(plan) }, log);
}
