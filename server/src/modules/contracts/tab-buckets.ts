// Which tab totals an inbox row counts in, and for whom: the same rules as TAB_CONDITIONS, split by
// bucket — '*' when every viewer of the key sees the row (they sign it or are copied), the
// initiating account's id when only that account does. state-transitions.test.ts checks the two
// agree (the home counters equal the tab totals).
import { TASK_STATUS, type TFileManagerTab } from '@ecsign/core/model';

export interface InboxRow {
  party_key: string;
  initiator_account_id: string | null;
  is_signer: boolean;
  is_cc: boolean;
  todo: boolean;
  signed: boolean;
  plan_status: number;
}

export const EVERYONE = '*';

export function tabBuckets(row: InboxRow): [TFileManagerTab, string][] {
  const out: [TFileManagerTab, string][] = [];
  const status = row.plan_status;
  const initiator = row.initiator_account_id;
  // Rows a viewer sees as a party, else only as the initiator (MINE in tab-condition.ts).
  const mine = row.is_signer || row.is_cc ? EVERYONE : initiator;
  if (row.todo) out.push(['TO_SIGN', EVERYONE]);
  if (initiator && status === TASK_STATUS.DRAFT) out.push(['DRAFT', initiator]);
  if (status === TASK_STATUS.IN_PROGRESS && !row.todo) {
    const bucket = row.is_signer ? EVERYONE : initiator;
    if (bucket) out.push(['WAITING_OTHERS', bucket]);
  }
  if (initiator && status !== TASK_STATUS.DRAFT) out.push(['INITIATED', initiator]);
  if (row.is_cc && status !== TASK_STATUS.DRAFT) out.push(['CC', EVERYONE]);
  if (mine && status === TASK_STATUS.COMPLETED) out.push(['COMPLETED', mine]);
  if (mine && (status === TASK_STATUS.REVOKED || status === TASK_STATUS.EXPIRED)) out.push(['VOIDED', mine]);
  if (row.signed) out.push(['SIGNED_BY_ME', EVERYONE]);
  if (mine && status !== TASK_STATUS.DRAFT) out.push(['ALL', mine]);
  return out;
}
