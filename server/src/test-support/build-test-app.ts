// A server per test file: a fresh database on the run's PostgreSQL (TEST_DATABASE_URL), migrated and
// seeded with the demo data (a copy of the run's template database, when the test's settings allow
// it), a frozen-able clock, and Fastify's `inject` for requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { brokenReplies } from '../http/mount-endpoint';
import { parseConfig, type ServerConfig } from '../config';
import { createAppContext, type AppContext } from '../context';
import { migrate } from '../db/migrate';
import { openTestDatabase } from './open-test-database';
import { SETTINGS_THE_TEMPLATE_FIXES, TEST_TEMPLATE_MASTER_KEY } from './test-template-database';
import { seedDemo } from '../db/seed-demo';
import { createPgBossJobQueue } from '../jobs/create-pg-boss-job-queue';
import type { JobQueue } from '../jobs/job-queue';
import { installJobQueue } from '../jobs/job-queue-of';
import { registerJobHandlers } from '../jobs/register-job-handlers';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  /** Moves the server's clock. */
  setNow(date: Date | undefined): void;
  /** The running job queue, when asked for with `{ jobs: true }`. */
  jobs?: JobQueue;
  close(): Promise<void>;
}

/**
 * `jobs: true` starts the job queue (pg-boss) with every handler; without it the queue only sends
 * (sends are stored and nothing runs them), which keeps tests fast.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { jobs?: boolean } = {},
): Promise<TestApp> {
  // Each test app writes (sandbox outbox, blobs) into its own folder, never ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-test-app-'));
  const template = Object.keys(env).some((name) => SETTINGS_THE_TEMPLATE_FIXES.test(name))
    ? undefined
    : process.env.TEST_TEMPLATE_DATABASE;
  const config: ServerConfig = parseConfig({
    ECSIGN_TEST_SKIP_CAPTCHA: '1',
    ECSIGN_TEST_STRICT_REPLIES: '1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(template ? { PKI_MASTER_KEY: TEST_TEMPLATE_MASTER_KEY } : {}),
    ...env,
  });
  const database = await openTestDatabase(template);
  if (!template) {
    await migrate(database);
    await seedDemo(database);
  }
  let now: Date | undefined;
  const context = createAppContext({ config, database, now: () => now ?? new Date() });
  // Installed either way, so that close() stops it: a send-only queue still holds connections.
  const queue = createPgBossJobQueue({ database, databaseUrl: database.url, role: options.jobs ? 'all' : 'web' });
  installJobQueue(context, queue);
  const jobs = options.jobs ? queue : undefined;
  if (jobs) {
    await registerJobHandlers(context, jobs);
    await jobs.start();
  }
  const app = await buildApp(context);
  return {
    app,
    context,
    setNow: (date) => (now = date),
    ...(jobs ? { jobs } : {}),
    close: async () => {
      await app.close();
      await queue.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      // A reply that broke its declared schema fails the test file, even if a test expected a 500.
      const broken = brokenReplies.splice(0);
      if (broken.length) throw new Error(`replies broke their endpoint declarations:\n${broken.join('\n')}`);
    },
  };
}

/** Logs a demo user in and returns the access token. */
export async function loginAs(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/ecapi/token/accessToken',
    payload: { username, password },
  });
  const body = response.json();
  if (body.status !== 200) throw new Error(`login as ${username} failed: ${response.body}`);
  return body.data.access_token;
}
