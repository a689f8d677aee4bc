// A pause committed while a chunk is being written (commit-hr-row.ts): the chunk checks the batch
// is RUNNING, locks its rows, writes the plans and notices, and counts itself on the batch row
// last, only `WHERE control = 'RUNNING'`. Here the chunk is held inside its transaction (another
// transaction locks the notices table, which the chunk writes after its plans), the batch is
// paused meanwhile, then the chunk goes on: it must roll back whole — no plan, no notice, every
// row still WAITING for the resume.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_ROWS_QUEUE, processHrRows } from './process-hr-row';
import { addEmployees, call, employeeRow, hrKit, type HrKit } from '../../test-support/hr-test-kit';

const ROWS = 3;
let kit: HrKit;

beforeAll(async () => {
  kit = await hrKit({ jobs: false });
  await addEmployees(kit.t.context, 1, ROWS);
}, 120_000);
afterAll(async () => kit?.t.close());

/** Resolves once a statement of this database touching `table` waits for a lock. */
async function waitsForLockOn(kit: HrKit, table: string): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const [waiting] = await kit.t.context.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE $1`,
      [`%${table}%`],
    );
    if (waiting!.n > 0) return;
    if (Date.now() > until) throw new Error(`no statement waited for a lock on ${table}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('HR batch paused while a chunk commits', () => {
  it('rolls the whole chunk back: no plan, no notice, every row still WAITING', async () => {
    const created = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId: kit.templateId,
      taskName: '暂停竞争',
      rows: Array.from({ length: ROWS }, (_, i) => employeeRow(i + 1)),
    });
    expect(created.status).toBe(200);
    const batchId = created.data.batchId as string;
    // Started: RUNNING, its chunk queued but not worked (this app runs no job workers).
    expect((await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, {})).status).toBe(200);
    const db = kit.t.context.database;
    const rowIds = (
      await db.query<{ id: string }>('SELECT id FROM hr_batch_rows WHERE batch_id = $1 ORDER BY idx', [batchId])
    ).map((row) => row.id);

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const holdNotices = db.transaction(async (tx) => {
      await tx.query('LOCK TABLE notices IN SHARE MODE');
      lockTaken();
      await released;
    });
    await taken;
    const chunk = processHrRows(kit.t.context, {
      id: 'race',
      name: HR_ROWS_QUEUE,
      data: { batchId, rowIds },
      singletonKey: null,
      retryCount: 0,
    });
    // The chunk is inside its transaction, its plans written, its notices waiting.
    await waitsForLockOn(kit, 'notices');
    // The pause, as control-hr-batch.ts writes it, commits meanwhile.
    await db.query(`UPDATE hr_batches SET control = 'PAUSED', updated_at = now() WHERE id = $1`, [batchId]);
    release();
    await holdNotices;
    expect(await chunk).toEqual({ sent: 0, failed: 0 });

    const [batch] = await db.query<{ control: string; sent_count: number; failed_count: number }>(
      'SELECT control, sent_count, failed_count FROM hr_batches WHERE id = $1',
      [batchId],
    );
    expect(batch).toEqual({ control: 'PAUSED', sent_count: 0, failed_count: 0 });
    const rows = await db.query<{ status: string; plan_id: string | null }>(
      'SELECT status, plan_id FROM hr_batch_rows WHERE batch_id = $1',
      [batchId],
    );
    expect(rows).toEqual(Array.from({ length: ROWS }, () => ({ status: 'WAITING', plan_id: null })));
    const [plans] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contract_plans WHERE batch_id = $1', [
      batchId,
    ]);
    expect(plans!.n).toBe(0);
    const [notices] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notices WHERE link LIKE '/contract/summary/%'`,
    );
    expect(notices!.n).toBe(0);
  }, 120_000);
});
