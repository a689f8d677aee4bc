// The one definition of each file-manager tab over contract_inbox (alias i), shared by the lists
// and the home counters so a counter always equals its tab's total. $1 is the caller's inbox key,
// $2 their account id. A row is the caller's when they sign or are copied for that key, or when
// they initiated the plan (an enterprise key's rows also carry plans colleagues initiated).
import { TASK_STATUS, type TFileManagerTab } from '@ecsign/core/model';

const MINE = '(i.is_signer OR i.is_cc OR i.initiator_account_id = $2)';
const { DRAFT, IN_PROGRESS, COMPLETED, REVOKED, EXPIRED } = TASK_STATUS;

export const TAB_CONDITIONS: Record<TFileManagerTab, string> = {
  TO_SIGN: 'i.todo',
  DRAFT: `i.initiator_account_id = $2 AND i.plan_status = ${DRAFT}`,
  WAITING_OTHERS: `i.plan_status = ${IN_PROGRESS} AND NOT i.todo AND (i.is_signer OR i.initiator_account_id = $2)`,
  INITIATED: `i.initiator_account_id = $2 AND i.plan_status <> ${DRAFT}`,
  CC: `i.is_cc AND i.plan_status <> ${DRAFT}`,
  COMPLETED: `i.plan_status = ${COMPLETED} AND ${MINE}`,
  VOIDED: `i.plan_status IN (${REVOKED}, ${EXPIRED}) AND ${MINE}`,
  SIGNED_BY_ME: 'i.signed',
  ALL: `i.plan_status <> ${DRAFT} AND ${MINE}`,
};

export function tabWhere(tab: TFileManagerTab): string {
  return `i.party_key = $1 AND ${TAB_CONDITIONS[tab]}`;
}
