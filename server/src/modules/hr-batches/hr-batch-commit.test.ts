// The chunk commit (commit-hr-row.ts) writes with multi-row statements what contracts' writePlan,
// the enterprise's signature and refreshInbox would write one plan at a time. Proved here on a
// batch that spans two chunks: rebuilding every plan's inbox with refreshInbox itself changes
// neither the inbox rows nor the tab totals; each plan has its events in order, one seal use, the
// parties and places of its template, the batch's attachment, a unique task number; each employee
// got one notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTransaction } from '../contracts/contract-transaction';
import { refreshInbox } from '../contracts/refresh-inbox';
import { addEmployees, call, employeeRow, hrKit, waitForBatch, type HrKit } from '../../test-support/hr-test-kit';
import { HR_CHUNK_ROWS } from './send-row-jobs';

const ROWS = HR_CHUNK_ROWS + 3;
let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit({ jobs: true });
  await addEmployees(kit.t.context, 1, ROWS);
}, 120_000);
afterAll(async () => kit?.t.close());

const inboxSql = `SELECT party_key, plan_id, initiator_account_id, is_signer, is_cc, todo, signed, plan_status, sort_at
                    FROM contract_inbox ORDER BY plan_id, party_key`;
const countsSql = 'SELECT party_key, bucket, tab, total FROM contract_tab_counts WHERE total <> 0 ORDER BY 1, 2, 3';

describe('HR batch chunk commit', () => {
  it('writes what writePlan, the signature and refreshInbox would, for every row of every chunk', async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => employeeRow(i + 1));
    const uploaded = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/hr/batch/attachments?fileName=handbook.txt',
      headers: { authorization: `Bearer ${kit.tokens.hr}`, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('employee handbook'),
    });
    const attachment = uploaded.json().data as { fileId: string };
    const created = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId: kit.templateId,
      taskName: '批量',
      rows,
      attachments: [{ fileId: attachment.fileId, name: '员工手册.txt' }],
    });
    expect(created.status).toBe(200);
    const batchId = created.data.batchId as string;
    expect((await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, {})).status).toBe(200);
    const done = await waitForBatch(kit, batchId, kit.tokens.hr, 300_000);
    expect(done).toMatchObject({ state: 'FINISH', sentCount: ROWS, failedCount: 0 });
    // One job per chunk.
    const jobs = await kit.t.context.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'hr-batch-rows'",
    );
    expect(jobs[0]!.n).toBe(2);

    const db = kit.t.context.database;
    const plans = await db.query<{ id: string; task_no: string; status: number; signed_count: number }>(
      'SELECT id, task_no, status, signed_count FROM contract_plans WHERE batch_id = $1',
      [batchId],
    );
    expect(plans).toHaveLength(ROWS);
    expect(new Set(plans.map((p) => p.task_no)).size).toBe(ROWS);
    expect(plans.every((p) => p.status === 1 && p.signed_count === 1)).toBe(true);

    const inboxBefore = await db.query(inboxSql);
    const countsBefore = await db.query(countsSql);
    expect(inboxBefore).toHaveLength(ROWS * 2);
    await contractTransaction(kit.t.context, async (tx) => {
      for (const plan of plans) await refreshInbox(tx, plan.id);
    });
    expect(await db.query(inboxSql)).toEqual(inboxBefore);
    expect(await db.query(countsSql)).toEqual(countsBefore);

    const [plan] = plans;
    const events = await db.query<{ kind: string }>(
      'SELECT kind FROM contract_events WHERE plan_id = $1 ORDER BY seq',
      [plan!.id],
    );
    expect(events.map((e) => e.kind)).toEqual(['CREATED', 'SENT', 'SIGNED']);
    const parties = await db.query<{
      seq: number;
      subject_type: string;
      signing_state: string;
      seal_id: string | null;
    }>('SELECT seq, subject_type, signing_state, seal_id FROM contract_parties WHERE plan_id = $1 ORDER BY seq', [
      plan!.id,
    ]);
    expect(parties).toMatchObject([
      { seq: 0, subject_type: 'ENTERPRISE', signing_state: '1', seal_id: expect.any(String) },
      { seq: 1, subject_type: 'PERSONAL', signing_state: '0', seal_id: null },
    ]);
    const [places] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contract_positions WHERE plan_id = $1',
      [plan!.id],
    );
    expect(places!.n).toBe(2);
    // Every plan carries the batch's attachment, as writePlan would write it.
    const attached = await db.query<{ file_name: string; idx: number; file_size: string }>(
      `SELECT file_name, idx, file_size::text FROM contract_attachments
        WHERE plan_id IN (SELECT id FROM contract_plans WHERE batch_id = $1)`,
      [batchId],
    );
    expect(attached).toHaveLength(ROWS);
    expect(attached.every((a) => a.file_name === '员工手册.txt' && a.idx === 0 && a.file_size === '17')).toBe(true);
    const [uses] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM seal_uses WHERE plan_id IN (SELECT id FROM contract_plans WHERE batch_id = $1)',
      [batchId],
    );
    expect(uses!.n).toBe(ROWS);
    const notices = await db.query<{ user_id: string; n: number }>(
      `SELECT user_id, count(*)::int AS n FROM notices WHERE notice_type = 'CONTRACT_TO_SIGN'
         AND link IN (SELECT '/contract/summary/' || id || '/0/ALL/' FROM contract_plans WHERE batch_id = $1)
       GROUP BY user_id`,
      [batchId],
    );
    expect(notices).toHaveLength(ROWS);
    expect(notices.every((n) => n.n === 1)).toBe(true);
  }, 600_000);
});
