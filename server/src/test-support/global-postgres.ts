// vitest globalSetup of the end-to-end tests (and the start of the server tests' one,
// global-server-tests.ts): one embedded PostgreSQL cluster for the whole run, in a temporary
// folder, started once before any test file; each test makes its own database on it.
// TEST_DATABASE_URL set beforehand names another server instead.
// Test files run in worker processes started after this, so they inherit the variable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded/start-embedded-postgres';

/** Starts the run's cluster unless TEST_DATABASE_URL names one; returns how to stop what it started. */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-test-pg-'));
  // Test files at once each hold a pool (10), pg-boss's (4) and a listener: well over the default 100.
  const cluster = await startEmbeddedPostgres(dir, { throwAway: true, maxConnections: 400 });
  process.env.TEST_DATABASE_URL = cluster.adminUrl;
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
