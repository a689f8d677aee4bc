// The job queue every background task goes through (HR batch rows, plan expiry, reminders,
// notifications, scheduled sends): pg-boss in the server's PostgreSQL, behind this interface.
// Delivery is at least once; handlers make the effect exactly once by keying their writes on a
// business id (see README.md beside this file).
import type { SqlRunner } from '../db/open-database';

/** web: only sends; worker: runs handlers and schedules; all: both (the only choice on the embedded database). */
export type JobRole = 'web' | 'worker' | 'all';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';

export interface Job<T = Record<string, unknown>> {
  id: string;
  /** The queue's name. */
  name: string;
  data: T;
  singletonKey: string | null;
  /** Earlier attempts that failed or were interrupted (0 on the first delivery). */
  retryCount: number;
}

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  singletonKey: string | null;
  retryCount: number;
  /** What the handler returned, or { message } of its last error. */
  output: unknown;
}

export interface SendOptions {
  /**
   * Idempotency key within the queue, e.g. `${enterpriseId}:${businessId}`: once a job was sent
   * with it, another send with the same key creates nothing and answers null — for good, not only
   * while the first job waits.
   */
  singletonKey?: string;
  /** Not before this time (or this many seconds from now). */
  startAfter?: Date | number;
  /** Further attempts after a failure or an interrupted attempt (default 3). */
  retryLimit?: number;
  /** Seconds between attempts (default 10). */
  retryDelaySeconds?: number;
  /** An attempt running longer than this counts as failed and the job is handed out again (default 300). */
  expireInSeconds?: number;
  /**
   * Send inside the caller's transaction: the job exists exactly when the caller's rows commit
   * (the transactional outbox), e.g. an HR batch and the jobs of its rows.
   */
  tx?: SqlRunner;
}

export interface WorkOptions {
  /** Handlers of this queue running at once in this process (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for jobs (default 2 s; pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
}

export interface ScheduleOptions {
  /** Whose wall clock the rule is read on (default Asia/Shanghai). */
  timeZone?: string;
}

/** One job of a sendMany. */
export interface JobToSend<T> {
  data: T;
  singletonKey?: string;
  startAfter?: Date | number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

export interface JobQueue {
  readonly role: JobRole;
  /** Queues a job; answers its id, or null when `singletonKey` was sent before. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Queues many jobs in one transaction with a few statements (an HR batch's rows); answers each
   * job's id in order, null where its singleton key was sent before (or earlier in the list).
   */
  sendMany<T extends object>(
    name: string,
    jobs: JobToSend<T>[],
    options?: Omit<SendOptions, 'singletonKey' | 'startAfter'>,
  ): Promise<(string | null)[]>;
  /** Runs `handler` for the queue's jobs in worker processes (does nothing in a web process). */
  work<T extends object>(name: string, options: WorkOptions, handler: JobHandler<T>): Promise<void>;
  /** Sends `data` to queue `name` whenever the five-field cron rule is due; replaces an earlier rule. */
  schedule(name: string, cron: string, data?: object, options?: ScheduleOptions): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** A job's state, for progress views and tests; undefined once unknown. */
  findJob(name: string, id: string): Promise<JobInfo | undefined>;
  /**
   * Cancels jobs that have not started (e.g. the rows of a cancelled batch); a running attempt
   * finishes. Their singleton keys stay claimed. Answers how many were cancelled.
   */
  cancel(name: string, ids: string[]): Promise<number>;
  start(): Promise<void>;
  /**
   * Stops fetching, lets running handlers finish for up to `timeoutMs` (default 10 s), then
   * releases what still runs so that another start hands it out again. Call before the database closes.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export const JOB_DEFAULTS = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 300,
  pollingIntervalSeconds: 2,
  timeZone: 'Asia/Shanghai',
} as const;

/** Queue names: letters, digits, _ . - (pg-boss's partition names are derived from them). */
export function assertQueueName(name: string): void {
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name)) throw new Error(`invalid queue name: ${JSON.stringify(name)}`);
}
