// Which signatory row the caller acts for, and whether it may act now: the plan in progress,
// past its start time and before its deadline, the row unsigned, and — for ORDER plans — in the lowest unsigned round
// (614 "not the current signatory" otherwise).
import { AppError } from '@ecsign/core/errors';
import type { SqlRunner } from '../../db/open-database';
import type { ContractViewer } from './contract-viewer';
import { localToDate } from './local-time';
import type { PlanRow } from './plan-access';
import { TASK_STATUS } from '@ecsign/core/model';
import { STORED_SIGNING_STATE, type TStoredSigningState } from './stored-signing-state';

export interface PartyRow {
  id: string;
  role: 'SIGNATORY' | 'CC';
  seq: number;
  subject_type: 'PERSONAL' | 'ENTERPRISE';
  name: string;
  mobile: string | null;
  enterprise_name: string | null;
  role_name: string | null;
  user_id: string | null;
  enterprise_id: string | null;
  party_key: string;
  sign_order: number;
  seal_types: string[];
  signing_state: TStoredSigningState;
  signed_at: Date | null;
  seal_name: string | null;
  sign_ip: string | null;
  refused_at: Date | null;
  refuse_reason: string | null;
}

export async function planParties(db: SqlRunner, planId: string): Promise<PartyRow[]> {
  return db.query<PartyRow>('SELECT * FROM contract_parties WHERE plan_id = $1 ORDER BY role DESC, seq', [planId]);
}

/** What the turn rule (spec item S-order) reads of a party: one rule for signing, the inbox and HR batches. */
export type TurnParty = Pick<PartyRow, 'role' | 'sign_order' | 'signing_state'>;

/** The lowest round with an unsigned signatory (ORDER), or null when none is left. */
export function currentRound(parties: readonly TurnParty[]): number | null {
  const waiting = parties.filter((p) => p.role === 'SIGNATORY' && p.signing_state === STORED_SIGNING_STATE.TO_SIGN);
  return waiting.length ? Math.min(...waiting.map((p) => p.sign_order)) : null;
}

/** Whether an unsigned signatory may sign now: any order (DISORDER), else in the current round. */
export function isTurn(plan: Pick<PlanRow, 'order_state'>, parties: readonly TurnParty[], party: TurnParty): boolean {
  return (
    party.signing_state === STORED_SIGNING_STATE.TO_SIGN &&
    (plan.order_state === 'DISORDER' || party.sign_order === currentRound(parties))
  );
}

export function myParty(parties: PartyRow[], viewer: ContractViewer): PartyRow | undefined {
  const mine = parties.filter((p) => p.role === 'SIGNATORY' && p.party_key === viewer.partyKey);
  return mine.find((p) => p.signing_state === STORED_SIGNING_STATE.TO_SIGN) ?? mine[0];
}

/** Throws the reason the caller may not sign or refuse the plan now. */
export function assertMayAct(plan: PlanRow, parties: PartyRow[], viewer: ContractViewer, now: Date): PartyRow {
  const party = myParty(parties, viewer);
  if (!party) throw new AppError('NOT_CURRENT_SIGNATORY', { internal: 'not a signatory of the plan' });
  if (viewer.accountType === 'ENTERPRISE' && !viewer.permissions.includes('contract:sign')) {
    throw new AppError('NO_PERMISSION', { internal: 'lacks contract:sign' });
  }
  if (plan.status !== TASK_STATUS.IN_PROGRESS)
    throw new AppError('SIGNING_STATUS_INVALID', { internal: `plan status ${plan.status}` });
  if (plan.deadline_at && new Date(plan.deadline_at) <= now) throw new AppError('SIGNING_DEADLINE_PASSED');
  if (plan.start_time && localToDate(plan.start_time) > now) throw new AppError('SIGNING_NOT_STARTED');
  if (party.signing_state !== STORED_SIGNING_STATE.TO_SIGN)
    throw new AppError('SIGNING_STATUS_INVALID', { internal: 'already signed' });
  if (!isTurn(plan, parties, party)) throw new AppError('NOT_CURRENT_SIGNATORY');
  return party;
}
