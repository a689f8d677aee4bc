// What the JobQueue promises, checked on pg-boss in a database of the test run's PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import type { Database } from '../db/open-database';
import { openTestDatabase } from '../test-support/open-test-database';
import { createPgBossJobQueue } from './create-pg-boss-job-queue';
import type { Job, JobQueue, JobRole } from './job-queue';

interface Setup {
  database: Database;
  make(role?: JobRole): JobQueue;
  close(): Promise<void>;
}

async function pgBoss(): Promise<Setup> {
  const database = await openTestDatabase();
  await migrate(database);
  return {
    database,
    make: (role = 'all') =>
      createPgBossJobQueue({ database, databaseUrl: database.url, role, maintenanceIntervalSeconds: 1 }),
    close: () => database.close(),
  };
}

const IMPLEMENTATIONS = [['pg-boss (PostgreSQL)', pgBoss]] as const;

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(IMPLEMENTATIONS)('JobQueue on %s', (_label, setUp) => {
  let setup: Setup;
  let queue: JobQueue;
  let count = 0;
  const fresh = () => `test-${++count}`;
  const poll = { pollingIntervalSeconds: 0.5 };

  beforeAll(async () => {
    setup = await setUp();
    queue = setup.make();
    await queue.start();
  }, 60_000);
  afterAll(async () => {
    await queue.stop({ timeoutMs: 2000 });
    await setup.close();
  }, 60_000);

  it('lets two processes create the same new queues at the same moment', async () => {
    // Two servers starting together on a fresh database: pg-boss's createQueue could deadlock or
    // collide, and the loser must still end with the queue (seen in CI as a worker that died). 24
    // queues: with 6, CI once saw five deadlocks in a row; with 24 the old retry failed 1 run in 2.
    const other = setup.make();
    await other.start();
    try {
      const names = Array.from({ length: 24 }, fresh);
      const sends = names.flatMap((name) => [queue.send(name, { from: 'a' }), other.send(name, { from: 'b' })]);
      const ids = await Promise.all(sends);
      expect(ids.every((id) => typeof id === 'string')).toBe(true);
    } finally {
      await other.stop({ timeoutMs: 2000 });
    }
  });

  it('runs a job once and keeps what the handler answered', async () => {
    const name = fresh();
    const seen: Job<{ n: number }>[] = [];
    await queue.work<{ n: number }>(name, poll, async (job) => {
      seen.push(job);
      return { doubled: job.data.n * 2 };
    });
    const id = await queue.send(name, { n: 21 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(async () => (await queue.findJob(name, id!))?.state === 'completed');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id, name, data: { n: 21 }, singletonKey: null, retryCount: 0 });
    expect((await queue.findJob(name, id!))?.output).toEqual({ doubled: 42 });
  });

  it('a second send with the same singleton key creates nothing, even after the first finished', async () => {
    const name = fresh();
    const runs: string[] = [];
    await queue.work<{ row: string }>(name, poll, async (job) => void runs.push(job.data.row));
    const first = await queue.send(name, { row: 'a' }, { singletonKey: 'ent-1:row-1' });
    expect(await queue.send(name, { row: 'b' }, { singletonKey: 'ent-1:row-1' })).toBeNull();
    await waitFor(async () => (await queue.findJob(name, first!))?.state === 'completed');
    expect(await queue.send(name, { row: 'c' }, { singletonKey: 'ent-1:row-1' })).toBeNull();
    expect(await queue.send(name, { row: 'd' }, { singletonKey: 'ent-1:row-2' })).not.toBeNull();
    await waitFor(() => runs.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(runs.sort()).toEqual(['a', 'd']);
    expect((await queue.findJob(name, first!))?.singletonKey).toBe('ent-1:row-1');
  });

  it('sendMany queues a batch at once, skipping keys sent before or repeated in the list', async () => {
    const name = fresh();
    const runs: string[] = [];
    await queue.work<{ row: string }>(name, { ...poll, concurrency: 4 }, async (job) => void runs.push(job.data.row));
    await queue.send(name, { row: 'sent before' }, { singletonKey: 'row-1' });
    const ids = await queue.sendMany(name, [
      { data: { row: 'again' }, singletonKey: 'row-1' },
      { data: { row: 'two' }, singletonKey: 'row-2' },
      { data: { row: 'two again' }, singletonKey: 'row-2' },
      { data: { row: 'unkeyed' } },
      { data: { row: 'later' }, singletonKey: 'row-3', startAfter: 1 },
    ]);
    expect(ids.map((id) => (id === null ? null : 'id'))).toEqual([null, 'id', null, 'id', 'id']);
    await waitFor(() => runs.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(runs.sort()).toEqual(['later', 'sent before', 'two', 'unkeyed']);
    expect((await queue.findJob(name, ids[1]!))?.singletonKey).toBe('row-2');
    await expect(
      setup.database.transaction(async (tx) => {
        await queue.sendMany(name, [{ data: { row: 'rolled back' }, singletonKey: 'row-4' }], { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await queue.sendMany(name, [{ data: { row: 'four' }, singletonKey: 'row-4' }])).not.toEqual([null]);
  });

  it('retries a failing handler up to the limit, then the job fails with the error', async () => {
    const name = fresh();
    const attempts: number[] = [];
    await queue.work(name, poll, async (job) => {
      attempts.push(job.retryCount);
      throw new Error(`boom ${job.retryCount}`);
    });
    const id = await queue.send(name, {}, { retryLimit: 2, retryDelaySeconds: 0 });
    await waitFor(async () => (await queue.findJob(name, id!))?.state === 'failed');
    expect(attempts).toEqual([0, 1, 2]);
    const info = await queue.findJob(name, id!);
    expect(info?.retryCount).toBe(2);
    expect(JSON.stringify(info?.output)).toContain('boom 2');
  });

  it('holds a job until its start time', async () => {
    const name = fresh();
    let ranAt = 0;
    await queue.work(name, poll, async () => void (ranAt = Date.now()));
    const sentAt = Date.now();
    const id = await queue.send(name, {}, { startAfter: new Date(sentAt + 2000) });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await queue.findJob(name, id!))?.state).toBe('created');
    await waitFor(async () => (await queue.findJob(name, id!))?.state === 'completed');
    expect(ranAt - sentAt).toBeGreaterThanOrEqual(1900);
  });

  it('a send inside a transaction that rolls back leaves no job and no claimed key', async () => {
    const name = fresh();
    const runs: string[] = [];
    await queue.work<{ v: string }>(name, poll, async (job) => void runs.push(job.data.v));
    await expect(
      setup.database.transaction(async (tx) => {
        await queue.send(name, { v: 'rolled back' }, { tx, singletonKey: 'k' });
        throw new Error('the caller failed after sending');
      }),
    ).rejects.toThrow('the caller failed');
    const id = await queue.send(name, { v: 'kept' }, { singletonKey: 'k' });
    expect(id).not.toBeNull();
    await waitFor(() => runs.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(runs).toEqual(['kept']);
  });

  it('runs up to `concurrency` handlers of a queue at once', async () => {
    const name = fresh();
    let running = 0;
    let most = 0;
    let done = 0;
    await queue.work(name, { ...poll, concurrency: 3 }, async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 400));
      running--;
      done++;
    });
    for (let i = 0; i < 7; i++) await queue.send(name, { i });
    await waitFor(() => done === 7, 20_000);
    expect(most).toBe(3);
  });

  it('a web process only sends: its jobs wait for a worker', async () => {
    const name = fresh();
    const web = setup.make('web');
    await web.start();
    let ran = false;
    await web.work(name, poll, async () => void (ran = true));
    const id = await web.send(name, { from: 'web' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(ran).toBe(false);
    expect((await web.findJob(name, id!))?.state).toBe('created');
    await web.stop({ timeoutMs: 1000 });
    // The worker process picks it up.
    await queue.work(name, poll, async () => void (ran = true));
    await waitFor(async () => (await queue.findJob(name, id!))?.state === 'completed');
    expect(ran).toBe(true);
  });

  it('stop lets a running handler finish before it returns', async () => {
    const other = setup.make();
    await other.start();
    const name = fresh();
    let finished = false;
    let started = false;
    await other.work(name, poll, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
      finished = true;
    });
    const id = await other.send(name, {});
    await waitFor(() => started);
    await other.stop({ timeoutMs: 5000 });
    expect(finished).toBe(true);
    expect((await queue.findJob(name, id!))?.state).toBe('completed');
  });

  it('cancels jobs that have not started', async () => {
    const name = fresh();
    const later = await queue.send(name, {}, { startAfter: 60 });
    const kept = await queue.send(name, {}, { startAfter: 60 });
    expect(await queue.cancel(name, [later!, 'not-a-job'])).toBe(1);
    expect(await queue.cancel(name, [later!])).toBe(0);
    expect((await queue.findJob(name, later!))?.state).toBe('cancelled');
    expect((await queue.findJob(name, kept!))?.state).toBe('created');
  });

  it('stop gives back a handler that outlives the timeout, and the next start runs the job', async () => {
    const first = setup.make();
    await first.start();
    const name = fresh();
    let started = 0;
    await first.work(name, poll, async () => {
      started++;
      await new Promise((resolve) => setTimeout(resolve, 4000));
    });
    const id = await first.send(name, {}, { retryDelaySeconds: 0 });
    await waitFor(() => started === 1);
    await first.stop({ timeoutMs: 1000 });
    expect(['created', 'retry']).toContain((await queue.findJob(name, id!))?.state);
    const second = setup.make();
    const runs: number[] = [];
    await second.work(name, poll, async (job) => void runs.push(job.retryCount));
    await second.start();
    await waitFor(async () => (await queue.findJob(name, id!))?.state === 'completed');
    await second.stop({ timeoutMs: 1000 });
    expect(runs).toHaveLength(1);
  });

  it('refuses a malformed cron rule with the catalogue code', async () => {
    await expect(queue.schedule(fresh(), 'every minute')).rejects.toMatchObject({ status: 633010202 });
    await expect(queue.schedule(fresh(), ' ')).rejects.toMatchObject({ status: 633010201 });
  });
});
