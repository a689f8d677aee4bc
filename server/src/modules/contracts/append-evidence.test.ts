// Spec items this file exercises (docs/spec-items.md): E-745.
// The evidence log's chain past nine entries: the sequence is a bigint ordered as a number (a
// text ordering put '9' after '10' and made the 11th completion reuse sequence 10), and the chain
// check walks the entries in numeric order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { appendEvidence, checkEvidenceChain } from './append-evidence';
import { sha256Hex } from './sha256-hex';

describe('appendEvidence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('numbers twelve completions 1 to 12 and keeps the chain whole', async () => {
    const sequences: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const entry = await t.context.database.transaction((tx) =>
        appendEvidence(tx, {
          planId: `evidence-plan-${n}`,
          documentHashes: [sha256Hex(`document ${n}`)],
          at: new Date(),
        }),
      );
      sequences.push(entry.sequence);
    }
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await checkEvidenceChain(t.context.database)).toBeNull();
  });

  it('refuses an entry without a document hash and appends nothing', async () => {
    await expect(
      t.context.database.transaction((tx) =>
        appendEvidence(tx, { planId: 'no-hash', documentHashes: [], at: new Date() }),
      ),
    ).rejects.toMatchObject({ code: 'PRESERVATION_FILE_HASH_EMPTY' });
    const [row] = await t.context.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contract_evidence_log WHERE plan_id = 'no-hash'`,
    );
    expect(row?.n).toBe(0);
  });
});
