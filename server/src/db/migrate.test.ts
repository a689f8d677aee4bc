import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import type { Database } from './open-database';
import { openTestDatabase } from '../test-support/open-test-database';
import { seedDemo } from './seed-demo';

describe('migrate and seedDemo', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('applies every migration once, in order, and nothing the second time', async () => {
    expect(await migrate(database)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await migrate(database)).toEqual([]);
    const tables = await database.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'enterprises', 'accounts', 'sessions', 'picture_captchas', 'schema_migrations']),
    );
  });

  it('rolls a failing migration back completely', async () => {
    const broken = { name: '9999-broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_column FROM users;' };
    await expect(migrate(database, [broken])).rejects.toThrow();
    const left = await database.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(left).toHaveLength(0);
    expect(await database.query("SELECT 1 FROM schema_migrations WHERE name = '9999-broken'")).toHaveLength(0);
  });

  it('seeds the demo enterprise, administrator, HR user, two employees and a staff member once', async () => {
    expect(await seedDemo(database)).toBe(true);
    expect(await seedDemo(database)).toBe(false);
    const users = await database.query<{ username: string }>('SELECT username FROM users ORDER BY username');
    expect(users.map((u) => u.username)).toEqual(['admin', 'hr', 'lisi', 'ops', 'zhangsan']);
    const staff = await database.query<{ username: string; role: string }>(
      "SELECT u.username, a.role FROM users u JOIN accounts a ON a.user_id = u.id WHERE u.user_owner_type = 'INSIDE'",
    );
    expect(staff).toEqual([{ username: 'ops', role: 'INSIDE_STAFF' }]);
    const roles = await database.query<{ role: string }>(
      "SELECT role FROM accounts WHERE account_type = 'ENTERPRISE' ORDER BY role",
    );
    expect(roles.map((r) => r.role)).toEqual(['HR', 'SUPER_ADMIN']);
    const members = await database.query('SELECT 1 FROM enterprise_members');
    expect(members).toHaveLength(2);
    const stored = await database.query<{ password_hash: string }>('SELECT password_hash FROM users');
    for (const row of stored) expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
