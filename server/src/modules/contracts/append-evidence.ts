// The evidence log (spec item E-745, preservation): one append-only entry per completed contract with
// its documents' hashes, chained — each entry's hash covers the previous entry's — so removing or
// altering any entry breaks every hash after it. Appends are serialised by a table lock, inside
// the transaction that completes the contract; the table's triggers refuse updates and deletes.
import { AppError } from '@ecsign/core/errors';
import type { SqlRunner } from '../../db/open-database';
import { sha256Hex } from './sha256-hex';

export const GENESIS_HASH = '0'.repeat(64);

export interface EvidenceEntry {
  sequence: number;
  previousHash: string;
  entryHash: string;
}

export function evidenceEntryHash(entry: {
  sequence: number;
  planId: string;
  documentHashes: string[];
  previousHash: string;
  recordedAt: Date;
}): string {
  return sha256Hex(
    [
      entry.previousHash,
      String(entry.sequence),
      entry.planId,
      ...entry.documentHashes,
      entry.recordedAt.toISOString(),
    ].join('\n'),
  );
}

export async function appendEvidence(
  tx: SqlRunner,
  entry: { planId: string; documentHashes: string[]; at: Date },
): Promise<EvidenceEntry> {
  if (entry.documentHashes.length === 0 || entry.documentHashes.some((hash) => !/^[0-9a-f]{64}$/.test(hash))) {
    throw new AppError('PRESERVATION_FILE_HASH_EMPTY', { internal: `plan ${entry.planId}` });
  }
  await tx.exec('LOCK TABLE contract_evidence_log IN SHARE ROW EXCLUSIVE MODE');
  const [last] = await tx.query<{ sequence: string; entry_hash: string }>(
    'SELECT sequence::text, entry_hash FROM contract_evidence_log ORDER BY contract_evidence_log.sequence DESC LIMIT 1',
  );
  const sequence = last ? Number(last.sequence) + 1 : 1;
  const previousHash = last?.entry_hash ?? GENESIS_HASH;
  // Stored with millisecond precision, so the hash can be recomputed from the row.
  const recordedAt = new Date(Math.floor(entry.at.getTime()));
  const entryHash = evidenceEntryHash({
    sequence,
    planId: entry.planId,
    documentHashes: entry.documentHashes,
    previousHash,
    recordedAt,
  });
  await tx.query(
    `INSERT INTO contract_evidence_log (sequence, plan_id, document_hashes, previous_hash, entry_hash, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [sequence, entry.planId, JSON.stringify(entry.documentHashes), previousHash, entryHash, recordedAt],
  );
  return { sequence, previousHash, entryHash };
}

/** Walks the whole chain; answers the first sequence whose hash does not hold, or null. */
export async function checkEvidenceChain(db: SqlRunner): Promise<number | null> {
  const rows = await db.query<{
    sequence: string;
    plan_id: string;
    document_hashes: string[];
    previous_hash: string;
    entry_hash: string;
    recorded_at: Date;
  }>(
    'SELECT sequence::text, plan_id, document_hashes, previous_hash, entry_hash, recorded_at FROM contract_evidence_log ORDER BY contract_evidence_log.sequence',
  );
  let previous = GENESIS_HASH;
  for (const row of rows) {
    const sequence = Number(row.sequence);
    const expected = evidenceEntryHash({
      sequence,
      planId: row.plan_id,
      documentHashes: row.document_hashes,
      previousHash: previous,
      recordedAt: new Date(row.recorded_at),
    });
    if (row.previous_hash !== previous || row.entry_hash !== expected) return sequence;
    previous = row.entry_hash;
  }
  return null;
}
