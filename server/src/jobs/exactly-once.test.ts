// The queue's guarantee under kill -9: a process sending and working N keyed jobs is killed at
// random moments several times and started again; afterwards every key's effect exists exactly
// once, every job is completed, and no key got a second job (pg-boss, in a database of the test
// run's PostgreSQL).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database';
import { openTestDatabase } from '../test-support/open-test-database';

const JOBS = 300;
const KILLS = 6;
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
// Inside server/ so that the bundle's external packages resolve from server/node_modules.
const bundleDir = join(serverDir, 'node_modules', '.cache', 'ecsign-jobs-crash-test');
const bundle = join(bundleDir, `worker-${process.pid}.mjs`);
const serverPackage = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts the worker; with `kill`, SIGKILLs it `delayMs` after spawn or after it is ready. */
function runWorker(env: Record<string, string>, kill?: { afterReady: boolean; delayMs: number }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle], {
      env: { ...process.env, ...env, CRASH_JOBS: String(JOBS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const killer = () => setTimeout(() => child.kill('SIGKILL'), kill!.delayMs);
    const guard = setTimeout(() => child.kill('SIGKILL'), 120_000);
    if (kill && !kill.afterReady) killer();
    child.stdout.on('data', (chunk: Buffer) => {
      const before = stdout;
      stdout += chunk.toString();
      if (kill?.afterReady && !before.includes('ready\n') && stdout.includes('ready\n')) killer();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(guard);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/**
 * Kills the worker KILLS times at random moments (opening, migrating, sending, working), then lets
 * it finish. Two of three kills wait until the worker is ready, so that most land on a working
 * batch. With `processes: 2` two workers share the batch in every round, each killed on its own.
 */
async function killAndFinish(env: Record<string, string>, processes = 1): Promise<{ finished: Run[]; killed: number }> {
  let killed = 0;
  for (let i = 0; i < KILLS; i++) {
    const runs = await Promise.all(
      Array.from({ length: processes }, () => {
        const delayMs = i % 3 === 1 ? Math.floor(Math.random() * 1500) : 100 + Math.floor(Math.random() * 700);
        return runWorker(env, { afterReady: i % 3 !== 1, delayMs });
      }),
    );
    for (const run of runs) {
      if (run.signal === 'SIGKILL') killed++;
      else if (run.code !== 0) throw new Error(`worker failed: ${run.stderr}`);
    }
  }
  const finished = await Promise.all(Array.from({ length: processes }, () => runWorker(env)));
  return { finished, killed };
}

async function effectsOf(database: Database) {
  const effects = await database.query<{ key: string }>('SELECT key FROM crash_test_effects ORDER BY key');
  const [deliveries] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM crash_test_deliveries');
  return { keys: effects.map((row) => row.key), deliveries: deliveries!.n };
}

const expectedKeys = Array.from({ length: JOBS }, (_, i) => `row-${i}`).sort();

beforeAll(async () => {
  mkdirSync(bundleDir, { recursive: true });
  await build({
    absWorkingDir: serverDir,
    entryPoints: ['src/jobs/crash-test/crash-test-worker.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // As server/build.mjs: @ecsign/core is bundled, the server's own dependencies load from node_modules.
    external: Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@ecsign/')),
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}, 60_000);
afterAll(() => rmSync(bundle, { force: true }));

describe('exactly-once effect across kill -9', () => {
  it('on PostgreSQL (pg-boss, two worker processes)', async () => {
    const database = await openTestDatabase();
    try {
      const started = Date.now();
      // Two worker processes at once, as behind a load balancer, with longer jobs so that the
      // kills still land mid-batch.
      const env = { CRASH_DATABASE_URL: database.url, CRASH_WORK_MS: '150' };
      const { finished, killed } = await killAndFinish(env, 2);
      expect(finished.map((run) => run.code)).toEqual([0, 0]);
      expect(killed).toBeGreaterThanOrEqual(KILLS);
      const { keys, deliveries } = await effectsOf(database);
      expect(keys).toEqual(expectedKeys);
      const jobs = await database.query<{ state: string; n: number }>(
        `SELECT state::text AS state, count(*)::int AS n FROM
           (SELECT state FROM pgboss.job WHERE name = 'crash-test' UNION ALL SELECT state FROM pgboss.archive WHERE name = 'crash-test') AS every_job
         GROUP BY state`,
      );
      expect(jobs).toEqual([{ state: 'completed', n: JOBS }]);
      expect(deliveries).toBeGreaterThanOrEqual(JOBS);
      process.stdout.write(
        `exactly-once on PostgreSQL: ${JOBS} jobs, 2 processes, ${killed} kills, ${deliveries} deliveries (${deliveries - JOBS} redelivered), ${Date.now() - started} ms\n`,
      );
    } finally {
      await database.close();
    }
  }, 240_000);
});
