// Rebuilds a plan's rows of contract_inbox from its parties, inside the caller's transaction, after
// every change of state: one row per viewer key with the flags the tabs filter on, and the tab
// totals of contract_tab_counts moved by the difference. A draft is seen by its initiator only;
// whose turn it is follows the signing order. Every key whose rows are rebuilt gets a new inbox
// version (inbox-versions.ts): a plan's progress or status shows in its parties' lists even when
// their tab memberships stay the same.
import type { SqlRunner } from '../../db/open-database';
import { inboxRowsOf, type InboxParty, type InboxPlan } from './inbox-rows';
import { bumpInboxVersions } from './inbox-versions';
import { tabBuckets, type InboxRow } from './tab-buckets';
import { TASK_STATUS } from '@ecsign/core/model';

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
  await applyTabCountDeltas(tx, before, after);
}

/**
 * Adds the new rows' tab memberships and removes the old ones', in one statement and a fixed order
 * (no deadlocks between inbox writers). Call after bumpInboxVersions: one lock order for all.
 */
export async function applyTabCountDeltas(
  tx: SqlRunner,
  before: readonly InboxRow[],
  after: readonly InboxRow[],
): Promise<void> {
  const deltas = new Map<string, number>();
  const count = (rows: readonly InboxRow[], sign: number) => {
    for (const row of rows) {
      for (const [tab, bucket] of tabBuckets(row)) {
        const key = JSON.stringify([row.party_key, bucket, tab]);
        deltas.set(key, (deltas.get(key) ?? 0) + sign);
      }
    }
  };
  count(before, -1);
  count(after, 1);
  const changes = [...deltas.keys()]
    .sort()
    .filter((key) => deltas.get(key) !== 0)
    .map((key, n) => {
      const [partyKey, bucket, tab] = JSON.parse(key) as [string, string, string];
      return { party_key: partyKey, bucket, tab, total: deltas.get(key)!, n };
    });
  if (changes.length === 0) return;
  await tx.query(
    `INSERT INTO contract_tab_counts (party_key, bucket, tab, total)
     SELECT x.party_key, x.bucket, x.tab, x.total
       FROM jsonb_to_recordset($1::jsonb) AS x(party_key text, bucket text, tab text, total integer, n integer)
      ORDER BY x.n
     ON CONFLICT (party_key, bucket, tab) DO UPDATE SET total = contract_tab_counts.total + EXCLUDED.total`,
    [JSON.stringify(changes)],
  );
}

async function buildRows(tx: SqlRunner, planId: string): Promise<(InboxRow & { sort_at: Date })[]> {
  const [plan] = await tx.query<InboxPlan & { updated_at: Date }>(
    'SELECT status, order_state, enterprise_id, initiator_account_id, updated_at FROM contract_plans WHERE id = $1',
    [planId],
  );
  if (!plan) return [];
  const parties =
    plan.status === TASK_STATUS.DRAFT
      ? []
      : await tx.query<InboxParty>(
          'SELECT role, party_key, sign_order, signing_state FROM contract_parties WHERE plan_id = $1',
          [planId],
        );
  return inboxRowsOf(plan, parties).map((row) => ({ ...row, sort_at: plan.updated_at }));
}
