// An HR batch's contracts reach the employees' cached "to sign" first pages (contracts/inbox-cache.ts):
// the chunk commit writes inbox rows by SQL of its own, so it must raise the employees' inbox
// versions (commit-hr-row.ts, bumpInboxVersions) or the server keeps serving the page read before
// the batch until the cache entry expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_CACHE_TTL_MS } from '../contracts/inbox-cache';
import { call, employeeRow, hrKit, waitForBatch, type HrKit } from '../../test-support/hr-test-kit';

const TO_SIGN_FIRST_PAGE = { tab: 'TO_SIGN', current: 1, size: 10 };

let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit({ jobs: true });
}, 120_000);
afterAll(async () => kit?.t.close());

async function toSign(token: string) {
  const response = await kit.t.app.inject({
    method: 'POST',
    url: '/ecapi/contract/list',
    payload: TO_SIGN_FIRST_PAGE,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.json().status).toBe(200);
  return response.json().data as { total: number; records: { planId: string; taskName: string }[] };
}

describe('HR batch and the inbox cache', () => {
  it('shows the batch contract on the employee first page read before the batch', async () => {
    const [employee] = await kit.t.context.database.query<{ name: string; mobile: string }>(
      "SELECT name, mobile FROM users WHERE username = 'zhangsan'",
    );
    const readAt = Date.now();
    const before = await toSign(kit.tokens.zhangsan);
    expect(before.records.some((r) => r.taskName.startsWith('入职合同批次'))).toBe(false);

    const created = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId: kit.templateId,
      taskName: '入职合同批次',
      rows: [employeeRow(1, { name: employee!.name, mobile: employee!.mobile })],
    });
    expect(created.status).toBe(200);
    const batchId = created.data.batchId as string;
    expect((await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, {})).status).toBe(200);
    expect(await waitForBatch(kit, batchId, kit.tokens.hr, 300_000)).toMatchObject({
      state: 'FINISH',
      sentCount: 1,
    });
    const [plan] = await kit.t.context.database.query<{ id: string }>(
      'SELECT id FROM contract_plans WHERE batch_id = $1',
      [batchId],
    );

    const after = await toSign(kit.tokens.zhangsan);
    // Past the cache's lifetime an expired entry would hide a missing version bump: the proof needs
    // the second read while the first page read before the batch is still held.
    expect(Date.now() - readAt).toBeLessThan(INBOX_CACHE_TTL_MS);
    expect(after.total).toBe(before.total + 1);
    expect(after.records.find((r) => r.planId === plan!.id)).toMatchObject({
      taskName: `入职合同批次（${employee!.name}）`,
    });
  }, 600_000);
});
