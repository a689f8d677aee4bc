// The job queue on PostgreSQL: pg-boss 10 in its own schema (pgboss) of the same database, shared
// by every server process. v10 needs each queue created before use (createQueue, "standard"
// policy); a send also claims its singleton key in job_queue_keys in the same transaction, because
// pg-boss's singleton indexes only dedupe while a job waits (and by time slot), not for good.
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database, SqlRunner } from '../db/open-database';
import { assertTimeZone } from './assert-time-zone';
import {
  assertQueueName,
  JOB_DEFAULTS,
  type Job,
  type JobHandler,
  type JobQueue,
  type JobRole,
  type JobState,
  type WorkOptions,
} from './job-queue';
import { parseCron } from './parse-cron';
import { reserveSingletonKey, reserveSingletonKeys } from './reserve-singleton-key';

export interface PgBossJobQueueOptions {
  database: Database;
  databaseUrl: string;
  role: JobRole;
  /** How often expired attempts are failed over to a retry (pg-boss maintenance; default 30 s). */
  maintenanceIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/** pg-boss runs its statements on the caller's connection when given one: the outbox pattern. */
const onConnection = (tx: SqlRunner): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: await tx.query(text, values) }),
});

/** Tries at creating a queue that other processes create at the same moment (seen: deadlocks). */
const QUEUE_CREATE_ATTEMPTS = 10;

export function createPgBossJobQueue(options: PgBossJobQueueOptions): JobQueue {
  const { database, role } = options;
  const runsHandlers = role !== 'web';
  const onError = options.onError ?? ((error) => process.stderr.write(`ecsign: job queue: ${String(error)}\n`));
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: 'pgboss',
    application_name: 'ecsign-jobs',
    max: 4,
    // Only worker processes expire attempts and turn cron rules into jobs; web processes send.
    supervise: runsHandlers,
    schedule: runsHandlers,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  });
  // A connection cut while shutting down (the database closing after us) is not worth a report.
  let stopping = false;
  boss.on('error', (error) => {
    if (!stopping) onError(error);
  });
  const pending: Array<{ name: string; options: WorkOptions; handler: JobHandler<never> }> = [];
  const registered = new Set<string>();
  /** This process's fetch loops per queue: a local send wakes them. */
  const workerLoops = new Map<string, string[]>();
  const queues = new Set<string>();
  let starting: Promise<unknown> | undefined;
  let started = false;

  const ready = () => (starting ??= boss.start());

  /** This process's queue creations, one after another (see ensureQueue). */
  let creating: Promise<unknown> = Promise.resolve();

  const ensureQueue = async (name: string) => {
    assertQueueName(name);
    if (queues.has(name)) return;
    await ready();
    // pg-boss's createQueue inserts the queue and attaches its partition to the job table; two at
    // once can deadlock, even for different names. So a process creates one queue at a time, and
    // another process doing the same is waited out: on an error, look whether the queue exists
    // (the winner may commit a moment after the loser's error), else try again after a random
    // pause — equal pauses in both processes collided again (seen in CI: five deadlocks in a row).
    const create = async () => {
      for (let attempt = 1; !(await boss.getQueue(name)); attempt++) {
        try {
          await boss.createQueue(name, { name, policy: 'standard' });
        } catch (error) {
          if (attempt >= QUEUE_CREATE_ATTEMPTS) {
            if (await boss.getQueue(name)) break;
            throw error;
          }
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100 * attempt));
        }
      }
    };
    const created = creating.then(create);
    creating = created.catch(() => undefined);
    await created;
    queues.add(name);
  };

  const register = async (name: string, workOptions: WorkOptions, handler: JobHandler<never>) => {
    await ensureQueue(name);
    const settings = {
      batchSize: 1,
      includeMetadata: true as const,
      pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? JOB_DEFAULTS.pollingIntervalSeconds,
    };
    // pg-boss 10 has no per-worker concurrency: each work() call is one fetch loop. A loop waits
    // its polling interval after every fetch unless notified, so a loop that just finished a job
    // notifies itself and fetches the next at once while the queue has work.
    const loops: string[] = [];
    for (let i = 0; i < Math.max(1, workOptions.concurrency ?? 1); i++) {
      const loop: { id?: string } = {};
      loop.id = await boss.work<Record<string, unknown>>(name, settings, async ([job]) => {
        if (!job) return null;
        const mapped: Job<never> = {
          id: job.id,
          name: job.name,
          data: job.data as never,
          singletonKey: job.singletonKey,
          retryCount: job.retryCount,
        };
        try {
          return await handler(mapped);
        } finally {
          if (loop.id) boss.notifyWorker(loop.id);
        }
      });
      loops.push(loop.id);
    }
    workerLoops.set(name, loops);
  };

  return {
    role,

    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      const id = randomUUID();
      const write = async (tx: SqlRunner) => {
        const key = sendOptions.singletonKey;
        if (key !== undefined && !(await reserveSingletonKey(tx, name, key, id))) return null;
        const sent = await boss.send(name, data, {
          id,
          ...(key !== undefined ? { singletonKey: key } : {}),
          ...(sendOptions.startAfter !== undefined ? { startAfter: sendOptions.startAfter } : {}),
          retryLimit: sendOptions.retryLimit ?? JOB_DEFAULTS.retryLimit,
          retryDelay: sendOptions.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
          expireInSeconds: sendOptions.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
          db: onConnection(tx),
        });
        // Never keep a claimed key without its job: throwing rolls the claim back.
        if (sent !== id) throw new Error(`pg-boss did not queue the job for ${name}`);
        return id;
      };
      if (sendOptions.tx) return write(sendOptions.tx);
      const sent = await database.transaction(write);
      // Committed: wake one idle loop of this process instead of waiting for its next poll.
      const loops = workerLoops.get(name);
      if (sent && loops?.length) boss.notifyWorker(loops[Math.floor(Math.random() * loops.length)]!);
      return sent;
    },

    async sendMany(name, jobs, sendOptions = {}) {
      await ensureQueue(name);
      const planned = jobs.map((job) => ({ ...job, id: randomUUID() }));
      const write = async (tx: SqlRunner) => {
        const keyed = planned.filter((job) => job.singletonKey !== undefined);
        const claimed = await reserveSingletonKeys(
          tx,
          name,
          keyed.map((job) => ({ key: job.singletonKey!, jobId: job.id })),
        );
        const sending = planned.filter((job) => job.singletonKey === undefined || claimed.has(job.id));
        if (sending.length > 0) {
          await boss.insert(
            sending.map((job) => ({
              id: job.id,
              name,
              data: job.data,
              ...(job.singletonKey !== undefined ? { singletonKey: job.singletonKey } : {}),
              ...(job.startAfter !== undefined
                ? {
                    startAfter:
                      job.startAfter instanceof Date ? job.startAfter : new Date(Date.now() + job.startAfter * 1000),
                  }
                : {}),
              retryLimit: sendOptions.retryLimit ?? JOB_DEFAULTS.retryLimit,
              retryDelay: sendOptions.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
              expireInSeconds: sendOptions.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
            })),
            { db: onConnection(tx) },
          );
        }
        const sent = new Set(sending.map((job) => job.id));
        return planned.map((job) => (sent.has(job.id) ? job.id : null));
      };
      if (sendOptions.tx) return write(sendOptions.tx);
      const ids = await database.transaction(write);
      for (const loop of workerLoops.get(name) ?? []) boss.notifyWorker(loop);
      return ids;
    },

    async work(name, workOptions, handler) {
      assertQueueName(name);
      if (registered.has(name)) throw new Error(`a worker for queue ${name} is already registered`);
      registered.add(name);
      if (!runsHandlers) return;
      if (started) await register(name, workOptions, handler as JobHandler<never>);
      else pending.push({ name, options: workOptions, handler: handler as JobHandler<never> });
    },

    async schedule(name, cron, data = {}, scheduleOptions = {}) {
      parseCron(cron);
      const timeZone = scheduleOptions.timeZone ?? JOB_DEFAULTS.timeZone;
      assertTimeZone(timeZone);
      await ensureQueue(name);
      await boss.schedule(name, cron.trim(), data, { tz: timeZone, retryLimit: JOB_DEFAULTS.retryLimit });
    },

    async unschedule(name) {
      await ready();
      await boss.unschedule(name);
    },

    async cancel(name, ids) {
      const uuids = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
      if (uuids.length === 0) return 0;
      await ensureQueue(name);
      // One statement on pg-boss's table: boss.cancel() would also cancel running attempts.
      const rows = await database.query(
        `UPDATE pgboss.job SET state = 'cancelled', completed_on = now()
         WHERE name = $1 AND id = ANY($2::uuid[]) AND state IN ('created', 'retry') RETURNING id`,
        [name, uuids],
      );
      return rows.length;
    },

    async findJob(name, id) {
      await ready();
      const job = await boss.getJobById<Record<string, unknown>>(name, id, { includeArchive: true });
      if (!job) return undefined;
      return {
        id: job.id,
        name: job.name,
        state: job.state as JobState,
        singletonKey: job.singletonKey,
        retryCount: job.retryCount,
        output: job.output ?? null,
      };
    },

    async start() {
      stopping = false;
      await ready();
      started = true;
      for (const worker of pending.splice(0)) await register(worker.name, worker.options, worker.handler);
    },

    async stop({ timeoutMs = 10_000 } = {}) {
      if (!starting) return;
      stopping = true;
      // Graceful: running handlers get timeoutMs; pg-boss then fails what still runs, which its
      // retry policy hands out again.
      await boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
      started = false;
      starting = undefined;
    },
  };
}
