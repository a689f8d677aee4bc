// The SQL of the in-process queue (PGlite): job_queue_jobs rows move created/retry → active →
// completed, or back to retry / on to failed. Every change is one statement, so a process killed
// at any point leaves each job either handed out (active, with a lock expiry) or not.
import type { SqlRunner } from '../db/open-database';
import type { Job, JobInfo, JobState } from './job-queue';

export interface NewJob {
  id: string;
  queue: string;
  data: object;
  singletonKey: string | null;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** Seconds from now, or an absolute time. */
  startAfter: Date | number;
}

export async function insertJob(tx: SqlRunner, job: NewJob): Promise<void> {
  const startAfter = job.startAfter instanceof Date ? job.startAfter.toISOString() : null;
  const delay = typeof job.startAfter === 'number' ? job.startAfter : 0;
  await tx.query(
    `INSERT INTO job_queue_jobs (id, queue, data, singleton_key, retry_limit, retry_delay_seconds, expire_in_seconds, start_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now() + $9 * interval '1 second'))`,
    [
      job.id,
      job.queue,
      JSON.stringify(job.data),
      job.singletonKey,
      job.retryLimit,
      job.retryDelaySeconds,
      job.expireInSeconds,
      startAfter,
      delay,
    ],
  );
}

/** Many jobs of one queue with shared retry settings, in one statement. */
export async function insertJobs(tx: SqlRunner, jobs: NewJob[]): Promise<void> {
  const first = jobs[0];
  if (!first) return;
  await tx.query(
    `INSERT INTO job_queue_jobs (id, queue, data, singleton_key, retry_limit, retry_delay_seconds, expire_in_seconds, start_after)
     SELECT id, $1, data::jsonb, singleton_key, $2, $3, $4, COALESCE(at::timestamptz, now() + delay * interval '1 second')
     FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::float8[]) AS job(id, data, singleton_key, at, delay)`,
    [
      first.queue,
      first.retryLimit,
      first.retryDelaySeconds,
      first.expireInSeconds,
      jobs.map((job) => job.id),
      jobs.map((job) => JSON.stringify(job.data)),
      jobs.map((job) => job.singletonKey),
      jobs.map((job) => (job.startAfter instanceof Date ? job.startAfter.toISOString() : null)),
      jobs.map((job) => (typeof job.startAfter === 'number' ? job.startAfter : 0)),
    ],
  );
}

interface JobRow {
  id: string;
  queue: string;
  data: unknown;
  singleton_key: string | null;
  retry_count: number;
}

/** Hands out up to `limit` due jobs of `queue`, oldest first, each locked until its expiry. */
export async function fetchJobs(db: SqlRunner, queue: string, limit: number): Promise<Job[]> {
  const rows = await db.query<JobRow>(
    `UPDATE job_queue_jobs SET state = 'active', started_at = now(),
       locked_until = now() + expire_in_seconds * interval '1 second'
     WHERE id IN (SELECT id FROM job_queue_jobs
                  WHERE queue = $1 AND state IN ('created', 'retry') AND start_after <= now()
                  ORDER BY start_after, created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, queue, data, singleton_key, retry_count`,
    [queue, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.queue,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
    singletonKey: row.singleton_key,
    retryCount: row.retry_count,
  }));
}

/** Marks the attempt done; an attempt that expired meanwhile (or was released) changes nothing. */
export async function completeJob(db: SqlRunner, job: Job, output: unknown): Promise<void> {
  await db.query(
    `UPDATE job_queue_jobs SET state = 'completed', completed_at = now(), locked_until = NULL, output = $3
     WHERE id = $1 AND state = 'active' AND retry_count = $2`,
    [job.id, job.retryCount, JSON.stringify(output ?? null)],
  );
}

const FAIL = `state = CASE WHEN retry_count < retry_limit THEN 'retry' ELSE 'failed' END,
  start_after = CASE WHEN retry_count < retry_limit THEN now() + retry_delay_seconds * interval '1 second' ELSE start_after END,
  completed_at = CASE WHEN retry_count < retry_limit THEN NULL ELSE now() END,
  retry_count = CASE WHEN retry_count < retry_limit THEN retry_count + 1 ELSE retry_count END,
  locked_until = NULL`;

/** Counts a failed attempt: the job is retried after its delay, or fails for good past its limit. */
export async function failJob(db: SqlRunner, job: Job, message: string): Promise<void> {
  await db.query(
    `UPDATE job_queue_jobs SET ${FAIL}, output = $3 WHERE id = $1 AND state = 'active' AND retry_count = $2`,
    [job.id, job.retryCount, JSON.stringify({ message })],
  );
}

/**
 * Attempts past their lock expiry count as failed. `everyActive` treats every active job so —
 * right for PGlite on start, where the data-folder lock proves that no other process runs them.
 */
export async function expireJobs(db: SqlRunner, everyActive = false): Promise<number> {
  const rows = await db.query(
    `UPDATE job_queue_jobs SET ${FAIL}, output = $1
     WHERE state = 'active' AND (${everyActive ? 'true' : 'locked_until < now()'}) RETURNING id`,
    [JSON.stringify({ message: everyActive ? 'interrupted: the process stopped while the job ran' : 'expired' })],
  );
  return rows.length;
}

/** Gives attempts of a stopping process back without counting them against the retry limit. */
export async function releaseJobs(db: SqlRunner, jobs: Job[]): Promise<void> {
  for (const job of jobs) {
    await db.query(
      `UPDATE job_queue_jobs SET state = 'retry', start_after = now(), locked_until = NULL
       WHERE id = $1 AND state = 'active' AND retry_count = $2`,
      [job.id, job.retryCount],
    );
  }
}

/** Finished jobs are kept for two weeks (as pg-boss's retention), their singleton keys for good. */
export async function purgeFinishedJobs(db: SqlRunner): Promise<void> {
  await db.query(
    `DELETE FROM job_queue_jobs WHERE state IN ('completed', 'failed', 'cancelled') AND completed_at < now() - interval '14 days'`,
  );
}

/** Waiting jobs become cancelled; running and finished ones are left alone. */
export async function cancelJobs(db: SqlRunner, queue: string, ids: string[]): Promise<number> {
  const rows = await db.query(
    `UPDATE job_queue_jobs SET state = 'cancelled', completed_at = now()
     WHERE queue = $1 AND id = ANY($2::text[]) AND state IN ('created', 'retry') RETURNING id`,
    [queue, ids],
  );
  return rows.length;
}

export async function findJob(db: SqlRunner, queue: string, id: string): Promise<JobInfo | undefined> {
  const rows = await db.query<JobRow & { state: JobState; output: unknown }>(
    'SELECT id, queue, state, singleton_key, retry_count, output FROM job_queue_jobs WHERE queue = $1 AND id = $2',
    [queue, id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const output = typeof row.output === 'string' ? JSON.parse(row.output) : row.output;
  return {
    id: row.id,
    name: row.queue,
    state: row.state,
    singletonKey: row.singleton_key,
    retryCount: row.retry_count,
    output,
  };
}
