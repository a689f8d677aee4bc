import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase, type Database } from '../db/open-database';
import { createInProcessJobQueue } from './create-in-process-job-queue';
import { sendDueSchedules } from './in-process-schedules';

describe('in-process cron schedules', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await migrate(database);
  }, 60_000);
  afterAll(() => database.close());

  const jobs = (queue: string) =>
    database.query<{ data: unknown }>('SELECT data FROM job_queue_jobs WHERE queue = $1', [queue]);

  it('sends a job to the schedule’s queue once per due minute, until unscheduled', async () => {
    const queue = createInProcessJobQueue({ database, role: 'web' });
    await queue.schedule('expire-test', '*/10 * * * *', { what: 'expire' }, { timeZone: 'UTC' });
    expect(await sendDueSchedules(database, new Date('2026-11-22T10:05:00Z'))).toEqual([]);
    expect(await sendDueSchedules(database, new Date('2026-11-22T10:10:01Z'))).toEqual(['expire-test']);
    expect(await sendDueSchedules(database, new Date('2026-11-22T10:10:40Z'))).toEqual([]);
    // Down from 10:15 to 10:45: the missed 10:20, 10:30 and 10:40 collapse into one run.
    expect(await sendDueSchedules(database, new Date('2026-11-22T10:45:00Z'))).toEqual(['expire-test']);
    expect(await jobs('expire-test')).toEqual([{ data: { what: 'expire' } }, { data: { what: 'expire' } }]);
    // Scheduling again replaces the rule.
    await queue.schedule('expire-test', '* * * * *', { what: 'again' }, { timeZone: 'UTC' });
    expect(await sendDueSchedules(database, new Date('2026-11-22T10:46:00Z'))).toEqual(['expire-test']);
    await queue.unschedule('expire-test');
    expect(await sendDueSchedules(database, new Date('2026-11-22T10:47:00Z'))).toEqual([]);
    expect(await jobs('expire-test')).toHaveLength(3);
  });

  it('refuses an unknown time zone', async () => {
    const queue = createInProcessJobQueue({ database, role: 'web' });
    await expect(queue.schedule('tz-test', '* * * * *', {}, { timeZone: 'Nowhere/Land' })).rejects.toThrow(RangeError);
  });
});
