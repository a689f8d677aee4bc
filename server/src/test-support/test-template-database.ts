// The database every test app starts from: migrated, seeded with the demo data and holding the
// platform CA, made once per run by global-postgres.ts. A test app's database is a copy of it
// (CREATE DATABASE … TEMPLATE, a file copy inside PostgreSQL), which takes a tenth of the two
// seconds that migrating, seeding and making the CA take — once per test file, hundreds per run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../config';
import { createAppContext } from '../context';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDemo } from '../db/seed-demo';
import { installPki } from '../modules/pki/install-pki';
import { createTestDatabase, type TestDatabase } from './create-test-database';

/** The keystore's master key in the template: a test app copied from it must open the keystore with it. */
export const TEST_TEMPLATE_MASTER_KEY = 'ecsign test template master key';

/**
 * Settings that change what the first start makes (the CA's keys, algorithms and the addresses its
 * certificates carry): a test app that sets one starts from an empty database instead.
 */
export const SETTINGS_THE_TEMPLATE_FIXES = /^(PKI_|PUBLIC_URL$|PORT$|DATABASE_URL$|DATA_DIR$)/;

/** Makes the template on the run's PostgreSQL; nothing may stay connected to it afterwards. */
export async function createTemplateDatabase(): Promise<TestDatabase & { name: string }> {
  const created = await createTestDatabase('ecsign_template');
  const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-test-template-'));
  const database = await openDatabase(created.url);
  try {
    await migrate(database);
    await seedDemo(database);
    const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PKI_MASTER_KEY: TEST_TEMPLATE_MASTER_KEY });
    await installPki(createAppContext({ config, database, now: () => new Date() }));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { ...created, name: new URL(created.url).pathname.slice(1) };
}
