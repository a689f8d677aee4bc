// A database of an earlier version still holds the task scheduler's table and the pg-boss schedule
// of its tick; migration 0035 takes both away and leaves the system schedules alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { migrate } from '../migrate';
import { name as migrationName } from './0035-drop-task-scheduler';

describe('migration 0035: the task scheduler goes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({}, { jobs: true });
  }, 60_000);
  afterAll(() => test.close(), 60_000);

  it('drops scheduled_tasks and the tick schedule of an earlier version, keeping the others', async () => {
    const database = test.context.database;
    // What an earlier version left: its table, its tick's schedule, and the migration not yet run.
    await database.exec('CREATE TABLE scheduled_tasks (id text PRIMARY KEY)');
    await test.jobs!.schedule('scheduled-tasks-tick', '* * * * *');
    await database.query('DELETE FROM schema_migrations WHERE name = $1', [migrationName]);
    const namesBefore = await scheduleNames();
    expect(namesBefore).toContain('scheduled-tasks-tick');

    expect(await migrate(database)).toEqual([migrationName]);

    expect(await scheduleNames()).toEqual(namesBefore.filter((name) => name !== 'scheduled-tasks-tick'));
    expect(await database.query("SELECT to_regclass('scheduled_tasks') AS t")).toEqual([{ t: null }]);
  });

  async function scheduleNames(): Promise<string[]> {
    const rows = await test.context.database.query<{ name: string }>('SELECT name FROM pgboss.schedule ORDER BY name');
    return rows.map((row) => row.name);
  }
});
