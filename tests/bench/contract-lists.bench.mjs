// The file manager under a large database (issue 10, item 7): with 1,000,000 plans in the
// database, the "to sign by me" tab's first page and the home counters at 200 concurrent
// connections must answer with p95 < 25 ms — on PostgreSQL, and the figures on PGlite too. The
// framework's floor, GET /ecapi/health, is measured in the same run and the ratio printed.
// A script that prints figures, not a timed test.
//
//   flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'
//   node tests/bench/contract-lists.bench.mjs                        # both databases, 1,000,000 plans
//   node tests/bench/contract-lists.bench.mjs --db postgres --plans 100000 --duration 5
//
// PostgreSQL is a throw-away cluster (scripts/test-postgres.mjs, Debian's postgresql package);
// PGlite is the server's own embedded database, filled while the server is stopped (one process
// owns it). The plans are written by SQL (support/fill-plans.mjs), then ANALYZE; the benchmark
// user is 张三 (zhangsan), a signatory of ~1,000 of them with ~500 waiting for their signature.
import { randomBytes } from 'node:crypto';
import { startTestPostgres } from '../../scripts/test-postgres.mjs';
import {
  DEMO,
  api,
  drive,
  logIn,
  openPglite,
  option,
  pgPool,
  printRow,
  requireBuiltServer,
  startServer,
  tempDir,
} from './support/bench-kit.mjs';
import { fillPlans } from './support/fill-plans.mjs';

const PLANS = Number(option('--plans', '1000000'));
const DURATION = Number(option('--duration', '10'));
const CONNECTIONS = Number(option('--connections', '200'));
const DATABASES = option('--db', 'postgres,pglite').split(',');
const GOAL_MS = 25;
const PAGE_SIZE = 10;

requireBuiltServer();
const log = (line) => console.log(line);

async function benchUserId(query) {
  const rows = await query(`SELECT id FROM users WHERE username = '${DEMO.zhangsan.username}'`);
  if (!rows[0]) throw new Error('the demo user zhangsan is missing (SEED_DEMO)');
  return rows[0].id;
}

async function measure(url, label) {
  const token = await logIn(url, DEMO.zhangsan);
  const auth = { authorization: `Bearer ${token}` };
  const listBody = JSON.stringify({ tab: 'TO_SIGN', current: 1, size: PAGE_SIZE });
  // The answers are checked once before timing: a fast wrong answer is no result.
  const page = await api(url, 'POST', 'contract/list', { token, body: JSON.parse(listBody) });
  const counters = await api(url, 'GET', 'contract/home/counters', { token });
  log(`  to sign by me: ${page.total} in all, first page ${page.records.length} rows; home counters ${JSON.stringify(counters)}`);
  if (page.records.length === 0) throw new Error('the to-sign tab is empty: the fill did not reach the benchmark user');
  const runs = [
    { title: 'GET /ecapi/health (floor)', requests: [{ method: 'GET', path: '/ecapi/health' }] },
    {
      title: 'POST contract/list TO_SIGN p.1',
      requests: [
        {
          method: 'POST',
          path: '/ecapi/contract/list',
          headers: { ...auth, 'content-type': 'application/json' },
          body: listBody,
        },
      ],
      goal: GOAL_MS,
    },
    {
      title: 'GET contract/home/counters',
      requests: [{ method: 'GET', path: '/ecapi/contract/home/counters', headers: auth }],
      goal: GOAL_MS,
    },
  ];
  const rows = [];
  log(`  ${label}: ${CONNECTIONS} connections, ${DURATION} s each (after a 2 s warm-up)`);
  for (const run of runs) {
    await drive(url, { connections: CONNECTIONS, duration: 2, requests: run.requests, title: 'warm-up' });
    const row = await drive(url, { connections: CONNECTIONS, duration: DURATION, requests: run.requests, title: run.title });
    printRow(row, run.goal);
    rows.push(row);
  }
  const floor = rows[0];
  for (const row of rows.slice(1)) {
    log(
      `    ${row.title}: ${(floor.rps / row.rps).toFixed(2)}× fewer req/s than health, p95 ${(row.p95 / floor.p95).toFixed(2)}× health's`,
    );
  }
  return rows;
}

async function onPostgres() {
  const postgres = await startTestPostgres();
  if (postgres.skipped) {
    log(`PostgreSQL: skipped — ${postgres.skipped}`);
    return;
  }
  const dataDir = tempDir('ecsign-bench-pg-');
  let server;
  const pool = pgPool(postgres.url);
  try {
    server = await startServer({ dataDir, env: { DATABASE_URL: postgres.url, PKI_MASTER_KEY: randomBytes(32).toString('base64') } });
    log(`PostgreSQL: filling ${PLANS.toLocaleString('en')} plans`);
    const query = async (sql) => (await pool.query(sql)).rows;
    const started = Date.now();
    await fillPlans(query, { plans: PLANS, benchUserId: await benchUserId(query), log });
    log(`  filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await measure(server.url, 'PostgreSQL');
  } finally {
    await pool.end();
    await server?.stop();
    postgres.stop();
  }
}

async function onPglite() {
  const dataDir = tempDir('ecsign-bench-pglite-');
  // First start: migrations and the demo data; then the server stops and the folder is filled.
  await (await startServer({ dataDir })).stop();
  log(`PGlite: filling ${PLANS.toLocaleString('en')} plans`);
  const db = await openPglite(dataDir);
  const query = async (sql) => (await db.query(sql)).rows;
  const started = Date.now();
  await fillPlans((sql) => db.exec(sql), { plans: PLANS, benchUserId: await benchUserId(query), log });
  await db.close();
  log(`  filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const server = await startServer({ dataDir });
  try {
    await measure(server.url, 'PGlite');
  } finally {
    await server.stop();
  }
}

log(`Contract lists with ${PLANS.toLocaleString('en')} plans — goal p95 < ${GOAL_MS} ms at ${CONNECTIONS} connections`);
for (const database of DATABASES) {
  if (database === 'postgres') await onPostgres();
  else if (database === 'pglite') await onPglite();
  else throw new Error(`unknown --db ${database} (postgres, pglite)`);
}
