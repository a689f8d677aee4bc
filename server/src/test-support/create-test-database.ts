// An empty database of its own for one test, on the run's PostgreSQL (TEST_DATABASE_URL, set by
// global-postgres.ts or by whoever started the run), dropped again with drop(). With `template`,
// it starts as a copy of that database instead of an empty one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix = 'ecsign_test', template?: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the server tests through vitest (its globalSetup starts PostgreSQL)',
    );
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    template ? `CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(template)}` : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
