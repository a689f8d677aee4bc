// Soak with faults: the built server on PostgreSQL signs many plans and sends
// HR batches for --minutes while it is killed with SIGKILL at random moments and started again.
// Afterwards every plan must be consistent (signatory states match the plan's status and signed
// count; the current PDF holds one signature per signed signatory), every signed PDF must validate
// (core's verifyPdf against the platform roots, and poppler's pdfsig when installed), and no job
// may be lost (every batch FINISH, every row SENT exactly once, no HR job failed or left waiting).
// Prints kills, operations and the checks; exits 1 on any inconsistency. A script, not a test.
//
//   flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'
//   node tests/bench/soak.bench.mjs --minutes 5
//   node tests/bench/soak.bench.mjs --minutes 2 --signers 30 --rows 10 --kill-min 5 --kill-max 20
//
// Drivers (each retries what a kill interrupted, as a client would): --workers signing loops —
// the demo administrator uploads and sends a plan to one or two bench signatories (verified
// persons written by SQL), who sign it with their sign password (every fourth plan keeps its
// second signature back, so partly signed plans are checked too); one HR loop that creates a
// batch of --rows employees every 10–25 s and starts it. Retries reuse the request id (plan/send,
// sign), look the batch up by its task name (create), or repeat an idempotent call (start).
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestPostgres } from '../../scripts/test-postgres.mjs';
import { DEMO, option, pgPool, requireBuiltServer, tempDir } from './support/bench-kit.mjs';
import { bundleSources } from './support/bundle-sources.mjs';
import { contractPdf } from './support/contract-pdf.mjs';
import { createHrTemplate } from '../support/hr-template.mjs';
import { freePort, killableServer } from './support/killable-server.mjs';

const MINUTES = Number(option('--minutes', '3'));
const SIGNERS = Number(option('--signers', '40'));
const WORKERS = Number(option('--workers', '3'));
const ROWS = Number(option('--rows', '15'));
const KILL_MIN = Number(option('--kill-min', '8'));
const KILL_MAX = Number(option('--kill-max', '30'));
/** After the run: how long batches may take to finish (a killed job waits out its lock, 300 s). */
const SETTLE_MS = Number(option('--settle', '600')) * 1000;
const SIGN_PASSWORD = '135790';
const ANOTHER_SIGNATORY_OPERATING = 74800002;
const log = (line) => console.log(line);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min, max) => min + Math.random() * (max - min);

requireBuiltServer();

/** core's validator and ID-number rule, bundled from the TypeScript sources (as verify.bench does). */
async function loadCore(work) {
  return bundleSources({
    exports: [
      "export { verifyPdf, createWebCryptoEngine } from '@ecsign/core/pdf';",
      "export { computeIdCardCheckDigit } from '@ecsign/core/validation';",
    ],
    outfile: join(work, 'core.mjs'),
    from: 'server/src',
  });
}
const { verifyPdf, createWebCryptoEngine, computeIdCardCheckDigit } = await loadCore(tempDir('ecsign-soak-core-'));

const stats = {
  kills: [],
  plansSent: 0,
  signatures: 0,
  partlySigned: 0,
  hrBatches: 0,
  hrRows: 0,
  networkRetries: 0,
  leaseWaits: 0,
  refused: new Map(),
};
/** Signatures the server confirmed: each must be in the database afterwards. */
const confirmed = [];

// --- the server, its outages, and calls that ride them out -------------------------------------

let up = Promise.resolve();
let server;

class NetworkError extends Error {}

/** One API call; a connection the kill cut (or refused) is a NetworkError. */
async function once(method, path, { token, body, binary } = {}) {
  await up;
  let response;
  try {
    response = await fetch(`${server.url}/ecapi/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': binary ? 'application/pdf' : 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : binary ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(600_000),
    });
  } catch (error) {
    throw new NetworkError(String(error.cause?.code ?? error.message));
  }
  let text;
  try {
    text = await response.text();
  } catch (error) {
    throw new NetworkError(String(error.cause?.code ?? error.message));
  }
  if (!text.startsWith('{')) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** A call that may be repeated as is: retried after every outage until the server answers. */
async function idempotent(method, path, options) {
  for (;;) {
    try {
      return await once(method, path, options);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      stats.networkRetries++;
      await sleep(200);
    }
  }
}

function refused(where, envelope) {
  const key = `${where}: ${envelope.status} ${envelope.message}`;
  stats.refused.set(key, (stats.refused.get(key) ?? 0) + 1);
}

async function logIn(user) {
  const reply = await idempotent('POST', 'token/accessToken', { body: { ...user, userOwnerType: 'OUTSIDE' } });
  if (reply.status !== 200) throw new Error(`login ${user.username}: ${reply.status} ${reply.message}`);
  return reply.data.access_token;
}

// --- fixtures ----------------------------------------------------------------------------------

async function createPeople(pool, prefix, mobilePrefix, count) {
  await pool.query(
    `INSERT INTO users (id, username, mobile, name, password_hash, user_owner_type)
       SELECT $1 || k, replace($1, '-', '_') || k, $2 || lpad(k::text, 8, '0'), '浸泡' || $1 || k, u.password_hash, 'OUTSIDE'
         FROM generate_series(1, $3::int) AS k CROSS JOIN users u WHERE u.username = $4`,
    [prefix, mobilePrefix, count, DEMO.zhangsan.username],
  );
  await pool.query(
    `INSERT INTO accounts (id, user_id, account_type, role, auth_status)
       SELECT $1 || 'account-' || k, $1 || k, 'PERSONAL', 'PERSONAL', 'AUTH' FROM generate_series(1, $2::int) AS k`,
    [prefix, count],
  );
  return Array.from({ length: count }, (_, i) => ({
    username: `${prefix.replace(/-/g, '_')}${i + 1}`,
    password: DEMO.zhangsan.password,
    mobile: `${mobilePrefix}${String(i + 1).padStart(8, '0')}`,
    name: `浸泡${prefix}${i + 1}`,
  }));
}

function idNumberFor(n) {
  const first17 = `110105${1960 + Math.floor(n / 1000)}0101${String(n % 1000).padStart(3, '0')}`;
  return first17 + computeIdCardCheckDigit(first17);
}

/**
 * The HR template the batches use: the contract document, salary filled by HR, both roles signing
 * on its second page; save and enable retried like every other call.
 */
function createSoakHrTemplate(admin) {
  return createHrTemplate(server.url, admin, {
    name: '浸泡劳动合同',
    fileName: 'soak.pdf',
    pdf: contractPdf(),
    fields: ['salary'],
    signAt: { employer: { page: 2, rect: [60, 500, 120, 120] }, employee: { page: 2, rect: [350, 520, 120, 60] } },
    send: (path, body) => idempotent('POST', path, { token: admin, body }),
  });
}

// --- drivers -----------------------------------------------------------------------------------

let stopping = false;

async function sendPlan(admin, people, index) {
  let fileId;
  while (!fileId) {
    // An upload the kill cut is only an orphan upload: send another.
    const upload = await idempotent('POST', `contract/file/upload?kind=DOCUMENT&fileName=soak-${index}.pdf`, {
      token: admin,
      body: Buffer.from(contractPdf()),
      binary: true,
    });
    if (upload.status === 200) fileId = upload.data.fileId;
    else refused('upload', upload);
  }
  const requestId = `soak-plan-${index}-${randomBytes(4).toString('hex')}`;
  const body = {
    requestId,
    plan: {
      taskName: `浸泡合同${index}`,
      businessType: 'PURCHASE',
      planSendDocumentVOList: [{ documentName: `soak-${index}.pdf`, fileId }],
    },
    signatories: people.map((person, i) => ({
      subjectType: 'PERSONAL',
      name: person.name,
      mobile: person.mobile,
      positions: [{ page: 2, x: 100 + i * 230, y: 220, width: 120, height: 50, kind: 'SIGNATURE' }],
    })),
  };
  // The same request id after an outage: the plan is written once.
  const sent = await idempotent('POST', 'contract/plan/send', { token: admin, body });
  if (sent.status !== 200) throw new Error(`plan/send: ${sent.status} ${sent.message}`);
  stats.plansSent++;
  return sent.data.planIds[0];
}

async function sign(person, planId) {
  const requestId = `soak-sign-${randomUUID()}`;
  const until = Date.now() + 300_000;
  for (;;) {
    const reply = await idempotent('POST', 'contract/sign', {
      token: person.token,
      body: { planId, requestId, confirmation: { method: 'SIGN_PASSWORD', password: SIGN_PASSWORD } },
    });
    if (reply.status === 200) {
      stats.signatures++;
      confirmed.push({ planId, mobile: person.mobile });
      return;
    }
    // A killed attempt's lock goes with its connection; 748 now means another live signer.
    if (reply.status === ANOTHER_SIGNATORY_OPERATING && Date.now() < until) {
      stats.leaseWaits++;
      await sleep(1000);
      continue;
    }
    refused('sign', reply);
    return;
  }
}

async function signingLoop(admin, signers, worker) {
  for (let round = 0; !stopping; round++) {
    const index = worker * 100_000 + round;
    const first = signers[(worker + round * WORKERS) % signers.length];
    const second = signers[(worker + round * WORKERS + 1) % signers.length];
    const people = round % 2 === 0 ? [first, second] : [first];
    const planId = await sendPlan(admin, people, index);
    const order = Math.random() < 0.5 ? people : [...people].reverse();
    const signing = people.length === 2 && round % 4 === 0 ? order.slice(0, 1) : order;
    if (signing.length < people.length) stats.partlySigned++;
    for (const person of signing) await sign(person, planId);
  }
}

async function createBatch(pool, hr, templateId, employees, number) {
  const taskName = `浸泡批次 ${number} ${randomBytes(3).toString('hex')}`;
  const rows = employees.map((employee, i) => ({
    businessId: `SOAK-${number}-${i + 1}`,
    name: employee.name,
    mobile: employee.mobile,
    idNumber: idNumberFor(i + 1),
    values: { salary: `${8000 + i}` },
  }));
  for (;;) {
    try {
      const created = await once('POST', 'hr/batch', { token: hr, body: { templateId, taskName, rows } });
      if (created.status !== 200) throw new Error(`hr/batch: ${created.status} ${created.message}`);
      return created.data.batchId;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      stats.networkRetries++;
      await up;
      // Cut off: the batch exists if its transaction committed before the kill.
      const { rows: found } = await pool.query('SELECT id FROM hr_batches WHERE task_name = $1', [taskName]);
      if (found[0]) return found[0].id;
    }
  }
}

async function hrLoop(pool, hr, templateId, employees, batches) {
  for (let number = 1; !stopping; number++) {
    const batchId = await createBatch(pool, hr, templateId, employees, number);
    const started = await idempotent('POST', `hr/batch/${batchId}/start`, { token: hr, body: {} });
    if (started.status !== 200) throw new Error(`hr start: ${started.status} ${started.message}`);
    batches.push(batchId);
    stats.hrBatches++;
    stats.hrRows += employees.length;
    const pause = Date.now() + between(10_000, 25_000);
    while (!stopping && Date.now() < pause) await sleep(500);
  }
}

async function killLoop(startedAt) {
  while (!stopping) {
    const wait = Date.now() + between(KILL_MIN, KILL_MAX) * 1000;
    while (!stopping && Date.now() < wait) await sleep(200);
    if (stopping) return;
    let markUp;
    up = new Promise((resolve) => (markUp = resolve));
    const at = (Date.now() - startedAt) / 1000;
    await server.kill();
    const downFrom = Date.now();
    await server.start();
    stats.kills.push({ at, downSeconds: (Date.now() - downFrom) / 1000 });
    markUp();
  }
}

// --- checks ------------------------------------------------------------------------------------

const hasPdfsig = spawnSync('sh', ['-c', 'command -v pdfsig']).status === 0;

async function checkPlans(pool, dataDir, trustAnchors, problems) {
  const { rows: plans } = await pool.query(
    `SELECT p.id, p.status, p.signed_count, p.signatory_count,
            count(*) FILTER (WHERE s.role = 'SIGNATORY')::int AS parties,
            count(*) FILTER (WHERE s.role = 'SIGNATORY' AND s.signing_state = '1')::int AS signed
       FROM contract_plans p JOIN contract_parties s ON s.plan_id = p.id
      GROUP BY p.id ORDER BY p.id`,
  );
  const { rows: documents } = await pool.query(
    'SELECT plan_id, blob_key, revision FROM contract_documents ORDER BY plan_id, idx',
  );
  const documentsOf = new Map();
  for (const document of documents)
    documentsOf.set(document.plan_id, [...(documentsOf.get(document.plan_id) ?? []), document]);
  const engine = createWebCryptoEngine(globalThis.crypto.subtle);
  let pdfs = 0;
  let signaturesChecked = 0;
  let pdfsigChecked = 0;
  for (const plan of plans) {
    const where = `plan ${plan.id}`;
    if (plan.parties !== plan.signatory_count)
      problems.push(`${where}: ${plan.parties} signatories, counted ${plan.signatory_count}`);
    if (plan.signed !== plan.signed_count)
      problems.push(`${where}: ${plan.signed} signed, counted ${plan.signed_count}`);
    const complete = plan.signed === plan.parties;
    if (complete ? plan.status !== 5 : plan.status !== 1)
      problems.push(`${where}: status ${plan.status} with ${plan.signed} of ${plan.parties} signed`);
    for (const document of documentsOf.get(plan.id) ?? []) {
      const bytes = new Uint8Array(readFileSync(join(dataDir, 'blobs', ...document.blob_key.split('/'))));
      pdfs++;
      const report = await verifyPdf(bytes, { engine, trustAnchors });
      const approvals = report.signatures.filter((signature) => signature.kind === 'approval');
      signaturesChecked += report.signatures.length;
      if (approvals.length !== plan.signed)
        problems.push(`${where}: ${approvals.length} signatures in the PDF, ${plan.signed} signatories signed`);
      if (complete && !report.signatures.some((signature) => signature.kind === 'document-time-stamp'))
        problems.push(`${where}: completed without its document time-stamp`);
      for (const signature of report.signatures)
        if (!signature.intact || signature.bottomLine !== 'valid')
          problems.push(`${where}: ${signature.kind} signature intact=${signature.intact} ${signature.bottomLine}`);
      if (hasPdfsig && approvals.length > 0) {
        const file = join(dataDir, 'blobs', ...document.blob_key.split('/'));
        const out = spawnSync('pdfsig', ['-nocert', '-no-ocsp', file], { encoding: 'utf8' }).stdout;
        pdfsigChecked++;
        const valid = out.match(/Signature is Valid\./g)?.length ?? 0;
        if (valid !== approvals.length || /Signature is Invalid/.test(out))
          problems.push(`${where}: pdfsig finds ${valid} valid of ${approvals.length} signatures`);
      }
    }
  }
  // Every signature the server confirmed is in the database.
  const { rows: signedParties } = await pool.query(
    `SELECT plan_id, mobile FROM contract_parties WHERE role = 'SIGNATORY' AND signing_state = '1'`,
  );
  const signedSet = new Set(signedParties.map((party) => `${party.plan_id} ${party.mobile}`));
  const lost = confirmed.filter((signature) => !signedSet.has(`${signature.planId} ${signature.mobile}`));
  for (const signature of lost) problems.push(`confirmed signature lost: plan ${signature.planId} ${signature.mobile}`);
  const completed = plans.filter((plan) => plan.status === 5).length;
  return {
    plans: plans.length,
    completed,
    inProgress: plans.length - completed,
    pdfs,
    signaturesChecked,
    pdfsigChecked,
  };
}

async function checkBatches(pool, batches, problems) {
  const { rows } = await pool.query(
    `SELECT b.id, b.state, b.row_count, b.sent_count, b.failed_count,
            count(r.*)::int AS rows, count(*) FILTER (WHERE r.status = 'SENT' AND r.plan_id IS NOT NULL)::int AS sent,
            count(DISTINCT r.plan_id)::int AS distinct_plans,
            (SELECT count(*)::int FROM contract_plans p WHERE p.batch_id = b.id) AS plans
       FROM hr_batches b JOIN hr_batch_rows r ON r.batch_id = b.id WHERE b.id = ANY($1) GROUP BY b.id`,
    [batches],
  );
  if (rows.length !== batches.length) problems.push(`${batches.length - rows.length} batches missing`);
  for (const batch of rows) {
    const where = `batch ${batch.id}`;
    if (batch.state !== 'FINISH') problems.push(`${where}: ${batch.state}`);
    if (batch.sent !== batch.rows || batch.sent_count !== batch.rows || batch.failed_count !== 0)
      problems.push(
        `${where}: ${batch.sent} of ${batch.rows} rows sent (counted ${batch.sent_count}, failed ${batch.failed_count})`,
      );
    if (batch.plans !== batch.rows || batch.distinct_plans !== batch.rows)
      problems.push(`${where}: ${batch.plans} plans (${batch.distinct_plans} named by rows) for ${batch.rows} rows`);
  }
  const { rows: jobs } = await pool.query(
    `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name IN ('hr-batch-rows', 'hr-batch-row')
      GROUP BY state ORDER BY state`,
  );
  for (const job of jobs)
    if (job.state !== 'completed') problems.push(`${job.n} HR row jobs ${job.state} (none may be lost or left)`);
  const { rows: retried } = await pool.query(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name IN ('hr-batch-rows', 'hr-batch-row') AND retry_count > 0`,
  );
  return {
    batches: rows.length,
    rows: rows.reduce((sum, batch) => sum + batch.rows, 0),
    jobs: Object.fromEntries(jobs.map((job) => [job.state, job.n])),
    retried: retried[0].n,
  };
}

// --- the run -----------------------------------------------------------------------------------

const postgres = await startTestPostgres();
const dataDir = tempDir('ecsign-soak-');
const pool = pgPool(postgres.url);
const problems = [];
let exitCode = 1;
try {
  server = killableServer({
    port: await freePort(),
    env: {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      PKI_MASTER_KEY: randomBytes(32).toString('base64'),
      ECSIGN_TEST_SKIP_CAPTCHA: '1',
    },
  });
  await server.start();
  const admin = await logIn(DEMO.admin);
  const hr = await logIn({ username: 'hr', password: 'Hr@2026ec' });
  const signers = await createPeople(pool, 'soak-signer-', '197', SIGNERS);
  const employees = await createPeople(pool, 'soak-employee-', '196', ROWS);
  for (const person of signers) {
    person.token = await logIn(person);
    const set = await idempotent('POST', 'contract/signPassword', {
      token: person.token,
      body: { loginPassword: person.password, signPassword: SIGN_PASSWORD },
    });
    if (set.status !== 200) throw new Error(`sign password: ${set.status} ${set.message}`);
  }
  const templateId = await createSoakHrTemplate(admin);
  const trustAnchors = [];
  for (const path of ['pki/root.pem', 'pki/sm2/root.pem']) {
    const response = await fetch(`${server.url}/ecapi/${path}`);
    if (response.ok) trustAnchors.push(await response.text());
  }
  log(
    `Soak on PostgreSQL: ${MINUTES} min, ${WORKERS} signing loops over ${SIGNERS} signatories, HR batches of ${ROWS} rows,` +
      ` SIGKILL every ${KILL_MIN}–${KILL_MAX} s`,
  );

  const startedAt = Date.now();
  const batches = [];
  const drivers = [
    ...Array.from({ length: WORKERS }, (_, worker) => signingLoop(admin, signers, worker)),
    hrLoop(pool, hr, templateId, employees, batches),
  ];
  const killer = killLoop(startedAt);
  await sleep(MINUTES * 60_000);
  stopping = true;
  await killer;
  await Promise.all(drivers);
  const ranSeconds = (Date.now() - startedAt) / 1000;

  // Settle: the last kills' jobs wait out their lock (expireInSeconds), then a retry finishes them.
  const settleFrom = Date.now();
  for (;;) {
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM hr_batches WHERE id = ANY($1) AND state <> 'FINISH'`,
      [batches],
    );
    if (rows[0].n === 0 || Date.now() - settleFrom > SETTLE_MS) break;
    await sleep(2000);
  }
  const settleSeconds = (Date.now() - settleFrom) / 1000;

  const planCheck = await checkPlans(pool, dataDir, trustAnchors, problems);
  const batchCheck = await checkBatches(pool, batches, problems);

  log(`\nran ${ranSeconds.toFixed(0)} s, then ${settleSeconds.toFixed(0)} s for the last batches to finish`);
  log(
    `kills: ${stats.kills.length} (SIGKILL at ${stats.kills.map((kill) => `${kill.at.toFixed(0)} s`).join(', ')};` +
      ` restart took ${stats.kills.map((kill) => kill.downSeconds.toFixed(1)).join(', ')} s)`,
  );
  log(
    `operations: ${stats.plansSent} plans sent, ${stats.signatures} signatures (${stats.partlySigned} plans left partly signed),` +
      ` ${stats.hrBatches} HR batches of ${ROWS} rows (${stats.hrRows} rows); ${stats.networkRetries} calls cut by a kill and retried,` +
      ` ${stats.leaseWaits} sign retries waiting for a killed attempt's lease`,
  );
  for (const [what, times] of stats.refused) log(`  refused ${times}×: ${what}`);
  log(
    `plans: ${planCheck.plans} (${planCheck.completed} completed, ${planCheck.inProgress} in progress);` +
      ` ${planCheck.pdfs} PDFs, ${planCheck.signaturesChecked} signatures checked by core's verifyPdf,` +
      ` ${hasPdfsig ? `${planCheck.pdfsigChecked} PDFs by pdfsig` : 'pdfsig not installed'}`,
  );
  log(
    `HR: ${batchCheck.batches} batches, ${batchCheck.rows} rows; row jobs by state ${JSON.stringify(batchCheck.jobs)},` +
      ` ${batchCheck.retried} retried after a kill`,
  );
  for (const problem of problems.slice(0, 50)) log(`  INCONSISTENT: ${problem}`);
  if (problems.length > 50) log(`  … ${problems.length - 50} more`);
  log(problems.length === 0 ? 'consistency: all checks passed' : `consistency: ${problems.length} problems`);
  if (problems.length > 0 || stats.refused.size > 0) {
    const errors = server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line))
      .slice(0, 10);
    for (const line of errors) log(`  server: ${line.slice(0, 400)}`);
  }
  exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await server?.stop().catch(() => undefined);
  await pool.end();
  postgres.stop();
}
process.exit(exitCode);
