// The database a test runs on: a fresh one on the run's PostgreSQL (create-test-database.ts),
// empty or a copy of a template, opened as the server opens its own, and dropped when the test
// closes it.
import { openDatabase, type Database } from '../db/open-database';
import { createTestDatabase } from './create-test-database';

export async function openTestDatabase(template?: string): Promise<Database> {
  const created = await createTestDatabase('ecsign_test', template);
  const database = await openDatabase(created.url);
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
