// The server starts its job queue after migrating and stops it before the database closes; what
// the jobs left is still in its embedded cluster after the next start of that cluster.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { startEmbeddedPostgres } from '../db/embedded/start-embedded-postgres';
import { openDatabase } from '../db/open-database';
import { startServer } from '../start-server';
import { EXPIRE_PLANS_QUEUE, PURGE_OPERATION_LOGS_QUEUE } from './register-job-handlers';

describe('startServer and the job queue', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-jobs-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs jobs while up, stops them cleanly, and keeps the system schedules', async () => {
    const server = await startServer(
      parseConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        PKI_SM2_CA: 'false',
        PKI_MASTER_KEY: 'start-server-jobs-test-master-key',
      }),
    );
    let closed = false;
    try {
      expect(server.jobs).toMatchObject({ role: 'all' });
      const done = new Promise<unknown>((resolve) =>
        server.jobs.work<{ n: number }>('start-server-test', { pollingIntervalSeconds: 0.5 }, async (job) => {
          resolve(job.data);
          return { ok: true };
        }),
      );
      await server.jobs.send('start-server-test', { n: 7 });
      expect(await done).toEqual({ n: 7 });
      await server.close();
      closed = true;
    } finally {
      if (!closed) await server.close();
    }
    const cluster = await startEmbeddedPostgres(dataDir);
    const database = await openDatabase(cluster.url);
    try {
      const schedules = await database.query<{ name: string; cron: string }>(
        'SELECT name, cron FROM pgboss.schedule ORDER BY name',
      );
      expect(schedules).toEqual([
        { name: 'announce-plans', cron: '* * * * *' },
        { name: EXPIRE_PLANS_QUEUE, cron: '* * * * *' },
        { name: 'purge-expired-captchas', cron: '* * * * *' },
        { name: PURGE_OPERATION_LOGS_QUEUE, cron: '17 * * * *' },
      ]);
      const states = await database.query<{ state: string }>(
        "SELECT state FROM pgboss.job WHERE name = 'start-server-test'",
      );
      expect(states).toEqual([{ state: 'completed' }]);
    } finally {
      await database.close();
      await cluster.stop();
    }
  }, 120_000);
});
