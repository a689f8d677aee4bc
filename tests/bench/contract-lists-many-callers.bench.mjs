// The file manager with real variety: 1,000,000 plans, ≥ 10,000 distinct callers (people and
// enterprise administrators, each with a live session), every request a random caller asking one of
// the nine tabs at a page from 1 to 5, a title search, or the home counters — at 50 and 200
// connections, with the server's caches on (warm: after a warm-up of the same mix) and off
// (CONTRACT_CACHE_ENTRIES=0, CALLER_CACHE_ENTRIES=0: every request reads the database), on the
// embedded PostgreSQL of the default start and on a PostgreSQL server. Each mix alternates with the
// floor (`GET /ecapi/health`) for at least seven rounds (`--rounds`), `--duration` seconds a run.
// Goal: p95 < 25 ms at 50 connections and < 100 ms at 200 (the median over the rounds), no timeouts. It extends contract-lists.bench.mjs
// (one caller's first page) with the same fill, narrowed to 20,000 signatories so a person has
// ~100 plans (five pages of a tab) and an enterprise ~1,000. A script that prints figures, not a
// timed test; it needs wrk (apt-get install wrk).
//
//   flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'
//   node tests/bench/contract-lists-many-callers.bench.mjs                      # embedded, then a PostgreSQL server
//   node tests/bench/contract-lists-many-callers.bench.mjs --db postgres --plans 100000 --rounds 9
//   node tests/bench/contract-lists-many-callers.bench.mjs --connections 50 --explain
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestPostgres } from '../../scripts/test-postgres.mjs';
import {
  DEMO,
  embeddedDatabaseUrl,
  option,
  loadAverage,
  pgPool,
  requireBuiltServer,
  startServer,
  tempDir,
} from './support/bench-kit.mjs';
import { alternate, roundsFromArgv } from './support/alternate.mjs';
import { printRounds } from './support/print-rounds.mjs';
import { driveWrk } from './support/drive-wrk.mjs';
import { MIXES, driveWrkMix } from './support/drive-wrk-mix.mjs';
import { ENTERPRISES, fillPlans } from './support/fill-plans.mjs';
import { seedCallers } from './support/seed-callers.mjs';

const PLANS = Number(option('--plans', '1000000'));
const DURATION = Number(option('--duration', '3'));
const ROUNDS = roundsFromArgv();
const CONNECTIONS = option('--connections', '50,200').split(',').map(Number);
const DATABASES = option('--db', 'embedded,postgres').split(',');
// Signatories of the fill (fill-plans' `people`), and how many of them are callers.
const SIGNATORIES = 20_000;
const PEOPLE = Number(option('--callers', '10000'));
const GOAL_MS = { 50: 25, 200: 100 };
// A folder kept between runs (embedded only): filled once, then measured again after each change
// without the fill's minutes; a marker names the fill it holds, so a folder of another size is refused.
const KEPT_DIR = option('--data-dir', '');
// `--main` another build of the server (an earlier one kept aside, to compare on the same data).
const MAIN = option('--main', undefined);
// `--no-uncached` skips the runs with the caches off.
const UNCACHED = !process.argv.includes('--no-uncached');
const TIMEOUT_S = 10;

requireBuiltServer();
const log = (line) => console.log(line);

async function benchUserId(query) {
  const rows = await query(`SELECT id FROM users WHERE username = '${DEMO.zhangsan.username}'`);
  if (!rows[0]) throw new Error('the demo user zhangsan is missing (SEED_DEMO)');
  return rows[0].id;
}

/**
 * EXPLAIN ANALYZE of the heaviest shapes a caller can ask: an enterprise administrator's (~1,000
 * plans) ALL tab at page 5 and a title search over it (its count and first page), and a person's WAITING_OTHERS page 5 —
 * written as list-contracts.ts builds them (keep in step). `--explain` prints the plans.
 */
async function explain(query) {
  const columns = `p.id, p.task_no, p.task_name, p.status, p.signatory_names, i.todo, i.sort_at`;
  const page = (where, params) => `SELECT ${columns}
      FROM (SELECT i.plan_id, i.todo, i.sort_at FROM contract_inbox i WHERE i.party_key = ${params.key} AND ${where}
             ORDER BY i.sort_at DESC, i.plan_id DESC LIMIT 10 OFFSET 40) i
      JOIN contract_plans p ON p.id = i.plan_id
      LEFT JOIN LATERAL (SELECT signing_state FROM contract_parties c WHERE c.plan_id = p.id AND c.role = 'SIGNATORY'
                 AND c.party_key = ${params.key} ORDER BY c.signing_state LIMIT 1) s ON true
     ORDER BY i.sort_at DESC, i.plan_id DESC`;
  const enterprise = { key: `'E:bench-e-7'`, account: `'bench-a-7'` };
  const person = { key: `'U:bench-person-7'`, account: `'bench-pa-7'` };
  const mine = (who) => `(i.is_signer OR i.is_cc OR i.initiator_account_id = ${who.account})`;
  const statements = {
    'enterprise ALL page 5': page(`i.plan_status <> 0 AND ${mine(enterprise)}`, enterprise),
    // A filtered list finds its rows once, then counts and pages them.
    'enterprise ALL search, count and page': `WITH chosen AS MATERIALIZED (SELECT i.plan_id, i.todo, i.sort_at
        FROM contract_inbox i JOIN contract_plans p ON p.id = i.plan_id
       WHERE i.party_key = ${enterprise.key} AND i.plan_status <> 0 AND ${mine(enterprise)} AND p.search_title ILIKE '%基准合同12%')
      SELECT (SELECT count(*)::int FROM chosen) AS total, c.* FROM (SELECT * FROM chosen ORDER BY sort_at DESC, plan_id DESC LIMIT 10) c`,
    'person WAITING_OTHERS page 5': page(
      `i.plan_status = 1 AND NOT i.todo AND (i.is_signer OR i.initiator_account_id = ${person.account})`,
      person,
    ),
  };
  for (const [name, sql] of Object.entries(statements)) {
    const rows = await query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
    const lines = rows.map((row) => row['QUERY PLAN']);
    if (process.argv.includes('--explain')) for (const line of lines) log(`    ${line}`);
    log(`  ${name}: ${lines.find((line) => line.startsWith('Execution Time')) ?? '?'}`);
  }
}

/**
 * At each connection count, the floor (health) and the three mixes in turn for ROUNDS rounds, the
 * order reversed every other round (support/alternate.mjs; one untimed warm-up run of each first),
 * so a burst of other load hits every side alike.
 */
async function measure(url, label) {
  log(`  ${label} — load average ${loadAverage()}; ${ROUNDS} alternating rounds of ${DURATION} s a side`);
  const callers = { people: PEOPLE, enterprises: ENTERPRISES };
  for (const connections of CONNECTIONS) {
    const health = { method: 'GET', path: '/ecapi/health' };
    const sides = {
      floor: async () => driveWrk(url, { connections, duration: DURATION, request: health, title: 'health' }),
      ...Object.fromEntries(
        MIXES.map((mix) => [
          mix,
          async () =>
            driveWrkMix(url, { mix, ...callers, connections, duration: DURATION, title: mix, timeout: TIMEOUT_S }),
        ]),
      ),
    };
    const rounds = await alternate(sides, ROUNDS);
    log(`  ${connections} connections (load average ${loadAverage()}):`);
    printRounds('GET /ecapi/health (floor)', rounds.floor, rounds.floor);
    for (const mix of MIXES) printRounds(`${mix} (many callers)`, rounds[mix], rounds.floor, GOAL_MS[connections]);
  }
}

/** The plans, the callers, then the statements' plans; answers when the data is ready. */
async function fill(query) {
  const started = Date.now();
  await fillPlans(query, { plans: PLANS, benchUserId: await benchUserId(query), people: SIGNATORIES, log });
  await seedCallers(query, { people: PEOPLE, enterprises: ENTERPRISES, log });
  log(`  filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await explain(query);
  // The fill's dirty pages written out now, not during the measurement (contract-lists.bench.mjs).
  await query('CHECKPOINT');
}

const CACHES_OFF = { CONTRACT_CACHE_ENTRIES: '0', CALLER_CACHE_ENTRIES: '0' };

async function onPostgres() {
  const postgres = await startTestPostgres();
  const dataDir = tempDir('ecsign-bench-many-pg-');
  const env = { DATABASE_URL: postgres.url, PKI_MASTER_KEY: randomBytes(32).toString('base64') };
  const pool = pgPool(postgres.url);
  let server;
  try {
    server = await startServer({ dataDir, env, main: MAIN });
    log(`PostgreSQL server: filling ${PLANS.toLocaleString('en')} plans`);
    await fill(async (sql) => (await pool.query(sql)).rows);
    await server.stop();
    server = await startServer({ dataDir, env, main: MAIN });
    await measure(server.url, 'PostgreSQL server, caches on (defaults)');
    if (!UNCACHED) return;
    await server.stop();
    server = await startServer({ dataDir, env: { ...env, ...CACHES_OFF }, main: MAIN });
    await measure(server.url, 'PostgreSQL server, caches off (CONTRACT_CACHE_ENTRIES=0, CALLER_CACHE_ENTRIES=0)');
  } finally {
    await pool.end();
    await server?.stop();
    postgres.stop();
  }
}

/** The embedded data folder: a fresh one, or the kept one (`--data-dir`) and whether it is filled already. */
function embeddedDataDir() {
  if (!KEPT_DIR) return { dataDir: tempDir('ecsign-bench-many-embedded-'), filled: false };
  mkdirSync(KEPT_DIR, { recursive: true });
  const marker = join(KEPT_DIR, 'bench-fill.json');
  const wanted = JSON.stringify({ plans: PLANS, people: PEOPLE });
  if (!existsSync(marker)) return { dataDir: KEPT_DIR, filled: false, marker, wanted };
  if (readFileSync(marker, 'utf8') !== wanted) throw new Error(`${KEPT_DIR} holds another fill than ${wanted}`);
  return { dataDir: KEPT_DIR, filled: true };
}

async function onEmbedded() {
  const { dataDir, filled, marker, wanted } = embeddedDataDir();
  const starting = Date.now();
  let server = await startServer({ dataDir, main: MAIN });
  // On a kept folder of an earlier build, the start runs the new migrations: how long they take.
  log(`  server started in ${((Date.now() - starting) / 1000).toFixed(1)} s (with any migrations)`);
  try {
    const pool = pgPool(embeddedDatabaseUrl(dataDir));
    try {
      if (filled) {
        log(`embedded PostgreSQL (the default start): ${dataDir} filled before`);
        await explain(async (sql) => (await pool.query(sql)).rows);
      } else {
        log(`embedded PostgreSQL (the default start): filling ${PLANS.toLocaleString('en')} plans`);
        await fill(async (sql) => (await pool.query(sql)).rows);
        if (marker) writeFileSync(marker, wanted);
      }
    } finally {
      await pool.end();
    }
    await server.stop();
    server = await startServer({ dataDir, main: MAIN });
    await measure(server.url, 'embedded PostgreSQL, caches on (defaults)');
    if (!UNCACHED) return;
    await server.stop();
    server = await startServer({ dataDir, env: CACHES_OFF, main: MAIN });
    await measure(server.url, 'embedded PostgreSQL, caches off (CONTRACT_CACHE_ENTRIES=0, CALLER_CACHE_ENTRIES=0)');
  } finally {
    await server.stop();
  }
}

log(
  `Contract lists, many callers: ${PLANS.toLocaleString('en')} plans, ${PEOPLE.toLocaleString('en')} people and ` +
    `${ENTERPRISES.toLocaleString('en')} enterprise administrators — goal p95 < 25 ms at 50 connections, < 100 ms at 200, no timeouts`,
);
for (const database of DATABASES) {
  if (database === 'embedded') await onEmbedded();
  else if (database === 'postgres') await onPostgres();
  else throw new Error(`unknown --db ${database} (embedded, postgres)`);
}
