// A plan's rows of contract_inbox, built from the plan and its parties (spec items S-list and
// S-signing): one row per viewer key — the initiating enterprise, each signatory, each CC — with
// the flags the file manager's tabs filter on. A draft is seen by its initiator only; whose turn it
// is comes from the one turn rule (signatory-turn.ts). refreshInbox (one plan) and
// writeSentPlansInBulk (an HR chunk) both build their rows here, so the two cannot disagree.
import { enterpriseKey } from './contract-viewer';
import type { PlanRow } from './plan-access';
import { isTurn, type TurnParty } from './signatory-turn';
import type { InboxRow } from './tab-buckets';
import { TASK_STATUS } from '@ecsign/core/model';
import { STORED_SIGNING_STATE } from './stored-signing-state';

export interface InboxPlan {
  status: number;
  order_state: PlanRow['order_state'];
  enterprise_id: string;
  initiator_account_id: string;
}

export type InboxParty = TurnParty & { party_key: string };

export function inboxRowsOf(plan: InboxPlan, parties: readonly InboxParty[]): InboxRow[] {
  const rows = new Map<string, InboxRow>();
  const row = (key: string) => {
    let value = rows.get(key);
    if (!value) {
      value = {
        party_key: key,
        initiator_account_id: null,
        is_signer: false,
        is_cc: false,
        todo: false,
        signed: false,
        plan_status: plan.status,
      };
      rows.set(key, value);
    }
    return value;
  };
  row(enterpriseKey(plan.enterprise_id)).initiator_account_id = plan.initiator_account_id;
  if (plan.status === TASK_STATUS.DRAFT) return [...rows.values()];
  for (const party of parties) {
    const entry = row(party.party_key);
    if (party.role === 'CC') {
      entry.is_cc = true;
      continue;
    }
    entry.is_signer = true;
    if (party.signing_state === STORED_SIGNING_STATE.SIGNED) entry.signed = true;
    if (plan.status === TASK_STATUS.IN_PROGRESS && isTurn(plan, parties, party)) entry.todo = true;
  }
  return [...rows.values()];
}
