// vitest globalSetup of the server tests: the run's PostgreSQL (global-postgres.ts) and on it the
// template database every test app is copied from (test-template-database.ts), named to the
// test files in TEST_TEMPLATE_DATABASE. Both server projects (vitest.config.ts) name this file; the
// first to run it makes both, the second finds them made.
import startRunPostgres from './global-postgres';
import { createTemplateDatabase } from './test-template-database';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_TEMPLATE_DATABASE) return async () => undefined;
  const stopPostgres = await startRunPostgres();
  const template = await createTemplateDatabase();
  process.env.TEST_TEMPLATE_DATABASE = template.name;
  return async () => {
    await template.drop();
    await stopPostgres();
  };
}
