// The job queue and the task scheduler (server/src/jobs). job_queue_jobs and job_queue_schedules
// served an in-process queue that earlier versions ran on their embedded database; pg-boss keeps
// its jobs in its own schema, so these two stay empty. job_queue_keys makes a send with a
// singleton key idempotent for good (pg-boss's own singleton indexes only hold while a job is
// queued). scheduled_tasks are the named cron tasks people manage (6330102xx errors).
export const name = '0010-jobs';
export const sql = /* sql */ `
CREATE TABLE job_queue_jobs (
  id text PRIMARY KEY,
  queue text NOT NULL,
  data jsonb NOT NULL,
  state text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'retry', 'active', 'completed', 'failed', 'cancelled')),
  singleton_key text,
  retry_limit integer NOT NULL CHECK (retry_limit >= 0),
  retry_count integer NOT NULL DEFAULT 0,
  retry_delay_seconds integer NOT NULL DEFAULT 0,
  expire_in_seconds integer NOT NULL CHECK (expire_in_seconds > 0),
  start_after timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  locked_until timestamptz,
  completed_at timestamptz,
  output jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_queue_jobs_due ON job_queue_jobs (queue, start_after) WHERE state IN ('created', 'retry');
CREATE INDEX job_queue_jobs_locked ON job_queue_jobs (locked_until) WHERE state = 'active';
CREATE INDEX job_queue_jobs_finished ON job_queue_jobs (completed_at) WHERE state IN ('completed', 'failed', 'cancelled');

CREATE TABLE job_queue_keys (
  queue text NOT NULL,
  singleton_key text NOT NULL,
  job_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (queue, singleton_key)
);

CREATE TABLE job_queue_schedules (
  name text PRIMARY KEY,
  cron text NOT NULL,
  timezone text NOT NULL,
  data jsonb NOT NULL,
  last_slot timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE scheduled_tasks (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  handler text NOT NULL,
  cron text NOT NULL,
  timezone text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'RUNNING' CHECK (state IN ('RUNNING', 'STOPPED')),
  last_fired_slot timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
