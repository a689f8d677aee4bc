// Rebuilds a plan's rows of contract_inbox from its parties, inside the caller's transaction, after
// every change of state: one row per viewer key with the flags the tabs filter on, and the tab
// totals of contract_tab_counts moved by the difference. A draft is seen by its initiator only;
// whose turn it is follows the signing order. Every key whose rows are rebuilt gets a new inbox
// version (inbox-versions.ts): a plan's progress or status shows in its parties' lists even when
// their tab memberships stay the same.
import type { SqlRunner } from '../../db/open-database';
import { enterpriseKey } from './contract-viewer';
import { bumpInboxVersions } from './inbox-versions';
import { tabBuckets, type InboxRow } from './tab-buckets';

interface PartyRow {
  role: 'SIGNATORY' | 'CC';
  party_key: string;
  sign_order: number;
  signing_state: string;
}

export async function refreshInbox(tx: SqlRunner, planId: string, options: { removing?: boolean } = {}): Promise<void> {
  const before = await tx.query<InboxRow>('SELECT * FROM contract_inbox WHERE plan_id = $1', [planId]);
  await tx.query('DELETE FROM contract_inbox WHERE plan_id = $1', [planId]);
  const after = options.removing ? [] : await buildRows(tx, planId);
  for (const row of after) {
    await tx.query(
      `INSERT INTO contract_inbox (party_key, plan_id, initiator_account_id, is_signer, is_cc, todo, signed, plan_status, sort_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        row.party_key,
        planId,
        row.initiator_account_id,
        row.is_signer,
        row.is_cc,
        row.todo,
        row.signed,
        row.plan_status,
        row.sort_at,
      ],
    );
  }
  await bumpInboxVersions(
    tx,
    [...before, ...after].map((row) => row.party_key),
  );
  await applyCountDeltas(tx, before, after);
}

/** Adds the new rows' tab memberships and removes the old ones', in a fixed order (no deadlocks). */
async function applyCountDeltas(tx: SqlRunner, before: InboxRow[], after: InboxRow[]): Promise<void> {
  const deltas = new Map<string, number>();
  const count = (rows: InboxRow[], sign: number) => {
    for (const row of rows) {
      for (const [tab, bucket] of tabBuckets(row)) {
        const key = JSON.stringify([row.party_key, bucket, tab]);
        deltas.set(key, (deltas.get(key) ?? 0) + sign);
      }
    }
  };
  count(before, -1);
  count(after, 1);
  for (const key of [...deltas.keys()].sort()) {
    const delta = deltas.get(key)!;
    if (delta === 0) continue;
    const [partyKey, bucket, tab] = JSON.parse(key) as [string, string, string];
    await tx.query(
      `INSERT INTO contract_tab_counts (party_key, bucket, tab, total) VALUES ($1, $2, $3, $4)
       ON CONFLICT (party_key, bucket, tab) DO UPDATE SET total = contract_tab_counts.total + EXCLUDED.total`,
      [partyKey, bucket, tab, delta],
    );
  }
}

async function buildRows(tx: SqlRunner, planId: string): Promise<(InboxRow & { sort_at: Date })[]> {
  const [plan] = await tx.query<{
    status: number;
    order_state: string;
    enterprise_id: string;
    initiator_account_id: string;
    updated_at: Date;
  }>('SELECT status, order_state, enterprise_id, initiator_account_id, updated_at FROM contract_plans WHERE id = $1', [
    planId,
  ]);
  if (!plan) return [];
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
  return [...rows].map(([key, entry]) => ({
    party_key: key,
    initiator_account_id: entry.initiator,
    is_signer: entry.signer,
    is_cc: entry.cc,
    todo: entry.todo,
    signed: entry.signed,
    plan_status: plan.status,
    sort_at: plan.updated_at,
  }));
}
