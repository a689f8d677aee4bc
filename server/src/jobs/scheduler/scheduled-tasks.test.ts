// Spec items this file exercises (docs/spec-items.md): E-6330102xx.
// The task scheduler: named cron tasks with the 6330102xx errors, and the tick that turns due
// tasks into jobs exactly once per due minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@ecsign/core/errors';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { changeScheduledTask } from './change-scheduled-task';
import { createScheduledTask } from './create-scheduled-task';
import { deleteScheduledTask } from './delete-scheduled-task';
import { listScheduledTasks } from './list-scheduled-tasks';
import { resumeScheduledTask } from './resume-scheduled-task';
import { runScheduledTaskNow } from './run-scheduled-task-now';
import { SCHEDULER_TICK_QUEUE, sendDueScheduledTasks } from './send-due-scheduled-tasks';
import { stopScheduledTask } from './stop-scheduled-task';

const statusOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.status : String(error);
  }
};

describe('scheduled tasks', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  }, 60_000);
  afterAll(() => test.close(), 60_000);

  const jobsOf = (queue: string) =>
    test.context.database.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM pgboss.job WHERE name = $1 ORDER BY created_on',
      [queue],
    );

  it('refuses blank and malformed rules, and a name already taken', async () => {
    const context = test.context;
    const task = { name: '合同到期提醒', handler: 'remind-a', cron: '0 9 * * *' };
    expect(await statusOf(createScheduledTask(context, { ...task, cron: '' }))).toBe(633010201);
    expect(await statusOf(createScheduledTask(context, { ...task, cron: '0 0 9 * * ?' }))).toBe(633010202);
    expect(await statusOf(createScheduledTask(context, { ...task, cron: '61 * * * *' }))).toBe(633010202);
    expect(await statusOf(createScheduledTask(context, task))).toBe('ok');
    expect(await statusOf(createScheduledTask(context, { ...task, name: ' 合同到期提醒 ' }))).toBe(633010206);
    expect(await statusOf(createScheduledTask(context, { ...task, name: 'x', timeZone: 'Mars/Olympus' }))).toMatch(
      /RangeError/,
    );
    expect((await listScheduledTasks(context)).map((t) => t.name)).toEqual(['合同到期提醒']);
  });

  it('answers 633010203 for a task that does not exist, 633010205 for stopping a stopped one, 633010204 for running it', async () => {
    const context = test.context;
    expect(await statusOf(stopScheduledTask(context, 'nobody'))).toBe(633010203);
    expect(await statusOf(runScheduledTaskNow(context, 'nobody'))).toBe(633010203);
    expect(await statusOf(changeScheduledTask(context, 'nobody', { cron: '* * * * *' }))).toBe(633010203);
    expect(await statusOf(deleteScheduledTask(context, 'nobody'))).toBe(633010203);
    await createScheduledTask(context, { name: 'stoppable', handler: 'remind-b', cron: '*/5 * * * *' });
    expect((await stopScheduledTask(context, 'stoppable')).state).toBe('STOPPED');
    expect(await statusOf(stopScheduledTask(context, 'stoppable'))).toBe(633010205);
    expect(await statusOf(runScheduledTaskNow(context, 'stoppable'))).toBe(633010204);
    expect((await resumeScheduledTask(context, 'stoppable')).state).toBe('RUNNING');
    const id = await runScheduledTaskNow(context, 'stoppable');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobsOf('remind-b')).toEqual([{ data: { scheduledTask: 'stoppable', slot: null } }]);
    expect(await statusOf(changeScheduledTask(context, 'stoppable', { cron: 'nonsense' }))).toBe(633010202);
  });

  it('sends one job per due minute, read in the task’s time zone, and none while stopped', async () => {
    const context = test.context;
    test.setNow(new Date('2026-11-23T00:50:00Z')); // 08:50 in Beijing
    await createScheduledTask(context, {
      name: 'daily-nine',
      handler: 'remind-c',
      cron: '0 9 * * *',
      data: { kind: 'expiry-reminder' },
    });
    expect(await sendDueScheduledTasks(context, new Date('2026-11-23T00:59:30Z'))).not.toContain('daily-nine');
    const nine = new Date('2026-11-23T01:00:20Z');
    // Two ticks at once (two worker processes): the minute is sent once.
    const ticks = await Promise.all([sendDueScheduledTasks(context, nine), sendDueScheduledTasks(context, nine)]);
    expect(ticks.flat().filter((name) => name === 'daily-nine')).toHaveLength(1);
    expect(await sendDueScheduledTasks(context, new Date('2026-11-23T01:00:50Z'))).not.toContain('daily-nine');
    expect(await jobsOf('remind-c')).toEqual([
      { data: { kind: 'expiry-reminder', scheduledTask: 'daily-nine', slot: '2026-11-23T01:00:00.000Z' } },
    ]);

    test.setNow(new Date('2026-11-23T02:00:00Z'));
    await stopScheduledTask(context, 'daily-nine');
    expect(await sendDueScheduledTasks(context, new Date('2026-11-24T01:00:10Z'))).not.toContain('daily-nine');
    // Resumed after its minute: the missed run is not made up; the next day's is sent.
    test.setNow(new Date('2026-11-24T01:30:00Z'));
    await resumeScheduledTask(context, 'daily-nine');
    expect(await sendDueScheduledTasks(context, new Date('2026-11-24T01:31:00Z'))).not.toContain('daily-nine');
    expect(await sendDueScheduledTasks(context, new Date('2026-11-25T01:00:05Z'))).toContain('daily-nine');
    expect(await jobsOf('remind-c')).toHaveLength(2);

    await changeScheduledTask(context, 'daily-nine', { cron: '30 9 * * *' });
    expect(await sendDueScheduledTasks(context, new Date('2026-11-25T01:30:00Z'))).toContain('daily-nine');
    await deleteScheduledTask(context, 'daily-nine');
    expect(await sendDueScheduledTasks(context, new Date('2026-11-26T01:30:00Z'))).not.toContain('daily-nine');
    expect(await jobsOf('remind-c')).toHaveLength(3);
  });
});

describe('scheduled tasks on a running queue', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({}, { jobs: true });
  }, 60_000);
  afterAll(() => test.close(), 60_000);

  it('the tick worker sends a due task to its handler’s worker', async () => {
    const jobs = test.jobs!;
    const received: Record<string, unknown>[] = [];
    await jobs.work<Record<string, unknown>>('remind-d', { pollingIntervalSeconds: 0.5 }, async (job) => {
      received.push(job.data);
    });
    test.setNow(new Date('2026-11-23T00:58:00Z'));
    await createScheduledTask(test.context, { name: 'every-minute', handler: 'remind-d', cron: '* * * * *' });
    test.setNow(new Date('2026-11-23T01:00:10Z'));
    // What the every-minute schedule of the tick queue does, without waiting a minute.
    await jobs.send(SCHEDULER_TICK_QUEUE, {});
    const end = Date.now() + 15_000;
    while (received.length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([{ scheduledTask: 'every-minute', slot: '2026-11-23T01:00:00.000Z' }]);
  });
});
