// HR batch throughput: a generated employee list of --rows (10,000) rows from
// CSV to every plan created, filled and pre-signed with the HR seal, through the same HTTP API
// `ecsign hr send` uses, on a PostgreSQL server and on the embedded one. Goal: 10,000 rows in ≤ 20 s on PostgreSQL on 2 cores
// (500 rows/s) with ≤ 2.5 ms of CPU a row, server and PostgreSQL together. Anchors:
// DocuSign bulk send takes at most 1,000 recipients a request, Documenso 100 rows a CSV.
// A script that prints figures, not a timed test.
//
//   flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'
//   node tests/bench/hr-batch.bench.mjs                         # 10,000 rows, both databases
//   node tests/bench/hr-batch.bench.mjs --rows 200 --db postgres
//   node tests/bench/hr-batch.bench.mjs --rows 200 --db postgres --cpu-prof /tmp/hr-prof   # the server's profile
//   node tests/bench/hr-batch.bench.mjs --100k                  # 100,000 rows in one batch, PostgreSQL only (minutes)
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
import { execSync } from 'node:child_process';
import { startTestPostgres } from '../../scripts/test-postgres.mjs';
import { createHrTemplate } from '../support/hr-template.mjs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import {
  api,
  cpuSeconds,
  threadCpuSeconds,
  embeddedDatabaseUrl,
  option,
  pgPool,
  requireBuiltServer,
  startServer,
  tempDir,
} from './support/bench-kit.mjs';

// --100k: the largest list a batch takes (100,000 rows, the parse limit) in one batch on PostgreSQL;
// it runs for minutes, so it is never part of CI. --rows and --db still override it.
const HUNDRED_THOUSAND = process.argv.includes('--100k');
const ROWS = Number(option('--rows', HUNDRED_THOUSAND ? '100000' : '10000'));
const DATABASES = option('--db', HUNDRED_THOUSAND ? 'postgres' : 'postgres,embedded').split(',');
const ROWS_PER_REQUEST = 1000;
// The goal: 10,000 rows in 20 s (500 rows/s), ≤ 2.5 ms of CPU a row on all processes.
const GOAL_ROWS_PER_SECOND = 500;
const GOAL_CPU_MS_PER_ROW = 2.5;
// --cpu-prof DIR: the server writes a V8 CPU profile of the timed run there (open in Chrome DevTools).
const PROFILE_DIR = option('--cpu-prof', undefined);
// --statements: PostgreSQL's pg_stat_statements over the timed run, the statements by total time.
const STATEMENTS = process.argv.includes('--statements');
const nodeArgs = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
// --main FILE: another build of the server (an older one kept aside, e.g. server/dist-base/main.js,
// inside server/ so that it resolves the same packages), to compare before and after in one session.
const MAIN = option('--main', undefined);
const mainOption = MAIN ? { main: resolve(MAIN) } : {};
const log = (line) => console.log(line);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

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
              WHERE r.batch_id = '${batchId}' AND p.seq = 0 AND p.signing_state = '1') AS presigned`,
  );
  return counts;
}

function report(title, result, counts) {
  const { batch } = result;
  const load = execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average: /, '');
  log(
    `  ${title}: ${ROWS} rows in ${seconds(result.total)} — ${(ROWS / (result.total / 1000)).toFixed(1)} rows/s overall` +
      `, ${(ROWS / (result.work / 1000)).toFixed(1)} rows/s after start; goal ≤ ${seconds((ROWS / GOAL_ROWS_PER_SECOND) * 1000)}: ${result.total <= (ROWS / GOAL_ROWS_PER_SECOND) * 1000 ? 'PASS' : 'FAIL'}`,
  );
  log(
    `    CSV upload and check ${seconds(result.upload)} · batch created (${Math.ceil(ROWS / ROWS_PER_REQUEST)} requests) ${seconds(result.create)}` +
      ` · start ${seconds(result.start)} · first row sent after ${seconds(result.firstRow)} · all rows ${seconds(result.work)}`,
  );
  log(
    `    batch ${batch.state}: sent ${batch.sentCount}, failed ${batch.failedCount}; database: ${counts.plans} plans,` +
      ` ${counts.sent} rows SENT, ${counts.presigned} pre-signed parties; sampled PDF signed with /DSS: ${result.signed}`,
  );
  if (result.cpu) {
    const perRow = (s) => `${((s * 1000) / ROWS).toFixed(2)} ms a row`;
    const all = result.cpu.server + result.cpu.postgres;
    log(
      `    CPU during the run: server ${result.cpu.server.toFixed(1)} s (${perRow(result.cpu.server)}, all threads)` +
        `, PostgreSQL ${result.cpu.postgres.toFixed(1)} s (${perRow(result.cpu.postgres)}, its cluster only)` +
        `; together ${perRow(all)}, goal ≤ ${GOAL_CPU_MS_PER_ROW} ms: ${(all * 1000) / ROWS <= GOAL_CPU_MS_PER_ROW ? 'PASS' : 'FAIL'}` +
        `; ${availableParallelism()} cores × ${seconds(result.total)} = ${((availableParallelism() * result.total) / 1000).toFixed(0)} s`,
    );
  }
  if (result.threads) {
    const perRow = (s) => ((s * 1000) / ROWS).toFixed(2);
    log(
      `    server CPU by thread, ms a row: event loop ${perRow(result.threads.eventLoop)}; the other threads, busiest first ` +
        `(the PDF threads, then libuv's pool and V8's helpers): ${result.threads.others.map(perRow).join(' · ')}`,
    );
  }
  log(`    load average after: ${load}`);
  if (batch.failedCount > 0 || counts.plans !== ROWS || counts.presigned !== ROWS || !result.signed)
    process.exitCode = 1;
}

/** The statements of the timed run by total execution time (pg_stat_statements), per row of the batch. */
async function printStatements(query) {
  const rows = await query(
    `SELECT calls, total_exec_time, total_plan_time, rows, regexp_replace(query, '\\s+', ' ', 'g') AS query
       FROM pg_stat_statements ORDER BY total_exec_time + total_plan_time DESC LIMIT 15`,
  );
  // Statements a row costs (every statement of the run, the queue's and the messages' included),
  // then the ones run most often: a statement per row shows here before it shows in the time.
  const [all] = await query(
    'SELECT sum(calls)::bigint AS calls, sum(total_exec_time + total_plan_time) AS ms FROM pg_stat_statements',
  );
  log(
    `    statements: ${all.calls} in all, ${(Number(all.calls) / ROWS).toFixed(2)} a row of the batch; ` +
      `${(all.ms / ROWS).toFixed(3)} ms of execution a row (the time includes lock waits)`,
  );
  const frequent = await query(
    `SELECT calls, regexp_replace(query, '\\s+', ' ', 'g') AS query FROM pg_stat_statements ORDER BY calls DESC LIMIT 8`,
  );
  log('    statements run most often (calls a row of the batch):');
  for (const row of frequent)
    log(
      `      ${(Number(row.calls) / ROWS).toFixed(2)} a row · ${row.calls} calls · ${String(row.query).slice(0, 140)}`,
    );
  log('    statements by time (pg_stat_statements; ms a row of the batch = total / rows):');
  for (const row of rows) {
    const total = row.total_exec_time + row.total_plan_time;
    log(
      `      ${(total / ROWS).toFixed(3)} ms a row · ${row.calls} calls · ${(total / row.calls).toFixed(2)} ms each · ${String(row.query).slice(0, 140)}`,
    );
  }
}

async function onPostgres() {
  const postgres = await startTestPostgres(
    STATEMENTS ? { settings: { shared_preload_libraries: 'pg_stat_statements' } } : {},
  );
  const dataDir = tempDir('ecsign-bench-hr-pg-');
  const pool = pgPool(postgres.url);
  let server;
  try {
    server = await startServer({
      dataDir,
      env: { DATABASE_URL: postgres.url, PKI_MASTER_KEY: randomBytes(32).toString('base64') },
      nodeArgs,
      ...mainOption,
    });
    const query = async (sql) => (await pool.query(sql)).rows;
    const templateId = await createTemplate(server.url);
    for (const sql of EMPLOYEE_SQL(ROWS)) await query(sql);
    if (STATEMENTS) {
      await query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await query('SELECT pg_stat_statements_reset()');
    }
    const result = await runBatch(server, templateId, postgres.dataDir);
    report('PostgreSQL', result, await check(query, result.batch.batchId));
    if (STATEMENTS) await printStatements(query);
  } catch (error) {
    if (server) log(server.output().slice(-3000));
    throw error;
  } finally {
    await pool.end();
    await server?.stop();
    postgres.stop();
  }
}

async function onEmbedded() {
  const dataDir = tempDir('ecsign-bench-hr-embedded-');
  // The default start: its own cluster in the data folder, written to while the server runs.
  const server = await startServer({ dataDir, nodeArgs, ...mainOption });
  const pool = pgPool(embeddedDatabaseUrl(dataDir));
  try {
    const query = async (sql) => (await pool.query(sql)).rows;
    const templateId = await createTemplate(server.url);
    for (const sql of EMPLOYEE_SQL(ROWS)) await query(sql);
    const result = await runBatch(server, templateId, join(dataDir, 'postgres'));
    report('embedded PostgreSQL', result, await check(query, result.batch.batchId));
  } catch (error) {
    log(server.output().slice(-3000));
    throw error;
  } finally {
    await pool.end();
    await server.stop();
  }
}

log(
  `HR batch: ${ROWS.toLocaleString('en')} rows from CSV to every plan sent and HR-sealed — goal ${GOAL_ROWS_PER_SECOND} rows/s and ≤ ${GOAL_CPU_MS_PER_ROW} ms of CPU a row on PostgreSQL`,
);
log(
  `  load average before: ${execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average: /, '')}`,
);
for (const database of DATABASES) {
  if (database === 'postgres') await onPostgres();
  else if (database === 'embedded') await onEmbedded();
  else throw new Error(`unknown --db ${database} (postgres, embedded)`);
}
