// The system handlers run on a started queue: the plan-expiry job completes with its count, and an
// HR row job's output names the process that worked it.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_ROW_QUEUE } from '../modules/hr-batches/process-hr-row';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import type { JobInfo } from './job-queue';
import { ANNOUNCE_PLANS_QUEUE, EXPIRE_PLANS_QUEUE, PURGE_OPERATION_LOGS_QUEUE } from './register-job-handlers';

describe('registerJobHandlers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({}, { jobs: true });
  }, 60_000);
  afterAll(() => test.close(), 60_000);

  async function finished(queue: string, id: string): Promise<JobInfo | undefined> {
    const end = Date.now() + 15_000;
    let info = await test.jobs!.findJob(queue, id);
    while (info?.state !== 'completed' && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      info = await test.jobs!.findJob(queue, id);
    }
    return info;
  }

  it('schedules expire-plans every minute and runs it', async () => {
    const jobs = test.jobs!;
    const id = await jobs.send(EXPIRE_PLANS_QUEUE, {});
    const info = await finished(EXPIRE_PLANS_QUEUE, id!);
    expect(info).toMatchObject({ state: 'completed', output: { expired: 0 } });
    const schedules = await test.context.database.query<{ name: string; cron: string }>(
      'SELECT name, cron FROM pgboss.schedule ORDER BY name',
    );
    expect(schedules).toEqual([
      { name: ANNOUNCE_PLANS_QUEUE, cron: '* * * * *' },
      { name: EXPIRE_PLANS_QUEUE, cron: '* * * * *' },
      { name: 'purge-expired-captchas', cron: '* * * * *' },
      { name: PURGE_OPERATION_LOGS_QUEUE, cron: '17 * * * *' },
    ]);
  });

  it('runs the operation log purge: rows past the retention go, its output counts them', async () => {
    const old = new Date(Date.now() - 200 * 86_400_000);
    await test.context.database.query(
      `INSERT INTO operation_logs (at, method, route, action, http_status)
       SELECT $1, 'POST', '/ecapi/x', 'x', 200 FROM generate_series(1, 3)`,
      [old],
    );
    const id = await test.jobs!.send(PURGE_OPERATION_LOGS_QUEUE, {});
    const info = await finished(PURGE_OPERATION_LOGS_QUEUE, id!);
    expect(info).toMatchObject({ state: 'completed', output: { deleted: 3, more: false } });
    const [left] = await test.context.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM operation_logs WHERE at < $1',
      [new Date(Date.now() - 180 * 86_400_000)],
    );
    expect(left!.n).toBe(0);
  });

  it("records the worker process (host:pid) in an HR row job's output", async () => {
    // A row that does not exist is skipped: the handler's answer plus the worker's name.
    const id = await test.jobs!.send(HR_ROW_QUEUE, { batchId: randomUUID(), rowId: randomUUID() });
    const info = await finished(HR_ROW_QUEUE, id!);
    expect(info).toMatchObject({
      state: 'completed',
      output: { skipped: 'missing', worker: `${hostname()}:${process.pid}` },
    });
  });
});
