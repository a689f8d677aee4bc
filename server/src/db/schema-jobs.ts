// Drizzle's view of the tables of migration 0010 (the job queue; its task scheduler's table went in 0035).
// schema.ts re-exports this file, so schema.test.ts compares these tables with the migration too.
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const JOB_STATES = ['created', 'retry', 'active', 'completed', 'failed', 'cancelled'] as const;

/** Jobs of the in-process queue that earlier versions ran on their embedded database; unused now (pg-boss keeps its own in its schema). */
export const jobQueueJobs = pgTable('job_queue_jobs', {
  id: text('id').primaryKey(),
  queue: text('queue').notNull(),
  data: jsonb('data').notNull(),
  state: text('state', { enum: JOB_STATES }).notNull().default('created'),
  singletonKey: text('singleton_key'),
  retryLimit: integer('retry_limit').notNull(),
  /** Failed or interrupted attempts so far. */
  retryCount: integer('retry_count').notNull().default(0),
  retryDelaySeconds: integer('retry_delay_seconds').notNull().default(0),
  expireInSeconds: integer('expire_in_seconds').notNull(),
  startAfter: at('start_after').notNull().defaultNow(),
  startedAt: at('started_at'),
  /** While active: after this the attempt counts as failed and the job is handed out again. */
  lockedUntil: at('locked_until'),
  completedAt: at('completed_at'),
  output: jsonb('output'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One row per (queue, singleton key) ever sent: a second send with the key creates nothing. */
export const jobQueueKeys = pgTable(
  'job_queue_keys',
  {
    queue: text('queue').notNull(),
    singletonKey: text('singleton_key').notNull(),
    jobId: text('job_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.queue, table.singletonKey] })],
);

/** That earlier in-process queue's cron schedules; unused now. */
export const jobQueueSchedules = pgTable('job_queue_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  timezone: text('timezone').notNull(),
  data: jsonb('data').notNull(),
  lastSlot: at('last_slot'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
