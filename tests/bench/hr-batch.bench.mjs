// HR batch throughput: a generated employee list of --rows (10,000) rows from
// CSV to every plan created, filled and pre-signed with the HR seal, through the same HTTP API
// `ecsign hr send` uses, on a PostgreSQL server and on the embedded one. Goal: 10,000 rows in ≤ 20 s on PostgreSQL on 2 cores
// (500 rows/s) with ≤ 2.5 ms of CPU a row, server and PostgreSQL together. Anchors:
// DocuSign bulk send takes at most 1,000 recipients a request, Documenso 100 rows a CSV.
// A script that prints figures, not a timed test.
//
//   flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'
//   node tests/bench/hr-batch.bench.mjs --rows 1000 --db postgres                 # 7 rounds of this build
//   node tests/bench/hr-batch.bench.mjs --rows 1000 --db postgres --base-main server/dist-base/main.js   # 7 alternating rounds against an older build
//   node tests/bench/hr-batch.bench.mjs --rounds 1                               # one run of 10,000 rows, both databases
//   node tests/bench/hr-batch.bench.mjs --rows 200 --db postgres --rounds 1 --cpu-prof /tmp/hr-prof   # the server's profile
//   node tests/bench/hr-batch.bench.mjs --100k                  # 100,000 rows in one batch, PostgreSQL only (minutes)
//
// Rounds (support/alternate.mjs): every run is a fresh server on a fresh database (a new throw-away
// cluster, or a new data folder for the embedded one), so nothing one side leaves behind — tables,
// caches, files — is the other side's; with --base-main the two builds alternate (base this, then
// this base, …) and the paired ratio of each round is printed. Just before each timed run,
// PostgreSQL's `SELECT 1` rate on that run's database (one client, 1 s) is taken as the anchor: it
// falls when the machine is busy, so a slow round shows whether the machine or the build was slow.
//
// Set-up (untimed): the built server starts (its embedded cluster in a temporary folder, or a
// throw-away PostgreSQL cluster), the demo administrator makes an HR template through the template API
// (upload, design, enable), and --rows registered employees (a user and a verified personal
// account each) are written by SQL. Timed, as the HR
// staff member `hr`: the CSV upload (`POST hr/batch/parse`, the server reads and checks the list),
// the batch created 1,000 rows a request (`POST hr/batch`, `POST hr/batch/{id}/rows`), the start,
// and the queue's work until the batch is FINISH (polled every 250 ms). Afterwards the database
// must show one plan per row with the enterprise's signature, and a sampled row's PDF must carry
// a PAdES signature with its validation data (/DSS).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestPostgres } from '../../scripts/test-postgres.mjs';
import { createHrTemplate } from '../support/hr-template.mjs';
import { MIN_ROUNDS, alternate } from './support/alternate.mjs';
import {
  api,
  cpuSeconds,
  threadCpuSeconds,
  embeddedDatabaseUrl,
  option,
  pgPool,
  loadAverage,
  requireBuiltServer,
  startServer,
} from './support/bench-kit.mjs';
import {
  GOAL_CPU_MS_PER_ROW,
  GOAL_ROWS_PER_SECOND,
  figuresOf,
  printStatements,
  reportRounds,
  reportRun,
} from './support/hr-batch-figures.mjs';

// --100k: the largest list a batch takes (100,000 rows, the parse limit) in one batch on PostgreSQL;
// it runs for minutes, so it is never part of CI. --rows, --db and --rounds still override it.
const HUNDRED_THOUSAND = process.argv.includes('--100k');
const ROWS = Number(option('--rows', HUNDRED_THOUSAND ? '100000' : '10000'));
const DATABASES = option('--db', HUNDRED_THOUSAND ? 'postgres' : 'postgres,embedded').split(',');
// --rounds N: runs of each side (at least MIN_ROUNDS, for a median worth the name); --rounds 1 is
// the single run, e.g. of 10,000 or 100,000 rows (a summary only when two builds ran).
const ASKED_ROUNDS = Number(option('--rounds', HUNDRED_THOUSAND ? '1' : String(MIN_ROUNDS)));
const ROUNDS = ASKED_ROUNDS === 1 ? 1 : Math.max(MIN_ROUNDS, Number.isInteger(ASKED_ROUNDS) ? ASKED_ROUNDS : 0);
const ROWS_PER_REQUEST = 1000;
// --cpu-prof DIR: the server writes a V8 CPU profile of the timed run there (open in Chrome DevTools).
const PROFILE_DIR = option('--cpu-prof', undefined);
// --statements: PostgreSQL's pg_stat_statements over the timed run, the statements by total time.
const STATEMENTS = process.argv.includes('--statements');
const nodeArgs = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
// --main FILE: this side's build (server/dist/main.js by default). --base-main FILE: another build
// (an older one kept aside, e.g. server/dist-base/main.js, inside server/ so that it resolves the
// same packages) run as the other side, alternating with this one round by round.
const SIDES = {
  ...(option('--base-main', undefined) ? { base: resolve(option('--base-main')) } : {}),
  this: option('--main', undefined) ? resolve(option('--main')) : undefined,
};
const log = (line) => console.log(line);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A folder removed as soon as the run that used it ends (10,000 rows leave ~1 GB of PDFs). */
function withTempDir(prefix, use) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return Promise.resolve()
    .then(() => use(dir))
    .finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** Sequential `SELECT 1` on one connection for a second: the database's own rate, the round's anchor. */
async function selectOneRate(query) {
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < 1000) {
    await query('SELECT 1');
    count++;
  }
  return count / ((performance.now() - start) / 1000);
}

requireBuiltServer();

/** A GB 11643 ID number (valid check digit), different for each n: a birthday per 1,000 people. */
function idNumberFor(n) {
  const birthday = new Date(Date.UTC(1970, 0, 1) + Math.floor(n / 1000) * 86_400_000);
  const first17 = `110105${birthday.toISOString().slice(0, 10).replaceAll('-', '')}${String(n % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}
const mobileFor = (n) => `136${String(n).padStart(8, '0')}`;

/** The employee list as HR would export it from Excel: UTF-8 with BOM, CRLF. */
function employeeCsv(rows) {
  const lines = ['业务ID,姓名,手机号,身份证号,月薪,岗位'];
  for (let n = 1; n <= rows; n++)
    lines.push(`BENCH-${n},员工${n},${mobileFor(n)},${idNumberFor(n)},${8000 + n},工程师`);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Users and verified personal accounts for employees 1..rows (one statement each). */
const EMPLOYEE_SQL = (rows) => [
  `INSERT INTO users (id, username, mobile, name, password_hash)
     SELECT 'bench-emp-' || k, 'bench_emp_' || k, '136' || lpad(k::text, 8, '0'), '员工' || k, 'x'
       FROM generate_series(1, ${rows}) AS k`,
  `INSERT INTO accounts (id, user_id, account_type, role, auth_status)
     SELECT 'bench-emp-account-' || k, 'bench-emp-' || k, 'PERSONAL', 'PERSONAL', 'AUTH'
       FROM generate_series(1, ${rows}) AS k`,
];

async function passwordLogin(url, username, password) {
  const reply = await api(url, 'POST', 'token/accessToken', { body: { username, password } });
  return reply.access_token;
}

/** The demo administrator's HR template: salary and position filled by HR, employer and employee roles. */
const createTemplate = async (url) => createHrTemplate(url, await passwordLogin(url, 'admin', 'Admin@2026'));

/** CSV upload → batch created → started → FINISH, timed step by step, as `hr`. */
async function runBatch({ url, pid }, templateId, pgData) {
  const token = await passwordLogin(url, 'hr', 'Hr@2026ec');
  const csv = Buffer.from(employeeCsv(ROWS));
  const cpuBefore = cpuSeconds(pid, pgData);
  const threadsBefore = threadCpuSeconds(pid);
  const t0 = Date.now();
  const parsedReply = await fetch(
    `${url}/ecapi/hr/batch/parse?templateId=${encodeURIComponent(templateId)}&fileName=employees.csv`,
    { method: 'POST', headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` }, body: csv },
  );
  const parsed = (await parsedReply.json()).data;
  if (parsed.issues.length > 0) throw new Error(`the list has problems: ${JSON.stringify(parsed.issues.slice(0, 3))}`);
  const t1 = Date.now();
  const chunks = [];
  for (let at = 0; at < parsed.rows.length; at += ROWS_PER_REQUEST)
    chunks.push(parsed.rows.slice(at, at + ROWS_PER_REQUEST));
  let batch = await api(url, 'POST', 'hr/batch', {
    token,
    body: { templateId, taskName: `基准劳动合同 ${ROWS}`, rows: chunks[0] },
  });
  for (const chunk of chunks.slice(1)) {
    batch = await api(url, 'POST', `hr/batch/${batch.batchId}/rows`, { token, body: { rows: chunk } });
  }
  const t2 = Date.now();
  batch = await api(url, 'POST', `hr/batch/${batch.batchId}/start`, { token, body: {} });
  const t3 = Date.now();
  let firstSentAt;
  let lastReport = t3;
  while (batch.state !== 'FINISH') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    batch = await api(url, 'GET', `hr/batch/${batch.batchId}`, { token });
    if (firstSentAt === undefined && batch.sentCount > 0) firstSentAt = Date.now();
    if (Date.now() - lastReport > 15_000) {
      lastReport = Date.now();
      const done = batch.sentCount + batch.failedCount;
      log(
        `    … ${done} of ${ROWS} rows after ${seconds(Date.now() - t3)} (${(done / ((Date.now() - t3) / 1000)).toFixed(0)} rows/s)`,
      );
    }
  }
  const t4 = Date.now();
  const cpuAfter = cpuSeconds(pid, pgData);
  const threadsAfter = threadCpuSeconds(pid);
  // A sampled row's PDF: pre-signed (a /ByteRange) with its long-term validation data (/DSS).
  const { records } = await api(url, 'GET', `hr/batch/${batch.batchId}/rows?current=1&size=1&status=SENT`, { token });
  const pdf = await fetch(`${url}/ecapi/hr/batch/${batch.batchId}/rows/${records[0].rowId}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
  const signed = text.includes('/ByteRange') && text.includes('/DSS');
  return {
    batch,
    signed,
    requests: chunks.length,
    upload: t1 - t0,
    create: t2 - t1,
    start: t3 - t2,
    firstRow: (firstSentAt ?? t4) - t3,
    work: t4 - t3,
    total: t4 - t0,
    cpu: cpuBefore && {
      server: cpuAfter.server - cpuBefore.server,
      postgres: cpuAfter.postgres - cpuBefore.postgres,
    },
    // The event loop, then every other thread that worked (PDF threads, libuv's pool, V8's helpers), busiest first.
    threads: threadsBefore && {
      eventLoop: threadsAfter.get(pid) - threadsBefore.get(pid),
      others: [...threadsAfter]
        .filter(([tid]) => tid !== pid)
        .map(([tid, after]) => after - (threadsBefore.get(tid) ?? 0))
        .filter((seconds) => seconds > 0)
        .sort((a, b) => b - a),
    },
  };
}

async function check(query, batchId) {
  const [counts] = await query(
    `SELECT (SELECT count(*)::int FROM contract_plans WHERE batch_id = '${batchId}') AS plans,
            (SELECT count(*)::int FROM hr_batch_rows WHERE batch_id = '${batchId}' AND status = 'SENT' AND plan_id IS NOT NULL) AS sent,
            (SELECT count(*)::int FROM contract_parties p JOIN hr_batch_rows r ON r.plan_id = p.plan_id
              WHERE r.batch_id = '${batchId}' AND p.seq = 0 AND p.signing_state = '1') AS presigned,
            (SELECT count(*)::int FROM contract_parties p JOIN hr_batch_rows r ON r.plan_id = p.plan_id
              WHERE r.batch_id = '${batchId}' AND p.seq = 1 AND p.user_id IS NOT NULL) AS registered`,
  );
  return counts;
}

/** One run of one side on a fresh database: the server started, the template and employees set up, the batch timed. */
async function runOnPostgres(main) {
  const postgres = await startTestPostgres(
    STATEMENTS ? { settings: { shared_preload_libraries: 'pg_stat_statements' } } : {},
  );
  const pool = pgPool(postgres.url);
  let server;
  try {
    return await withTempDir('ecsign-bench-hr-pg-', async (dataDir) => {
      try {
        server = await startServer({
          dataDir,
          env: { DATABASE_URL: postgres.url, PKI_MASTER_KEY: randomBytes(32).toString('base64') },
          nodeArgs,
          ...(main ? { main } : {}),
        });
        const query = async (sql) => (await pool.query(sql)).rows;
        const templateId = await createTemplate(server.url);
        for (const sql of EMPLOYEE_SQL(ROWS)) await query(sql);
        // The anchor first, so its SELECT 1s are not counted among the run's statements.
        const anchor = await selectOneRate(query);
        if (STATEMENTS) {
          await query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
          await query('SELECT pg_stat_statements_reset()');
        }
        const result = { ...(await runBatch(server, templateId, postgres.dataDir)), anchor };
        reportRun('PostgreSQL', result, await check(query, result.batch.batchId), ROWS);
        if (STATEMENTS) await printStatements(query, ROWS);
        return figuresOf(result, ROWS);
      } catch (error) {
        if (server) log(server.output().slice(-3000));
        throw error;
      } finally {
        await server?.stop();
      }
    });
  } finally {
    await pool.end();
    postgres.stop();
  }
}

async function runOnEmbedded(main) {
  return withTempDir('ecsign-bench-hr-embedded-', async (dataDir) => {
    // The default start: its own cluster in the data folder, written to while the server runs.
    const server = await startServer({ dataDir, nodeArgs, ...(main ? { main } : {}) });
    const pool = pgPool(embeddedDatabaseUrl(dataDir));
    try {
      const query = async (sql) => (await pool.query(sql)).rows;
      const templateId = await createTemplate(server.url);
      for (const sql of EMPLOYEE_SQL(ROWS)) await query(sql);
      const anchor = await selectOneRate(query);
      const result = { ...(await runBatch(server, templateId, join(dataDir, 'postgres'))), anchor };
      reportRun('embedded PostgreSQL', result, await check(query, result.batch.batchId), ROWS);
      return figuresOf(result, ROWS);
    } catch (error) {
      log(server.output().slice(-3000));
      throw error;
    } finally {
      await pool.end();
      await server.stop();
    }
  });
}

log(
  `HR batch: ${ROWS.toLocaleString('en')} rows from CSV to every plan sent and HR-sealed — goal ${GOAL_ROWS_PER_SECOND} rows/s and ≤ ${GOAL_CPU_MS_PER_ROW} ms of CPU a row on PostgreSQL`,
);
log(`  load average before: ${loadAverage()}`);
log(
  `  sides: ${Object.entries(SIDES)
    .map(([name, main]) => `${name} = ${main ?? 'server/dist/main.js'}`)
    .join(', ')}; ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} each, a fresh server and database every run`,
);
for (const database of DATABASES) {
  const runOne = { postgres: runOnPostgres, embedded: runOnEmbedded }[database];
  if (!runOne) throw new Error(`unknown --db ${database} (postgres, embedded)`);
  let round = 0;
  const sides = Object.fromEntries(
    Object.entries(SIDES).map(([name, main]) => [
      name,
      async () => {
        log(`  — ${database}, ${name}, run ${Math.floor(round++ / Object.keys(SIDES).length) + 1} of ${ROUNDS}`);
        return runOne(main);
      },
    ]),
  );
  const figures = await alternate(sides, ROUNDS, { warmUp: false });
  // One round of two builds still gets its ratios (one round: unpaired, noisy); one side alone, its own lines.
  if (ROUNDS > 1 || Object.keys(SIDES).length > 1)
    reportRounds(
      `${database === 'postgres' ? 'PostgreSQL' : 'embedded PostgreSQL'}, ${ROWS.toLocaleString('en')} rows`,
      figures,
    );
  log(`  load average after: ${loadAverage()}`);
}
