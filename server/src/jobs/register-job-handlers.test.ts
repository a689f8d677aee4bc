// The system handlers run on a started queue: the plan-expiry job completes with its count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { EXPIRE_PLANS_QUEUE } from './register-job-handlers';

describe('registerJobHandlers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({}, { jobs: true });
  }, 60_000);
  afterAll(() => test.close(), 60_000);

  it('schedules expire-plans every minute and runs it', async () => {
    const jobs = test.jobs!;
    const id = await jobs.send(EXPIRE_PLANS_QUEUE, {});
    const end = Date.now() + 15_000;
    let info = await jobs.findJob(EXPIRE_PLANS_QUEUE, id!);
    while (info?.state !== 'completed' && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      info = await jobs.findJob(EXPIRE_PLANS_QUEUE, id!);
    }
    expect(info).toMatchObject({ state: 'completed', output: { expired: 0 } });
    if (jobs.kind === 'in-process') {
      const schedules = await test.context.database.query<{ name: string; cron: string }>(
        'SELECT name, cron FROM job_queue_schedules ORDER BY name',
      );
      expect(schedules).toEqual([
        { name: EXPIRE_PLANS_QUEUE, cron: '* * * * *' },
        { name: 'scheduled-tasks-tick', cron: '* * * * *' },
      ]);
    }
  });
});
