// kill -9 of a process working an HR batch, at random moments, several times; then a restart
// finishes the batch: every row SENT with exactly one plan, no plan without its row, no row
// missing (pg-boss, in a database of the test run's PostgreSQL). Modelled on
// server/src/jobs/exactly-once.test.ts.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open-database';
import { openTestDatabase } from '../../test-support/open-test-database';

// Two chunks: kills land between chunks as well as inside one.
const ROWS = 100;
const KILLS = 4;
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
// A folder per test process: the PDF worker thread's bundle sits next to the worker process's,
// where row-pdf-pool.ts looks for it, so the rows are filled and signed on threads as in dist/.
const bundleDir = join(serverDir, 'node_modules', '.cache', 'ecsign-hr-crash-test', String(process.pid));
const bundle = join(bundleDir, 'hr-worker.mjs');
const serverPackage = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function runWorker(env: Record<string, string>, killAfterReadyMs?: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle], {
      env: { ...process.env, ...env, CRASH_ROWS: String(ROWS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const guard = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.stdout.on('data', (chunk: Buffer) => {
      const before = stdout;
      stdout += chunk.toString();
      if (killAfterReadyMs !== undefined && !before.includes('ready\n') && stdout.includes('ready\n'))
        setTimeout(() => child.kill('SIGKILL'), killAfterReadyMs);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(guard);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

async function killAndFinish(env: Record<string, string>) {
  const setup = await runWorker({ ...env, CRASH_SETUP: '1' });
  if (setup.code !== 0) throw new Error(`setup failed: ${setup.stderr}`);
  let killed = 0;
  for (let i = 0; i < KILLS; i++) {
    // Mostly mid-batch (a row's PDF work or its commit), sometimes right after the restart.
    const run = await runWorker(
      env,
      i % 2 === 0 ? 50 + Math.floor(Math.random() * 1000) : Math.floor(Math.random() * 300),
    );
    if (run.signal === 'SIGKILL') killed++;
    else if (run.code !== 0) throw new Error(`worker failed: ${run.stderr}`);
  }
  return { finished: await runWorker(env), killed };
}

async function assertEveryRowOnce(database: Database) {
  const [batch] = await database.query<{ id: string; state: string; sent_count: number; failed_count: number }>(
    'SELECT id, state, sent_count, failed_count FROM hr_batches',
  );
  expect(batch).toMatchObject({ state: 'FINISH', sent_count: ROWS, failed_count: 0 });
  const rows = await database.query<{ status: string; plan_id: string | null }>(
    'SELECT status, plan_id FROM hr_batch_rows',
  );
  expect(rows).toHaveLength(ROWS);
  expect(rows.every((row) => row.status === 'SENT' && row.plan_id)).toBe(true);
  const plans = await database.query<{ id: string }>('SELECT id FROM contract_plans WHERE batch_id = $1', [batch!.id]);
  // One plan per row, and each plan is the one its row names: none doubled, none lost.
  expect(plans.map((p) => p.id).sort()).toEqual(rows.map((r) => r.plan_id).sort());
  const [signed] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contract_parties WHERE plan_id IN (SELECT plan_id FROM hr_batch_rows) AND seq = 0 AND signing_state = '1'`,
  );
  expect(signed!.n).toBe(ROWS);
}

beforeAll(async () => {
  mkdirSync(bundleDir, { recursive: true });
  const options = {
    absWorkingDir: serverDir,
    bundle: true,
    platform: 'node' as const,
    target: 'node20',
    format: 'esm' as const,
    external: Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@ecsign/')),
    banner: {
      js: "import { createRequire as hrCrashRequire } from 'node:module'; const require = hrCrashRequire(import.meta.url);",
    },
    logLevel: 'warning' as const,
  };
  await build({ ...options, entryPoints: ['src/modules/hr-batches/crash-test/hr-crash-worker.ts'], outfile: bundle });
  await build({
    ...options,
    entryPoints: ['src/modules/hr-batches/row-pdf-worker.ts'],
    outfile: join(bundleDir, 'row-pdf-worker.js'),
  });
}, 60_000);
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

describe('HR batch across kill -9', () => {
  it('on PostgreSQL (pg-boss): each row gets exactly one plan', async () => {
    const database = await openTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-hr-crash-pg-'));
    try {
      const env = {
        CRASH_DATABASE_URL: database.url,
        CRASH_DATA_DIR: dataDir,
        CRASH_MASTER_KEY: randomBytes(32).toString('base64'),
      };
      const started = Date.now();
      const { finished, killed } = await killAndFinish(env);
      expect(finished.code).toBe(0);
      // Rows now go fast enough (PDF work on threads) for a batch to end before a kill: at least one landed.
      expect(killed).toBeGreaterThan(0);
      await assertEveryRowOnce(database);
      process.stdout.write(
        `hr batch kill -9 on PostgreSQL: ${ROWS} rows, ${killed} kills, ${Date.now() - started} ms\n`,
      );
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 900_000);
});
