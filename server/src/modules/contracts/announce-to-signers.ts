// When the signatories whose turn it is hear that a contract waits for them (CONTRACT_TO_SIGN):
// never when the initiator switched signing notices off (F-plan-send-time-state DISABLE); at the
// plan's start time (F-plan-start-end-time) while that is still ahead; at once otherwise. The
// initiator is never told about a contract they sent themselves.
//
// Sending a plan only marks its notice due (to_sign_notice_at, in the sending transaction);
// sendDueToSignNotices claims due plans and writes their notices in one transaction — right after
// the send, and every minute from the job — so a crash in between delays a notice, never loses or
// doubles it. A signatory invited by mobile number (no account yet) gets the invitation SMS with its
// one-time link instead (contract-invites/send-invitations.ts), in the same transaction.
import { AppError } from '@ecsign/core/errors';
import { TASK_STATUS } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { SqlRunner } from '../../db/open-database';
import { invitedPartiesOf } from '../contract-invites/invited-parties';
import { sendInvitations } from '../contract-invites/send-invitations';
import { sendNotice } from '../notices/send-notice';
import { initiatorNameOf, partyRecipients, planLink, toSignValues, type NoticeLog } from './contract-notices';
import { contractTransaction, type ContractTx } from './contract-transaction';
import { localToDate } from './local-time';
import type { PlanRow } from './plan-access';

const CLAIM_BATCH = 100;

/** When a plan sent now tells its signatories: null for never (notices switched off). */
export function toSignNoticeDueAt(plan: { sendTimeState: string; startTime?: string | null }, now: Date): Date | null {
  if (plan.sendTimeState === 'DISABLE') return null;
  const opens = plan.startTime ? localToDate(plan.startTime) : null;
  return opens && opens > now ? opens : now;
}

export async function markToSignNoticeDue(tx: SqlRunner, planIds: string[], dueAt: Date | null): Promise<void> {
  if (!dueAt || planIds.length === 0) return;
  await tx.query(
    'UPDATE contract_plans SET to_sign_notice_at = $2 WHERE id = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))',
    [JSON.stringify(planIds), dueAt],
  );
}

/** Sends every to-sign notice due by now (of `planIds` only, when given); answers how many plans told. */
export async function sendDueToSignNotices(
  context: AppContext,
  options: { planIds?: string[]; log?: NoticeLog } = {},
): Promise<{ announced: number }> {
  let announced = 0;
  for (;;) {
    const claimed = await contractTransaction(context, async (tx) => {
      // Claimed and cleared in the transaction that writes the notices: a second worker skips
      // the locked rows, a rolled-back claim leaves them due.
      const plans = await tx.query<PlanRow>(
        `UPDATE contract_plans SET to_sign_notice_at = NULL
          WHERE id IN (SELECT id FROM contract_plans
                        WHERE to_sign_notice_at <= $1
                          AND ($2::jsonb IS NULL OR id = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb))))
                        ORDER BY to_sign_notice_at LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [context.now(), options.planIds ? JSON.stringify(options.planIds) : null],
      );
      for (const plan of plans) {
        // Revoked, refused or expired before its start: nobody is asked to sign it any more.
        if (plan.status !== TASK_STATUS.IN_PROGRESS) continue;
        if (await announce(context, tx, plan, options.log)) announced += 1;
      }
      return plans.length;
    });
    if (claimed < CLAIM_BATCH) return { announced };
  }
}

async function announce(
  context: AppContext,
  tx: ContractTx,
  plan: PlanRow,
  log: NoticeLog | undefined,
): Promise<boolean> {
  const invited = await invitedPartiesOf(tx, plan.id, { role: 'SIGNATORY', todoOnly: true });
  const invitations = await sendInvitations(
    context,
    invited.map((party) => ({
      planId: plan.id,
      name: party.name,
      mobile: party.mobile,
      initiatorName: initiatorNameOf(plan),
      deadlineAt: plan.deadline_at,
    })),
    tx.db,
  );
  for (const refused of invitations.filter((result) => result instanceof AppError)) {
    log?.warn({ err: refused, planId: plan.id }, 'invitation not sent');
  }
  const recipients = await partyRecipients(context, plan.id, {
    role: 'SIGNATORY',
    todoOnly: true,
    exceptUserId: plan.initiator_user_id,
    skipInvited: true,
  });
  if (recipients.length === 0) return invited.length > 0;
  const db = tx.db;
  const values = toSignValues({
    contractName: plan.task_name,
    initiatorName: initiatorNameOf(plan),
    endTime: plan.end_time,
  });
  try {
    await sendNotice(context, { type: 'CONTRACT_TO_SIGN', recipients, values, link: planLink(plan.id) }, db);
    return true;
  } catch (error) {
    // The notice centre's rules (type switched off, nobody reachable) never undo a plan.
    if (!(error instanceof AppError)) throw error;
    log?.warn({ err: error, planId: plan.id }, 'to-sign notice not sent');
    return false;
  }
}
