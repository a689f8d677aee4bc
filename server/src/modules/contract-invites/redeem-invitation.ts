// Spends an invitation link's ticket for the person of its number, in the caller's transaction (a
// refusal later in that transaction leaves the ticket unspent): the number must be the one the SMS
// went to, and the plan must still be open — in progress, or completed for a CC recipient told
// at completion. A used, expired or forged ticket is refused by redeemUrlTicket's codes.
import { AppError } from '@ecsign/core/errors';
import { TASK_STATUS } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { ContractTx } from '../contracts/contract-transaction';
import { redeemUrlTicket } from '../url-tickets/redeem-url-ticket';

export type TInvitationSubject = { planId: string; mobile: string };

export async function redeemInvitation(
  context: AppContext,
  tx: ContractTx,
  ticket: string,
  mobile: string,
): Promise<TInvitationSubject> {
  const subject = await redeemUrlTicket(context, ticket, 'contract-invite', tx.db);
  if (subject.mobile !== mobile) throw new AppError('INVITE_MOBILE_MISMATCH', { internal: 'another number' });
  await requireOpenPlan(tx, subject.planId);
  return subject;
}

/** The plan of an invitation, while someone may still join it. */
export async function requireOpenPlan(db: Pick<ContractTx, 'query'>, planId: string): Promise<void> {
  const [plan] = await db.query<{ status: number }>('SELECT status FROM contract_plans WHERE id = $1', [planId]);
  const open: number[] = [TASK_STATUS.IN_PROGRESS, TASK_STATUS.COMPLETED];
  if (!plan || !open.includes(plan.status)) {
    throw new AppError('INVITE_PLAN_CLOSED', { internal: `plan status ${plan?.status ?? 'gone'}` });
  }
}

/** The role the person now has on the plan: signatory (to sign) or CC (to view). */
export async function roleOnPlan(
  tx: Pick<ContractTx, 'query'>,
  planId: string,
  userId: string,
): Promise<'SIGNATORY' | 'CC'> {
  const rows = await tx.query<{ role: 'SIGNATORY' | 'CC' }>(
    `SELECT role FROM contract_parties WHERE plan_id = $1 AND user_id = $2 ORDER BY role DESC LIMIT 1`,
    [planId, userId],
  );
  // SIGNATORY sorts after CC: a person who both signs and is copied signs.
  if (!rows[0]) throw new AppError('PLAN_NOT_FOUND', { internal: 'no party of this person on the plan' });
  return rows[0].role;
}
