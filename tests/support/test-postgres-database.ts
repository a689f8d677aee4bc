// A PostgreSQL database of its own for one e2e test file: a fresh database on the run's cluster
// (TEST_DATABASE_URL, which the e2e project's globalSetup starts unless it names a server already).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
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

export async function openTestPostgresDatabase(): Promise<TestPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'TEST_DATABASE_URL is not set: run the e2e tests through vitest (its globalSetup starts PostgreSQL)',
    );
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
