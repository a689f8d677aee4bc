// The signing path under load (issue 12, item 5): login, the to-do list, opening a contract and
// signing it, at 50 and at 200 concurrent users on PostgreSQL — throughput, p50/p95/p99 and the
// error rate (which must be 0). A script that prints figures, not a timed test.
//
//   flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'
//   node tests/bench/load.bench.mjs                          # 50 and 200 users, 10 s per step
//   node tests/bench/load.bench.mjs --users 50 --duration 5 --plans 100000
//
// Every virtual user is a verified person of its own (written by SQL: a user with its own mobile
// number, the demo password and a verified personal account — the certificate is issued on the
// first signature as for the demo users). The demo administrator initiates one real plan per user
// through the API. Steps are timed one after another, each with as many connections as users:
// login (password), POST contract/list (to sign by me), GET contract/plan/{id} (detail) for
// `--duration` seconds each; then signing — every user asks for a signing code (the real
// sendCode, read back from the sandbox outbox, untimed: one code per number per minute), and all
// users sign their plan at once with it: a real PAdES signature each, so that step's figures are
// over one signature per user. Afterwards the database must show every plan completed.
import { randomBytes } from 'node:crypto';
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
import { contractPdf } from './support/contract-pdf.mjs';
import { fillPlans } from './support/fill-plans.mjs';

const LEVELS = option('--users', '50,200').split(',').map(Number);
const DURATION = Number(option('--duration', '10'));
const PLANS = Number(option('--plans', '0'));
const PASSWORD = DEMO.zhangsan.password;
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

async function level(url, database, adminToken, users, from) {
  const count = users;
  log(`\n${count} concurrent users`);
  const signers = await createSigners(database, from, count);
  const prepared = Date.now();
  const planIds = await pool(signers, 8, (signer, i) => sendPlan(url, adminToken, signer, from + i));
  const tokens = await pool(signers, 8, (signer) => logIn(url, { username: signer.username, password: PASSWORD }));
  const people = signers.map((signer, i) => ({ ...signer, planId: planIds[i], token: tokens[i] }));
  log(`  prepared ${count} signers, plans and sessions in ${((Date.now() - prepared) / 1000).toFixed(1)} s`);

  const rows = [];
  const json = { 'content-type': 'application/json' };
  const steps = [
    {
      title: 'login (password)',
      requests: [
        {
          method: 'POST',
          path: '/ecapi/token/accessToken',
          setupRequest: perUser(people, (request, person) => ({
            ...request,
            headers: json,
            body: JSON.stringify({ username: person.username, password: PASSWORD, userOwnerType: 'OUTSIDE' }),
          })),
        },
      ],
    },
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
  for (const step of steps) {
    await drive(url, { connections: count, duration: 2, requests: step.requests, title: 'warm-up' });
    const row = await drive(url, { connections: count, duration: DURATION, requests: step.requests, title: step.title });
    printRow(row);
    rows.push(row);
  }

  // Signing: one real code per user (sendCode, read back from the outbox), then all sign at once.
  await pool(people, 8, async (person) => {
    await api(url, 'POST', 'contract/sign/sendCode', { token: person.token, body: { planId: person.planId } });
    person.code = await signCode(url, person.mobile);
  });
  const jobs = [...people];
  const sign = await drive(url, {
    connections: count,
    amount: count,
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
  const { rows: done } = await database.query(
    `SELECT count(*)::int AS completed FROM contract_plans WHERE id = ANY($1) AND status = 5 AND signed_count = 1`,
    [planIds],
  );
  log(`  plans completed with one signature: ${done[0].completed} of ${count}`);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  log(`  error rate over all steps: ${errors === 0 ? '0' : `${errors} errors`}`);
  return rows;
}

const postgres = await startTestPostgres();
if (postgres.skipped) {
  log(`PostgreSQL: skipped — ${postgres.skipped}`);
  process.exit(0);
}
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
  log(`Load on PostgreSQL: login, to-do list, open contract, sign — ${DURATION} s per timed step`);
  let from = 0;
  for (const users of LEVELS) {
    await level(server.url, database, adminToken, users, from);
    from += users;
  }
} finally {
  await database.end();
  await server?.stop();
  postgres.stop();
}
