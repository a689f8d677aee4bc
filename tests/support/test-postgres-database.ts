// A PostgreSQL database of its own for one e2e test file: a fresh database on the suite's server
// when TEST_DATABASE_URL is set (npm test's PostgreSQL pass), otherwise a throw-away cluster from
// scripts/test-postgres.mjs. Tests call postgresUnavailable() first to skip with a reason.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startTestPostgres } from '../../scripts/test-postgres.mjs';
import { ROOT } from './start-built-server';

/** The few node-postgres calls the tests use (pg is the server's dependency, not the tests'). */
export interface PgPool {
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  end(): Promise<void>;
}
interface PgModule {
  Pool: new (options: { connectionString: string; max?: number }) => PgPool;
  Client: new (options: { connectionString: string }) => PgPool & { connect(): Promise<void> };
}
const pg = createRequire(join(ROOT, 'server/package.json'))('pg') as PgModule;

export interface TestPostgresDatabase {
  url: string;
  /** A small pool on the database, for the test's own checks. */
  pool: PgPool;
  close(): Promise<void>;
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresUnavailable(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const base = '/usr/lib/postgresql';
  const found = existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')));
  return found
    ? undefined
    : 'PostgreSQL is not installed (apt-get install -y postgresql) and TEST_DATABASE_URL is not set';
}

export async function openTestPostgresDatabase(): Promise<TestPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const cluster = await startTestPostgres();
    if (cluster.skipped !== undefined) throw new Error(cluster.skipped);
    const pool = new pg.Pool({ connectionString: cluster.url, max: 4 });
    return {
      url: cluster.url,
      pool,
      async close() {
        await pool.end();
        cluster.stop();
      },
    };
  }
  const name = `ecsign_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  return {
    url: url.toString(),
    pool,
    async close() {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
