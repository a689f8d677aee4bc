// Applies the migrations that have not run yet, each in its own transaction. A transaction-level
// advisory lock makes two servers starting together on one PostgreSQL take turns.
import type { Database } from './open-database';
import { MIGRATIONS, type Migration } from './migrations';

const MIGRATION_LOCK_KEY = 7_152_001;

export async function migrate(database: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  // Under the lock too: CREATE TABLE IF NOT EXISTS is not safe against itself, and two processes
  // starting together on an empty database both try it (one failed with a duplicate pg_type row).
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await migration.backfill?.(tx);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
