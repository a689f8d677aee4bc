// Rebuilds a plan's rows of contract_inbox from its parties, inside the caller's transaction, after
// every change of state: one row per viewer key with the flags the tabs filter on. A draft is seen
// by its initiator only; whose turn it is follows the signing order.
import type { SqlRunner } from '../../db/open-database';
import { enterpriseKey } from './contract-viewer';

interface PartyRow {
  role: 'SIGNATORY' | 'CC';
  party_key: string;
  sign_order: number;
  signing_state: string;
}

export async function refreshInbox(tx: SqlRunner, planId: string): Promise<void> {
  const [plan] = await tx.query<{
    status: number;
    order_state: string;
    enterprise_id: string;
    initiator_account_id: string;
    updated_at: Date;
  }>('SELECT status, order_state, enterprise_id, initiator_account_id, updated_at FROM contract_plans WHERE id = $1', [
    planId,
  ]);
  await tx.query('DELETE FROM contract_inbox WHERE plan_id = $1', [planId]);
  if (!plan) return;
  const rows = new Map<
    string,
    { initiator: string | null; signer: boolean; cc: boolean; todo: boolean; signed: boolean }
  >();
  const row = (key: string) => {
    let value = rows.get(key);
    if (!value) rows.set(key, (value = { initiator: null, signer: false, cc: false, todo: false, signed: false }));
    return value;
  };
  row(enterpriseKey(plan.enterprise_id)).initiator = plan.initiator_account_id;
  if (plan.status !== 0) {
    const parties = await tx.query<PartyRow>(
      'SELECT role, party_key, sign_order, signing_state FROM contract_parties WHERE plan_id = $1',
      [planId],
    );
    const waiting = parties.filter((p) => p.role === 'SIGNATORY' && p.signing_state === '0');
    const round = Math.min(...waiting.map((p) => p.sign_order));
    for (const party of parties) {
      const entry = row(party.party_key);
      if (party.role === 'CC') {
        entry.cc = true;
        continue;
      }
      entry.signer = true;
      if (party.signing_state === '1') entry.signed = true;
      const turn = plan.order_state === 'DISORDER' || party.sign_order === round;
      if (plan.status === 1 && party.signing_state === '0' && turn) entry.todo = true;
    }
  }
  for (const [key, entry] of rows) {
    await tx.query(
      `INSERT INTO contract_inbox (party_key, plan_id, initiator_account_id, is_signer, is_cc, todo, signed, plan_status, sort_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [key, planId, entry.initiator, entry.signer, entry.cc, entry.todo, entry.signed, plan.status, plan.updated_at],
    );
  }
}
