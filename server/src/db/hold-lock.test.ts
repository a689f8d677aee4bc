// Database.holdLock, the advisory lock on a connection of its own behind the signing lock: a
// second holder waits and gives up while the first lives, gets it once released, and gets it
// as soon as the first one's connection ends (what a killed process's connection does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './open-database';
import { openTestDatabase } from '../test-support/open-test-database';

const SPACE = 7_152_999;

describe('holdLock', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('keeps a second holder out until the first releases', async () => {
    const first = await database.holdLock(SPACE, 'plan-a', 1_000);
    expect(first?.held()).toBe(true);
    expect(await database.holdLock(SPACE, 'plan-a', 200)).toBeUndefined();
    const elsewhere = await database.holdLock(SPACE, 'plan-b', 200);
    expect(elsewhere).toBeDefined();
    await elsewhere!.release();
    await first!.release();
    expect(first!.held()).toBe(false);
    const second = await database.holdLock(SPACE, 'plan-a', 200);
    expect(second).toBeDefined();
    await second!.release();
  });

  it('is free as soon as the holder’s connection ends', async () => {
    const first = await database.holdLock(SPACE, 'plan-c', 1_000);
    expect(first).toBeDefined();
    // The connection ends as a killed process's does: the server side goes away.
    await database.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid::int4 = hashtext($2)
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [SPACE, 'plan-c'],
    );
    const second = await database.holdLock(SPACE, 'plan-c', 5_000);
    expect(second).toBeDefined();
    await second!.release();
    await first!.release();
  });
});
