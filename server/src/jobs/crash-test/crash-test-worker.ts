// The process the exactly-once test kills (bundled and started by exactly-once.test.ts): opens the
// database (CRASH_DATABASE_URL; a job works for about CRASH_WORK_MS), sends CRASH_JOBS jobs keyed row-0 … row-N (again on every start, as a resumed batch would), and works them. The
// handler is what a real one must be: its effect is keyed by the business id, so a redelivery
// after a kill changes nothing. Once every key is done it prints a summary line and exits 0.
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { createPgBossJobQueue } from '../create-pg-boss-job-queue';

const QUEUE = 'crash-test';
const total = Number(process.env.CRASH_JOBS ?? 200);
const databaseUrl = process.env.CRASH_DATABASE_URL!;
const database = await openDatabase(databaseUrl);
await migrate(database);
// Two workers start together: CREATE TABLE IF NOT EXISTS alone races on PostgreSQL (a unique
// violation in pg_type), so the statements (one implicit transaction) take a lock first.
await database.exec(`
  SELECT pg_advisory_xact_lock(20261126);
  CREATE TABLE IF NOT EXISTS crash_test_effects (key text PRIMARY KEY, job_id text NOT NULL, done_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE IF NOT EXISTS crash_test_deliveries (id bigserial PRIMARY KEY, key text NOT NULL, retry_count integer NOT NULL, pid integer NOT NULL);
`);
const queue = createPgBossJobQueue({ database, databaseUrl, role: 'all', maintenanceIntervalSeconds: 1 });

await queue.work<{ key: string }>(QUEUE, { concurrency: 4, pollingIntervalSeconds: 0.5 }, async (job) => {
  // Every delivery is logged (at least once), the effect is keyed (exactly once); the work in
  // between is where most kills land.
  await database.query('INSERT INTO crash_test_deliveries (key, retry_count, pid) VALUES ($1, $2, $3)', [
    job.data.key,
    job.retryCount,
    process.pid,
  ]);
  const workMs = Number(process.env.CRASH_WORK_MS ?? 60);
  await new Promise((resolve) => setTimeout(resolve, workMs / 2 + Math.random() * workMs));
  await database.query('INSERT INTO crash_test_effects (key, job_id) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    job.data.key,
    job.id,
  ]);
  return { key: job.data.key };
});
await queue.start();
process.stdout.write('ready\n');

let created = 0;
for (let i = 0; i < total; i++) {
  const key = `row-${i}`;
  // A short expiry so that what a killed process held is handed out again within seconds.
  const id = await queue.send(
    QUEUE,
    { key },
    { singletonKey: key, retryLimit: 100, retryDelaySeconds: 0, expireInSeconds: 2 },
  );
  if (id) created++;
}
process.stdout.write(`sent ${created} new jobs\n`);

// Done when every key has its effect and no job is left unfinished (one whose effect committed
// just before a kill is still handed out again once its lock expires, and must complete too).
const unfinished = "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'";
for (;;) {
  const [effects] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM crash_test_effects');
  const [left] = await database.query<{ n: number }>(unfinished, [QUEUE]);
  if (effects!.n >= total && left!.n === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await queue.stop({ timeoutMs: 5000 });
const [summary] = await database.query<{ effects: number; deliveries: number }>(
  'SELECT (SELECT count(*)::int FROM crash_test_effects) AS effects, (SELECT count(*)::int FROM crash_test_deliveries) AS deliveries',
);
process.stdout.write(`SUMMARY ${JSON.stringify(summary)}\n`);
await database.close();
process.exit(0);
