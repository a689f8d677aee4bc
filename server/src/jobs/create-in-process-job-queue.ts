// The job queue on the embedded database (PGlite, one process): jobs live in job_queue_jobs,
// workers poll them in this process, and a restart after a kill hands out again what was running.
// Same promises as the pg-boss queue (job-queue.ts); also usable send-only (role 'web') on
// PostgreSQL, which is what tests get when they do not ask for a running queue.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/open-database';
import { assertTimeZone } from './cron-due-slot';
import { deleteSchedule, saveSchedule, sendDueSchedules } from './in-process-schedules';
import * as store from './in-process-job-store';
import {
  assertQueueName,
  JOB_DEFAULTS,
  type Job,
  type JobHandler,
  type JobQueue,
  type JobRole,
  type SendOptions,
} from './job-queue';
import { parseCron } from './parse-cron';
import { reserveSingletonKey, reserveSingletonKeys } from './reserve-singleton-key';

export interface InProcessJobQueueOptions {
  database: Database;
  role: JobRole;
  /** How often lock expiries and cron schedules are checked (default 5 s). */
  maintenanceIntervalSeconds?: number;
  /** The clock cron rules are read with (tests move it). */
  now?: () => Date;
  /** Reports handler and maintenance errors (default: stderr). */
  onError?: (error: unknown) => void;
}

interface Worker {
  name: string;
  concurrency: number;
  pollMs: number;
  handler: JobHandler<never>;
  running: Map<string, { job: Job; done: Promise<void> }>;
  timer?: NodeJS.Timeout;
  polling: boolean;
  /** Asked to poll while polling: poll again straight after. */
  again: boolean;
}

export function createInProcessJobQueue(options: InProcessJobQueueOptions): JobQueue {
  const { database, role } = options;
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((error) => process.stderr.write(`ecsign: job queue: ${String(error)}\n`));
  const runsHandlers = role !== 'web';
  const workers = new Map<string, Worker>();
  let started = false;
  let stopping = false;
  let maintenance: NodeJS.Timeout | undefined;

  const poll = async (worker: Worker) => {
    if (!started || stopping) return;
    if (worker.polling) {
      worker.again = true;
      return;
    }
    worker.polling = true;
    worker.again = false;
    clearTimeout(worker.timer);
    try {
      const free = worker.concurrency - worker.running.size;
      const jobs = free > 0 ? await store.fetchJobs(database, worker.name, free) : [];
      // Stopping began while fetching: give the jobs straight back.
      if (stopping) await store.releaseJobs(database, jobs);
      else for (const job of jobs) run(worker, job);
    } catch (error) {
      onError(error);
    } finally {
      worker.polling = false;
      if (started && !stopping) worker.timer = setTimeout(() => void poll(worker), worker.again ? 0 : worker.pollMs);
    }
  };

  const run = (worker: Worker, job: Job) => {
    const done = (async () => {
      try {
        const output = await worker.handler(job as Job<never>);
        // Not in `running` any more: stop() released the job, and another start runs it again.
        if (worker.running.has(job.id)) await store.completeJob(database, job, output);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (worker.running.has(job.id)) await store.failJob(database, job, message).catch(onError);
      } finally {
        worker.running.delete(job.id);
        // A free slot: look for the next job at once rather than after the polling interval.
        void poll(worker);
      }
    })();
    worker.running.set(job.id, { job, done });
  };

  const maintain = async () => {
    try {
      await store.expireJobs(database);
      await store.purgeFinishedJobs(database);
      const sent = await sendDueSchedules(database, now());
      for (const name of sent) {
        const worker = workers.get(name);
        if (worker) void poll(worker);
      }
    } catch (error) {
      onError(error);
    }
  };

  return {
    kind: 'in-process',
    role,

    async send(name, data, sendOptions: SendOptions = {}) {
      assertQueueName(name);
      const id = randomUUID();
      const write = async (tx: typeof database | NonNullable<SendOptions['tx']>) => {
        const key = sendOptions.singletonKey ?? null;
        if (key !== null && !(await reserveSingletonKey(tx, name, key, id))) return null;
        await store.insertJob(tx, {
          id,
          queue: name,
          data,
          singletonKey: key,
          retryLimit: sendOptions.retryLimit ?? JOB_DEFAULTS.retryLimit,
          retryDelaySeconds: sendOptions.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
          expireInSeconds: sendOptions.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
          startAfter: sendOptions.startAfter ?? 0,
        });
        return id;
      };
      const sent = sendOptions.tx ? await write(sendOptions.tx) : await database.transaction(write);
      const worker = workers.get(name);
      if (sent && worker && !sendOptions.tx) void poll(worker);
      return sent;
    },

    async sendMany(name, jobs, sendOptions = {}) {
      assertQueueName(name);
      const planned = jobs.map((job) => ({ ...job, id: randomUUID() }));
      const write = async (tx: typeof database | NonNullable<SendOptions['tx']>) => {
        const keyed = planned.filter((job) => job.singletonKey !== undefined);
        const claimed = await reserveSingletonKeys(
          tx,
          name,
          keyed.map((job) => ({ key: job.singletonKey!, jobId: job.id })),
        );
        const sending = planned.filter((job) => job.singletonKey === undefined || claimed.has(job.id));
        await store.insertJobs(
          tx,
          sending.map((job) => ({
            id: job.id,
            queue: name,
            data: job.data,
            singletonKey: job.singletonKey ?? null,
            retryLimit: sendOptions.retryLimit ?? JOB_DEFAULTS.retryLimit,
            retryDelaySeconds: sendOptions.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
            expireInSeconds: sendOptions.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
            startAfter: job.startAfter ?? 0,
          })),
        );
        const sent = new Set(sending.map((job) => job.id));
        return planned.map((job) => (sent.has(job.id) ? job.id : null));
      };
      const ids = sendOptions.tx ? await write(sendOptions.tx) : await database.transaction(write);
      const worker = workers.get(name);
      if (worker && !sendOptions.tx) void poll(worker);
      return ids;
    },

    async work(name, workOptions, handler) {
      assertQueueName(name);
      if (workers.has(name)) throw new Error(`a worker for queue ${name} is already registered`);
      if (!runsHandlers) return;
      const worker: Worker = {
        name,
        concurrency: Math.max(1, workOptions.concurrency ?? 1),
        pollMs: (workOptions.pollingIntervalSeconds ?? JOB_DEFAULTS.pollingIntervalSeconds) * 1000,
        handler: handler as JobHandler<never>,
        running: new Map(),
        polling: false,
        again: false,
      };
      workers.set(name, worker);
      if (started) void poll(worker);
    },

    async schedule(name, cron, data = {}, scheduleOptions = {}) {
      assertQueueName(name);
      parseCron(cron);
      const timeZone = scheduleOptions.timeZone ?? JOB_DEFAULTS.timeZone;
      assertTimeZone(timeZone);
      await saveSchedule(database, name, cron.trim(), data, timeZone);
    },

    async unschedule(name) {
      await deleteSchedule(database, name);
    },

    findJob: (name, id) => store.findJob(database, name, id),

    cancel: (name, ids) => store.cancelJobs(database, name, ids),

    async start() {
      if (started || !runsHandlers) return;
      // PGlite is one process (the data-folder lock): what is still active was running when an
      // earlier process died. On PostgreSQL the lock expiry decides instead.
      if (database.kind === 'pglite') await store.expireJobs(database, true);
      started = true;
      stopping = false;
      const seconds = options.maintenanceIntervalSeconds ?? 5;
      maintenance = setInterval(() => void maintain(), seconds * 1000);
      void maintain();
      for (const worker of workers.values()) void poll(worker);
    },

    async stop({ timeoutMs = 10_000 } = {}) {
      if (!started) return;
      stopping = true;
      clearInterval(maintenance);
      for (const worker of workers.values()) clearTimeout(worker.timer);
      // A poll in progress ends first (it gives back what it fetched), so nothing runs behind our back.
      while ([...workers.values()].some((worker) => worker.polling)) await new Promise((r) => setTimeout(r, 10));
      const running = [...workers.values()].flatMap((worker) => [...worker.running.values()]);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.all(running.map((entry) => entry.done)), timeout]);
      clearTimeout(timer);
      // Handlers still running past the timeout: their jobs go back to the queue uncounted.
      const left = [...workers.values()].flatMap((worker) => [...worker.running.values()].map((entry) => entry.job));
      for (const worker of workers.values()) worker.running.clear();
      await store.releaseJobs(database, left).catch(onError);
      started = false;
    },
  };
}
