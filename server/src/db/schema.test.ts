// The Drizzle schema must describe exactly the tables and columns the SQL migrations create.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import type { Database } from './open-database';
import { openTestDatabase } from '../test-support/open-test-database';
import * as schema from './schema';

describe('Drizzle schema vs. migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
  });
  afterAll(() => database.close());

  const tables = Object.values(schema).filter((value) => is(value, PgTableClass)) as PgTable[];

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s has the same columns',
    async (name, table) => {
      const rows = await database.query<{ column_name: string; is_nullable: string }>(
        "SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
        [name],
      );
      const inDatabase = Object.fromEntries(rows.map((r) => [r.column_name, r.is_nullable === 'NO']));
      const inSchema = Object.fromEntries(getTableConfig(table).columns.map((c) => [c.name, c.notNull]));
      expect(inSchema).toEqual(inDatabase);
    },
  );
});
