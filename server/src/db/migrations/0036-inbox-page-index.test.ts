// A database of an earlier version has the ordered inbox index without the tab flags; migration
// 0036 rebuilds it with them, so a file-manager page reads the index only, and the inbox rows that
// were there are listed as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { migrate } from '../migrate';
import { name as migrationName } from './0036-inbox-page-index';

describe('migration 0036: the tab flags in the ordered inbox index', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  }, 60_000);
  afterAll(() => test.close(), 60_000);

  const definition = async () =>
    (
      await test.context.database.query<{ indexdef: string }>(
        "SELECT indexdef FROM pg_indexes WHERE indexname = 'contract_inbox_order'",
      )
    ).map((row) => row.indexdef);

  it('replaces the index of an earlier version with one that carries the flags', async () => {
    const database = test.context.database;
    // What an earlier version left: the index of the key and the order alone, the migration not run.
    await database.exec(`DROP INDEX contract_inbox_order;
      CREATE INDEX contract_inbox_order ON contract_inbox (party_key, sort_at DESC, plan_id DESC)`);
    await database.query('DELETE FROM schema_migrations WHERE name = $1', [migrationName]);
    expect((await definition())[0]).not.toContain('INCLUDE');

    expect(await migrate(database)).toEqual([migrationName]);

    const [index] = await definition();
    expect(index).toContain('(party_key, sort_at DESC, plan_id DESC)');
    expect(index).toContain('INCLUDE (todo, plan_status, is_signer, is_cc, signed, initiator_account_id)');
    expect(await definition()).toHaveLength(1);
  });
});
