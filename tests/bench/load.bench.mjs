// The signing path under load: login, the to-do list, opening a contract and
// signing it, at 50 and at 200 concurrent users on PostgreSQL — throughput, p50/p95/p99 and the
// error rate (which must be 0). A script that prints figures, not a timed test.
//
//   flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'
//   node tests/bench/load.bench.mjs                          # 50 and 200 users, 3 s a side, 7 rounds
//   node tests/bench/load.bench.mjs --users 50 --duration 5 --plans 100000
//   node tests/bench/load.bench.mjs --cosign                 # signatures that do not complete the plan
//
// Every virtual user is a verified person of its own (written by SQL: a user with its own mobile
// number, the demo password and a verified personal account — the certificate is issued on the
// first signature as for the demo users). The demo administrator initiates one real plan per user
// through the API. Steps are timed one after another, each with as many connections as users:
// login — every user logs in once, all at the same moment (the session tokens of the later steps
// come from these replies); POST contract/list (to sign by me) and GET contract/plan/{id} (detail)
// against the floor, GET /ecapi/health, `--duration` seconds a side, alternating for at least seven
// rounds (`--rounds`; support/print-rounds.mjs prints min, median and the paired ratio to the
// floor); then signing — every user asks for a signing code (the real
// sendCode, read back from the sandbox outbox, untimed: one code per number per minute), and all
// users sign their plan at once with it: a real PAdES signature each, so the login and signing
// figures are over one request per user — one round each, since a user logs in and signs once.
// Afterwards the database must show every plan completed.
// When a step fails, the server's error log lines and PostgreSQL's ERROR lines are printed.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startTestPostgres } from '../../scripts/test-postgres.mjs';
import {
  DEMO,
  api,
  drive,
  logIn,
  option,
  pgPool,
  printRow,
  requireBuiltServer,
  startServer,
  tempDir,
} from './support/bench-kit.mjs';
import { alternate, roundsFromArgv } from './support/alternate.mjs';
import { printRounds } from './support/print-rounds.mjs';
import { contractPdf } from '../support/contract-pdf.mjs';
import { fillPlans } from './support/fill-plans.mjs';

const LEVELS = option('--users', '50,200').split(',').map(Number);
const DURATION = Number(option('--duration', '3'));
const ROUNDS = roundsFromArgv();
const PLANS = Number(option('--plans', '0'));
const PASSWORD = DEMO.zhangsan.password;
// --cosign: 李四 (demo) is a second signatory of every plan, so the measured signature is not the
// last one and the plan stays in progress (no completion certificate, no evidence-log entry).
const COSIGN = process.argv.includes('--cosign');
const LISI = { subjectType: 'PERSONAL', name: '李四', mobile: '13800000004' };
const log = (line) => console.log(line);

requireBuiltServer();

/** `count` verified persons named bench-signer-<from + i>, each with their own mobile number. */
async function createSigners(pool, from, count) {
  await pool.query(
    `INSERT INTO users (id, username, mobile, name, password_hash, user_owner_type)
       SELECT 'bench-signer-' || k, 'bench_signer_' || k, '199' || lpad(k::text, 8, '0'), '基准签署人' || k,
              u.password_hash, 'OUTSIDE'
         FROM generate_series($1::int, $2::int) AS k CROSS JOIN users u WHERE u.username = $3`,
    [from, from + count - 1, DEMO.zhangsan.username],
  );
  await pool.query(
    `INSERT INTO accounts (id, user_id, account_type, role, auth_status)
       SELECT 'bench-signer-account-' || k, 'bench-signer-' || k, 'PERSONAL', a.role, 'AUTH'
         FROM generate_series($1::int, $2::int) AS k
         CROSS JOIN accounts a JOIN users u ON u.id = a.user_id
        WHERE u.username = $3 AND a.account_type = 'PERSONAL'`,
    [from, from + count - 1, DEMO.zhangsan.username],
  );
  return Array.from({ length: count }, (_, i) => ({
    username: `bench_signer_${from + i}`,
    mobile: `199${String(from + i).padStart(8, '0')}`,
    name: `基准签署人${from + i}`,
  }));
}

/** Runs `task` over `items`, `limit` at a time, answering the results in order. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await task(items[at], at);
      }
    }),
  );
  return results;
}

/** The demo administrator sends `signer` a one-document plan with a signature position. */
async function sendPlan(url, adminToken, signer, index) {
  const upload = await fetch(`${url}/ecapi/contract/file/upload?kind=DOCUMENT&fileName=load-${index}.pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf', authorization: `Bearer ${adminToken}` },
    body: Buffer.from(contractPdf()),
  });
  const { fileId } = (await upload.json()).data;
  const sent = await api(url, 'POST', 'contract/plan/send', {
    token: adminToken,
    body: {
      requestId: `load-plan-${index}-${randomBytes(4).toString('hex')}`,
      plan: {
        taskName: `负载测试合同${index}`,
        businessType: 'PURCHASE',
        planSendDocumentVOList: [{ documentName: `load-${index}.pdf`, fileId }],
      },
      signatories: [
        {
          subjectType: 'PERSONAL',
          name: signer.name,
          mobile: signer.mobile,
          positions: [{ page: 2, x: 100, y: 220, width: 120, height: 50, kind: 'SIGNATURE' }],
        },
        ...(COSIGN
          ? [{ ...LISI, positions: [{ page: 2, x: 330, y: 220, width: 120, height: 50, kind: 'SIGNATURE' }] }]
          : []),
      ],
    },
  });
  return sent.planIds[0];
}

/** The newest signing code the sandbox sent to `mobile`. */
async function signCode(url, mobile) {
  for (let tries = 0; tries < 100; tries++) {
    const { records } = await api(url, 'GET', `dev/outbox?to=${mobile}`);
    const sent = records.find((record) => record.code && record.scene === 'SIGN_CONTRACT');
    if (sent) return sent.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no signing code for ${mobile} in the outbox`);
}

/** Round-robin over `users`: each request carries the next user's token (and plan). */
function perUser(users, build) {
  let next = 0;
  return (request) => build(request, users[next++ % users.length]);
}

/** The server's distinct error messages logged since `since` (its output offset), for the report. */
function serverErrors(output, since) {
  const messages = new Map();
  for (const line of output.slice(since).split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.level < 50) continue;
      const causes = [];
      for (let error = entry.err; error; error = error.cause) causes.push(error.message?.split('\n')[0]);
      const text = [entry.msg, ...causes].join(' ← ');
      messages.set(text, (messages.get(text) ?? 0) + 1);
    } catch {
      // not a log line
    }
  }
  return [...messages].map(([text, times]) => `    server: ${times}× ${text.slice(0, 300)}`);
}

/** PostgreSQL's own account of failed statements (its log beside the throw-away cluster's data). */
async function postgresErrors(database) {
  const { rows } = await database.query('SHOW data_directory');
  const file = join(dirname(rows[0].data_directory), 'log');
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  const errors = new Map();
  lines.forEach((line, at) => {
    if (!/ (ERROR|FATAL): /.test(line)) return;
    const text = `${line.replace(/^.*?(ERROR|FATAL): /, '$1: ')} ${(lines[at + 1] ?? '').replace(/^.*?DETAIL: /, '')}`;
    errors.set(text, (errors.get(text) ?? 0) + 1);
  });
  return [...errors].map(([text, times]) => `    postgres: ${times}× ${text.slice(0, 300)}`);
}

async function level(server, database, adminToken, users, from) {
  const url = server.url;
  const count = users;
  log(`\n${count} concurrent users`);
  const signers = await createSigners(database, from, count);
  const prepared = Date.now();
  const planIds = await pool(signers, 8, (signer, i) => sendPlan(url, adminToken, signer, from + i));
  const people = signers.map((signer, i) => ({ ...signer, planId: planIds[i] }));
  log(`  prepared ${count} signers and their plans in ${((Date.now() - prepared) / 1000).toFixed(1)} s`);

  const rows = [];
  const json = { 'content-type': 'application/json' };
  // Login: every user logs in once, all at the same moment (a password hash each is the cost).
  const logins = [...people];
  const login = await drive(url, {
    connections: count,
    amount: count,
    timeout: 300,
    title: 'login (password, all at once)',
    requests: [
      {
        method: 'POST',
        path: '/ecapi/token/accessToken',
        // Each user's session token comes from their own login reply.
        setupRequest: (request, context) => {
          const person = logins.shift();
          context.person = person;
          return {
            ...request,
            headers: json,
            body: JSON.stringify({ username: person.username, password: PASSWORD, userOwnerType: 'OUTSIDE' }),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 200) context.person.token = JSON.parse(body).data?.access_token;
        },
      },
    ],
  });
  printRow(login);
  if (people.some((person) => !person.token)) throw new Error('a login gave no token; the later steps need one each');
  rows.push(login);

  const steps = [
    { title: 'GET /ecapi/health (floor)', requests: [{ method: 'GET', path: '/ecapi/health' }] },
    {
      title: 'to-do list (TO_SIGN p.1)',
      requests: [
        {
          method: 'POST',
          path: '/ecapi/contract/list',
          setupRequest: perUser(people, (request, person) => ({
            ...request,
            headers: { ...json, authorization: `Bearer ${person.token}` },
            body: JSON.stringify({ tab: 'TO_SIGN', current: 1, size: 10 }),
          })),
        },
      ],
    },
    {
      title: 'open contract (detail)',
      requests: [
        {
          method: 'GET',
          setupRequest: perUser(people, (request, person) => ({
            ...request,
            path: `/ecapi/contract/plan/${person.planId}`,
            headers: { authorization: `Bearer ${person.token}` },
          })),
        },
      ],
    },
  ];
  const sides = Object.fromEntries(
    steps.map((step) => [
      step.title,
      () => drive(url, { connections: count, duration: DURATION, requests: step.requests, title: step.title }),
    ]),
  );
  const rounds = await alternate(sides, ROUNDS);
  log(`  ${ROUNDS} alternating rounds of ${DURATION} s a side:`);
  const floor = rounds[steps[0].title];
  for (const step of steps) {
    printRounds(step.title, rounds[step.title], floor);
    rows.push(...rounds[step.title]);
  }

  // Signing: one real code per user (sendCode, read back from the outbox), then all sign at once.
  await pool(people, 8, async (person) => {
    await api(url, 'POST', 'contract/sign/sendCode', { token: person.token, body: { planId: person.planId } });
    person.code = await signCode(url, person.mobile);
  });
  const jobs = [...people];
  const logFrom = server.output().length;
  const sign = await drive(url, {
    connections: count,
    amount: count,
    timeout: 300,
    title: 'sign (SMS code, PAdES)',
    requests: [
      {
        method: 'POST',
        path: '/ecapi/contract/sign',
        setupRequest: (request) => {
          const person = jobs.shift();
          return {
            ...request,
            headers: { ...json, authorization: `Bearer ${person.token}` },
            body: JSON.stringify({
              planId: person.planId,
              requestId: `load-sign-${person.planId.replace(/[^A-Za-z0-9_-]/g, '')}`.slice(0, 64),
              confirmation: { method: 'SMS', code: person.code },
            }),
          };
        },
      },
    ],
  });
  printRow(sign);
  rows.push(sign);
  for (const line of serverErrors(server.output(), logFrom)) log(line);
  if (sign.errors > 0) for (const line of await postgresErrors(database)) log(line);
  const { rows: done } = await database.query(
    `SELECT count(*)::int AS completed FROM contract_plans WHERE id = ANY($1) AND status = $2 AND signed_count = 1`,
    [planIds, COSIGN ? 1 : 5],
  );
  log(`  plans ${COSIGN ? 'in progress' : 'completed'} with one signature: ${done[0].completed} of ${count}`);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  log(`  error rate over all steps: ${errors === 0 ? '0' : `${errors} errors`}`);
  return rows;
}

const postgres = await startTestPostgres();
const dataDir = tempDir('ecsign-bench-load-');
const database = pgPool(postgres.url);
let server;
try {
  server = await startServer({
    dataDir,
    env: { DATABASE_URL: postgres.url, PKI_MASTER_KEY: randomBytes(32).toString('base64') },
  });
  if (PLANS > 0) {
    log(`filling ${PLANS.toLocaleString('en')} plans`);
    const { rows } = await database.query(`SELECT id FROM users WHERE username = 'zhangsan'`);
    await fillPlans((sql) => database.query(sql), { plans: PLANS, benchUserId: rows[0].id });
  }
  const adminToken = await logIn(server.url, DEMO.admin);
  log(`Load on PostgreSQL: login, to-do list, open contract, sign — ${DURATION} s a side, ${ROUNDS} rounds`);
  let from = 0;
  for (const users of LEVELS) {
    await level(server, database, adminToken, users, from);
    from += users;
  }
} finally {
  await database.end();
  await server?.stop();
  postgres.stop();
}
