// A server per test file: in-memory PGlite (or a fresh database on TEST_DATABASE_URL's PostgreSQL), migrated and
// seeded with the demo data, a frozen-able clock, and Fastify's `inject` for requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseConfig, type ServerConfig } from '../config';
import type { AppContext } from '../context';
import { migrate } from '../db/migrate';
import { openTestDatabase } from './open-test-database';
import { seedDemo } from '../db/seed-demo';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  /** Moves the server's clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // Each test app writes (sandbox outbox, blobs) into its own folder, never ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-test-app-'));
  const config: ServerConfig = parseConfig({
    ECSIGN_TEST_SKIP_CAPTCHA: '1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...env,
  });
  const database = await openTestDatabase();
  await migrate(database);
  await seedDemo(database);
  let now: Date | undefined;
  const context: AppContext = { config, database, now: () => now ?? new Date() };
  const app = await buildApp(context);
  return {
    app,
    context,
    setNow: (date) => (now = date),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
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
