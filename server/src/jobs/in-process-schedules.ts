// Cron schedules of the in-process queue (PGlite): each due minute sends one job to the
// schedule's queue. Moving last_slot forward and inserting the job happen in one transaction, so
// a slot is sent once even when the process dies in between.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/open-database';
import { cronDueSlot } from './cron-due-slot';
import { insertJob } from './in-process-job-store';
import { JOB_DEFAULTS } from './job-queue';
import { parseCron } from './parse-cron';

export async function saveSchedule(database: Database, name: string, cron: string, data: object, timeZone: string) {
  await database.query(
    `INSERT INTO job_queue_schedules (name, cron, timezone, data) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET cron = EXCLUDED.cron, timezone = EXCLUDED.timezone, data = EXCLUDED.data, updated_at = now()`,
    [name, cron, timeZone, JSON.stringify(data)],
  );
}

export async function deleteSchedule(database: Database, name: string) {
  await database.query('DELETE FROM job_queue_schedules WHERE name = $1', [name]);
}

interface ScheduleRow {
  name: string;
  cron: string;
  timezone: string;
  data: unknown;
  last_slot: Date | string | null;
}

/** Sends the jobs of every schedule due at `now`; answers the queues it sent to. */
export async function sendDueSchedules(database: Database, now: Date): Promise<string[]> {
  const rows = await database.query<ScheduleRow>(
    'SELECT name, cron, timezone, data, last_slot FROM job_queue_schedules',
  );
  const sent: string[] = [];
  for (const row of rows) {
    const lastSlot = row.last_slot === null ? null : new Date(row.last_slot);
    const slot = cronDueSlot(parseCron(row.cron), row.timezone, lastSlot, now);
    if (!slot) continue;
    const fired = await database.transaction(async (tx) => {
      const moved = await tx.query(
        `UPDATE job_queue_schedules SET last_slot = $2 WHERE name = $1 AND (last_slot IS NULL OR last_slot < $2) RETURNING name`,
        [row.name, slot.toISOString()],
      );
      if (moved.length === 0) return false;
      await insertJob(tx, {
        id: randomUUID(),
        queue: row.name,
        data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as object,
        singletonKey: null,
        retryLimit: JOB_DEFAULTS.retryLimit,
        retryDelaySeconds: JOB_DEFAULTS.retryDelaySeconds,
        expireInSeconds: JOB_DEFAULTS.expireInSeconds,
        startAfter: 0,
      });
      return true;
    });
    if (fired) sent.push(row.name);
  }
  return sent;
}
