// Raises the inbox version of each key whose contract_inbox rows or tab totals the caller's
// transaction changes (migration 0023). Whoever writes the inbox calls it in the same transaction:
// a cached first page or counter set (inbox-cache.ts) is then never served after the change
// commits, in any process. One statement, keys in sorted order, so two transactions raising
// overlapping keys lock them in the same order (no deadlock); call it before the tab totals.
import type { SqlRunner } from '../../db/open-database';

export async function bumpInboxVersions(tx: SqlRunner, partyKeys: Iterable<string>): Promise<void> {
  const keys = [...new Set(partyKeys)].sort();
  if (keys.length === 0) return;
  await tx.query(
    `INSERT INTO contract_inbox_versions (party_key, version)
     SELECT key, 1 FROM jsonb_array_elements_text($1::jsonb) AS key ORDER BY key
     ON CONFLICT (party_key) DO UPDATE SET version = contract_inbox_versions.version + 1`,
    [JSON.stringify(keys)],
  );
}
