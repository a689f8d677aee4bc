// Two built server processes on one PostgreSQL behind Debian's nginx, configured by the
// deployment example (docs/nginx/ecsign.conf: TLS, TRUST_PROXY, upload size, no sticky sessions):
// no state lives in a process. Both processes use one PostgreSQL cluster by DATABASE_URL (a
// database of their own on the run's cluster), as several hosts would use one external server. A session opened through one is honoured by the other; a captcha
// issued by one is checked by the other and spent for both; wrong passwords and failed logins
// count across both; the signing lock holds across processes (748 for the second signatory);
// an HR batch of ECSIGN_TWO_SERVER_ROWS rows (default 600) is worked by both processes' job
// workers with no row twice, and after kill -9 of one of them mid-batch the other finishes it
// with no row missing or doubled. Skipped, with the reason in the suite's name, without nginx.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCheckRequest, SLIDER_POINT_Y } from '@ecsign/core/captcha';
import { ERROR_CATALOGUE, type TErrorCode } from '@ecsign/core/errors';
import { createWebCryptoEngine, verifyPdf } from '@ecsign/core/pdf';
import { computeIdCardCheckDigit } from '@ecsign/core/validation';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { textPdf } from '../support/contract-pdf.mjs';
import { createHrTemplate } from '../support/hr-template.mjs';
import { nginxMissing, sendRequest, startNginx, type Nginx } from '../support/nginx';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';
import { openTestPostgresDatabase, type TestPostgresDatabase } from '../support/test-postgres-database';

// Rows go out in jobs of 50 (modules/hr-batches/send-row-jobs.ts) and each process works 3 at a
// time: 600 rows make twelve, twice what both run at once, so when the first half is done the
// second is being worked whatever the machine's speed (with 300, a quiet machine finished all six
// jobs together, before the kill could happen); the kill waits until the victim holds one.
const ROWS = Number(process.env.ECSIGN_TWO_SERVER_ROWS ?? 600);
const HR_BATCH_LIMIT = 1000;

const statusOf = (code: TErrorCode) => ERROR_CATALOGUE[code].status;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Reply {
  http: number;
  /** Which server answered: the one asked for (CallOptions.backend), undefined through nginx. */
  backend: number | undefined;
  status: number;
  message: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}
interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  token?: string;
  /** Send straight to this server (0 or 1) instead of through nginx to the next in turn. */
  backend?: number;
  /** Look like the client at this loopback address (connect from it). */
  from?: string;
  /** An X-Forwarded-For header the client sends itself (nginx must not pass it on). */
  forwardedFor?: string;
}

/** A valid GB 11643 ID number, different for each n below 40,000. */
function idNumberFor(n: number): string {
  const first17 = `110105${1960 + Math.floor(n / 1000)}0101${String(n % 1000).padStart(3, '0')}`;
  return first17 + computeIdCardCheckDigit(first17);
}
const mobileFor = (n: number) => `136${String(n).padStart(8, '0')}`;

const NGINX_MISSING = nginxMissing();
const SUITE = 'two server processes on one PostgreSQL behind nginx';

describe.skipIf(NGINX_MISSING !== undefined)(NGINX_MISSING ? `${SUITE} — skipped: ${NGINX_MISSING}` : SUITE, () => {
  let database: TestPostgresDatabase;
  let dataDir: string;
  const servers: BuiltServer[] = [];
  let nginx: Nginx;
  let captchaClients = 0;

  /** Which server a logged `host:port` is (-1 for none): the last one tried answered. */
  const backendAt = (upstream: string) =>
    servers.findIndex((server) => new URL(server.url).host === upstream.split(', ').at(-1));
  const servedPerProcess = () =>
    servers.map((_, index) => nginx.served().filter((entry) => backendAt(entry.upstream) === index).length);

  async function call(path: string, options: CallOptions = {}): Promise<Reply> {
    const { method = options.body === undefined ? 'GET' : 'POST', body, token, backend, from, forwardedFor } = options;
    const binary = body instanceof Uint8Array;
    const request = {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': binary ? 'application/pdf' : 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: body === undefined ? undefined : binary ? Buffer.from(body) : JSON.stringify(body),
      localAddress: from,
    };
    const reply =
      backend === undefined
        ? await nginx.request(`/ecapi/${path}`, request)
        : await sendRequest(new URL(`/ecapi/${path}`, servers[backend]!.url), request);
    const text = reply.body.toString('utf8');
    const envelope = text.startsWith('{') ? JSON.parse(text) : { status: reply.status, message: text };
    return { http: reply.status, backend, ...envelope };
  }

  /** A slider captcha fetched from `issueOn`, solved and checked on `checkOn`: the login's verification. */
  async function solvedCaptcha(issueOn?: number, checkOn?: number) {
    const clientUid = `two-servers-${++captchaClients}`;
    const issued = await call(`cb/assemble/captcha/getCaptcha?captchaType=blockPuzzle&clientUid=${clientUid}`, {
      backend: issueOn,
    });
    const { token, secretKey } = issued.data.repData;
    const answer = await call(`dev/captcha-answer?token=${encodeURIComponent(token)}`);
    const { request, captchaVerification } = buildCheckRequest({
      captchaType: 'blockPuzzle',
      token,
      secretKey,
      point: { x: answer.data.points[0].x, y: SLIDER_POINT_Y },
    });
    const checked = await call('cb/assemble/captcha/checkCaptcha', {
      body: { ...request, clientUid },
      backend: checkOn,
    });
    expect(checked.data.repCode).toBe('0000');
    return { captchaVerification, issuedBy: issued.backend, checkedBy: checked.backend };
  }

  async function logIn(
    username: string,
    password: string,
    options: Pick<CallOptions, 'backend' | 'from' | 'forwardedFor'> = {},
  ) {
    const { captchaVerification } = await solvedCaptcha();
    return call('token/accessToken', {
      ...options,
      body: { username, password, userOwnerType: 'OUTSIDE', captchaVerification },
    });
  }

  async function tokenOf(username: string, password: string): Promise<string> {
    const reply = await logIn(username, password);
    expect(reply.status, reply.message).toBe(200);
    return reply.data.access_token as string;
  }

  /** The newest signing code the sandbox sent to `mobile`. */
  async function signCode(mobile: string): Promise<string> {
    for (let tries = 0; tries < 200; tries++) {
      const { data } = await call(`dev/outbox?to=${mobile}`);
      const sent = (data.records as { code: string | null; scene: string }[]).find(
        (record) => record.code && record.scene === 'SIGN_CONTRACT',
      );
      if (sent) return sent.code!;
      await sleep(100);
    }
    throw new Error(`no signing code for ${mobile}`);
  }

  beforeAll(async () => {
    database = await openTestPostgresDatabase();
    // One data folder for both: with PostgreSQL there is no folder lock, and the filesystem blob
    // store must be shared (or S3) — a document written by one process is read by the other.
    dataDir = mkdtempSync(join(tmpdir(), 'ecsign-two-servers-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PKI_MASTER_KEY: randomBytes(32).toString('base64'),
      ECSIGN_TEST_SKIP_CAPTCHA: '0',
      ECSIGN_SANDBOX_CAPTCHA_ANSWERS: '1',
      ECSIGN_SANDBOX_OUTBOX_API: '1',
      // As the deployment example says: nginx overwrites X-Forwarded-For with the address it saw.
      TRUST_PROXY: 'true',
      // The killed worker's chunk is taken over after 20 s (not the default minute), noticed within
      // 2 s: the test waits for that hand-over, and a chunk of 50 rows takes a few seconds.
      HR_CHUNK_EXPIRE_SECONDS: '20',
      JOB_MAINTENANCE_SECONDS: '2',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startBuiltServer(env));
    servers.push(await startBuiltServer(env));
    nginx = await startNginx(servers.map((server) => server.url));
  }, 300_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('both processes answer through nginx, in turn, over TLS only', async () => {
    const before = nginx.served().length;
    for (let i = 0; i < 4; i++) {
      const health = await call('health');
      expect(health.data.db).toBe('postgres');
    }
    // nginx writes its access log after the reply has gone out: wait for the fourth line.
    await vi.waitFor(() => expect(nginx.served().length - before).toBe(4), { timeout: 10_000, interval: 50 });
    const answered = nginx
      .served()
      .slice(before)
      .map((entry) => backendAt(entry.upstream));
    expect(answered.sort()).toEqual([0, 0, 1, 1]);
    // TLS ends at nginx, which says so (X-Forwarded-Proto): the server asks browsers to stay on HTTPS.
    const reply = await nginx.request('/ecapi/health');
    expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // Plain HTTP reaches no server: it is redirected to HTTPS.
    const plain = await sendRequest(new URL('/ecapi/health', nginx.httpUrl));
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://127.0.0.1/ecapi/health');
  });

  it("passes a body above nginx's default 1 MB to the server, which refuses one above its own limit", async () => {
    const admin = await tokenOf('admin', 'Admin@2026');
    const upload = async (size: number) => {
      const reply = await nginx.request('/ecapi/contract/file/upload?kind=DOCUMENT&fileName=large.pdf', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/pdf' },
        body: Buffer.alloc(size),
      });
      return { http: reply.status, text: reply.body.toString('utf8') };
    };
    // 2 MB is no document, but the server (a JSON answer), not nginx (its HTML 413), says so.
    const twoMegabytes = await upload(2 * 1024 * 1024);
    expect(twoMegabytes.http).not.toBe(413);
    expect(JSON.parse(twoMegabytes.text).status).not.toBe(statusOf('PAYLOAD_TOO_LARGE'));
    // Above the server's 20 MiB document limit: the server's catalogue error, not nginx's page.
    const tooLarge = await upload(21 * 1024 * 1024);
    expect(tooLarge.http).toBe(413);
    expect(JSON.parse(tooLarge.text).status).toBe(statusOf('PAYLOAD_TOO_LARGE'));
  }, 120_000);

  it('a session opened through one process is honoured, and ended, by the other', async () => {
    const login = await logIn('admin', 'Admin@2026', { backend: 0 });
    expect(login.backend).toBe(0);
    const token = login.data.access_token as string;
    const me = await call('getLoggedUserInfo', { token, backend: 1 });
    expect(me).toMatchObject({ status: 200, backend: 1, data: { username: 'admin' } });
    expect((await call('token/logout', { method: 'DELETE', token, backend: 1 })).status).toBe(200);
    const after = await call('getLoggedUserInfo', { token, backend: 0 });
    expect(after.http).toBe(401);
  });

  it('a captcha issued by one process is checked by the other and spent for both', async () => {
    const { captchaVerification, issuedBy, checkedBy } = await solvedCaptcha(0, 1);
    expect([issuedBy, checkedBy]).toEqual([0, 1]);
    const body = { username: 'zhangsan', password: 'Zhang@2026', userOwnerType: 'OUTSIDE', captchaVerification };
    const first = await call('token/accessToken', { body, backend: 0 });
    expect(first.status).toBe(200);
    const again = await call('token/accessToken', { body, backend: 1 });
    expect(again.status).toBe(statusOf('CAPTCHA_EXPIRED'));
  });

  it('five wrong passwords at once, through both processes, lock the account on both', async () => {
    await database.pool.query(
      `INSERT INTO users (id, username, mobile, name, password_hash)
         SELECT 'two-servers-lockme', 'lockme', '13600099999', '锁定测试', password_hash FROM users WHERE username = 'zhangsan'`,
    );
    await database.pool.query(
      `INSERT INTO accounts (id, user_id, account_type, role, auth_status)
         VALUES ('two-servers-lockme-account', 'two-servers-lockme', 'PERSONAL', 'PERSONAL', 'AUTH')`,
    );
    const captchas = await Promise.all(Array.from({ length: 5 }, () => solvedCaptcha()));
    const wrong = await Promise.all(
      captchas.map(({ captchaVerification }, i) =>
        call('token/accessToken', {
          backend: i % 2,
          from: '127.0.0.8',
          body: { username: 'lockme', password: 'Wrong@2026x', userOwnerType: 'OUTSIDE', captchaVerification },
        }),
      ),
    );
    expect(new Set(wrong.map((reply) => reply.backend))).toEqual(new Set([0, 1]));
    expect(wrong.filter((reply) => reply.status === statusOf('ACCOUNT_LOCKED'))).toHaveLength(1);
    for (const backend of [0, 1]) {
      const right = await logIn('lockme', 'Zhang@2026', { backend, from: '127.0.0.8' });
      expect(right.status).toBe(statusOf('ACCOUNT_LOCKED'));
    }
  }, 180_000);

  it('failed logins from one client count across both processes (30 in 10 minutes)', async () => {
    const from = '127.0.0.9';
    for (let i = 0; i < 30; i++) {
      const reply = await logIn(`nobody${i}`, 'Wrong@2026x', { backend: i % 2, from });
      expect(reply.status).toBe(statusOf('WRONG_CREDENTIALS'));
    }
    for (const backend of [0, 1]) {
      const refused = await logIn('admin', 'Admin@2026', { backend, from });
      expect(refused).toMatchObject({ http: 429, status: statusOf('TOO_MANY_REQUESTS') });
    }
    // Through nginx, a client that claims another address (its own X-Forwarded-For) is still
    // known by the one nginx saw: the deployment example overwrites the header.
    for (let i = 0; i < 2; i++) {
      const forged = await logIn('admin', 'Admin@2026', { from, forwardedFor: '127.0.0.10' });
      expect(forged).toMatchObject({ http: 429, status: statusOf('TOO_MANY_REQUESTS') });
    }
    // Another client is not affected.
    expect((await logIn('admin', 'Admin@2026', { from: '127.0.0.10' })).status).toBe(200);
  }, 300_000);

  it('the signing lock holds across processes: the second signatory gets 748, then signs after', async () => {
    const admin = await tokenOf('admin', 'Admin@2026');
    const zhangsan = await tokenOf('zhangsan', 'Zhang@2026');
    const lisi = await tokenOf('lisi', 'Lisi@2026');
    const upload = await call('contract/file/upload?kind=DOCUMENT&fileName=two-servers.pdf', {
      body: textPdf(['Two servers contract', 'Party A', 'Party B']),
      token: admin,
    });
    expect(upload.status, upload.message).toBe(200);
    const sent = await call('contract/plan/send', {
      token: admin,
      body: {
        requestId: `two-servers-${randomUUID()}`,
        plan: {
          taskName: '两个进程的合同',
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: 'two-servers.pdf', fileId: upload.data.fileId }],
        },
        signatories: [
          {
            subjectType: 'PERSONAL',
            name: '张三',
            mobile: '13800000003',
            positions: [{ page: 1, x: 60, y: 200, width: 120, height: 50, kind: 'SIGNATURE' }],
          },
          {
            subjectType: 'PERSONAL',
            name: '李四',
            mobile: '13800000004',
            positions: [{ page: 1, x: 330, y: 200, width: 120, height: 50, kind: 'SIGNATURE' }],
          },
        ],
      },
    });
    expect(sent.status, sent.message).toBe(200);
    const planId = sent.data.planIds[0] as string;
    const codes: string[] = [];
    for (const [token, mobile] of [
      [zhangsan, '13800000003'],
      [lisi, '13800000004'],
    ] as const) {
      expect((await call('contract/sign/sendCode', { token, body: { planId } })).status).toBe(200);
      codes.push(await signCode(mobile));
    }
    const sign = (token: string, code: string, backend: number) =>
      call('contract/sign', {
        token,
        backend,
        body: { planId, requestId: `sign-${randomUUID()}`, confirmation: { method: 'SMS', code } },
      });

    // 张三 signs on process 0; as soon as the signing lock is taken there, process 0 is frozen
    // (SIGSTOP) so that it surely still holds it, and 李四 tries on process 1: after waiting a few
    // seconds for the lock, 748.
    let firstDone = false;
    const first = sign(zhangsan, codes[0]!, 0).finally(() => (firstDone = true));
    let locked = false;
    while (!locked && !firstDone) {
      // The signing lock: an advisory lock in the space of contracts/signing-lease.ts, keyed by the plan.
      const { rows } = await database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND classid = 7152004 AND objid::int4 = hashtext($1)
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [planId],
      );
      locked = rows[0]!.n > 0;
      if (!locked) await sleep(5);
    }
    expect(locked, 'the first signature finished before its lock was seen').toBe(true);
    servers[0]!.process.kill('SIGSTOP');
    let second: Reply;
    try {
      second = await sign(lisi, codes[1]!, 1);
    } finally {
      servers[0]!.process.kill('SIGCONT');
    }
    expect(second).toMatchObject({ backend: 1, status: statusOf('ANOTHER_SIGNATORY_OPERATING') });
    expect(await first).toMatchObject({ backend: 0, status: 200 });
    // Once the lock is released, 李四 signs on process 1 (retrying while it is still held).
    let retried = await sign(lisi, codes[1]!, 1);
    for (let tries = 0; retried.status === statusOf('ANOTHER_SIGNATORY_OPERATING') && tries < 100; tries++) {
      await sleep(200);
      retried = await sign(lisi, codes[1]!, 1);
    }
    expect(retried.status, retried.message).toBe(200);

    const detail = await call(`contract/plan/${planId}`, { token: admin });
    expect(detail.data.status).toBe(5);
    const pdf = await nginx.request(detail.data.documents[0].pdfUrl, { headers: { authorization: `Bearer ${admin}` } });
    const report = await verifyPdf(new Uint8Array(pdf.body), {
      engine: createWebCryptoEngine(globalThis.crypto.subtle),
    });
    // Both signatures, one on top of the other: neither process overwrote the other's revision.
    const approvals = report.signatures.filter((signature) => signature.kind === 'approval');
    expect(approvals).toHaveLength(2);
    expect(report.signatures.every((signature) => signature.intact)).toBe(true);
  }, 300_000);

  describe(`an HR batch of ${ROWS} rows`, () => {
    let hr: string;
    let batchId: string;
    const workerOf = (server: BuiltServer) => `${hostname()}:${server.process.pid}`;

    /**
     * The batch's jobs with the process that worked each (WORKER_NAME in the job's output): a job
     * is a chunk of rows (queue hr-batch-rows, output `sent`) or, from earlier versions, one row
     * (hr-batch-row, output `planId`).
     */
    async function batchJobs() {
      const { rows } = await database.pool.query<{
        state: string;
        worker: string | null;
        sent: number;
        retries: number;
      }>(
        `SELECT state, output->>'worker' AS worker, retry_count AS retries,
                coalesce((output->>'sent')::int, CASE WHEN output ? 'planId' THEN 1 ELSE 0 END) AS sent
           FROM (SELECT name, state, data, output, retry_count FROM pgboss.job
                 UNION ALL SELECT name, state, data, output, retry_count FROM pgboss.archive) j
          WHERE name IN ('hr-batch-rows', 'hr-batch-row') AND data->>'batchId' = $1`,
        [batchId],
      );
      return rows;
    }

    /** Rows whose plan each process wrote, from the completed jobs' outputs. */
    async function rowsPerWorker(): Promise<Map<string, number>> {
      const perWorker = new Map<string, number>();
      for (const job of await batchJobs())
        if (job.state === 'completed' && job.worker && job.sent > 0)
          perWorker.set(job.worker, (perWorker.get(job.worker) ?? 0) + job.sent);
      return perWorker;
    }

    async function batchView() {
      // Through nginx: while one process is down, the other answers.
      const reply = await call(`hr/batch/${batchId}`, { token: hr });
      expect(reply.status, reply.message).toBe(200);
      return reply.data as { state: string; sentCount: number; failedCount: number; rowCount: number };
    }

    beforeAll(async () => {
      const admin = await tokenOf('admin', 'Admin@2026');
      hr = await tokenOf('hr', 'Hr@2026ec');
      // The employees: registered people with their own mobile numbers (by SQL, as many as rows).
      await database.pool.query(
        `INSERT INTO users (id, username, mobile, name, password_hash)
           SELECT 'two-emp-' || k, 'two_emp_' || k, '136' || lpad(k::text, 8, '0'), '员工' || k, 'x'
             FROM generate_series(1, $1::int) AS k`,
        [ROWS],
      );
      await database.pool.query(
        `INSERT INTO accounts (id, user_id, account_type, role, auth_status)
           SELECT 'two-emp-account-' || k, 'two-emp-' || k, 'PERSONAL', 'PERSONAL', 'AUTH'
             FROM generate_series(1, $1::int) AS k`,
        [ROWS],
      );
      // An HR template made the way an administrator makes one (upload, design, enable), on the
      // first process (the kit uses fetch, which would not trust nginx's test certificate): salary
      // filled from the rows, the two roles on its one page.
      const templateId = await createHrTemplate(servers[0]!.url, admin, { fields: ['salary'] });

      const rows = Array.from({ length: ROWS }, (_, i) => ({
        businessId: `TWO-${i + 1}`,
        name: `员工${i + 1}`,
        mobile: mobileFor(i + 1),
        idNumber: idNumberFor(i + 1),
        values: { salary: `${8000 + i}` },
      }));
      const created = await call('hr/batch', {
        token: hr,
        body: { templateId, taskName: `两个进程 ${ROWS} 行`, rows: rows.slice(0, HR_BATCH_LIMIT) },
      });
      expect(created.status, created.message).toBe(200);
      batchId = created.data.batchId as string;
      for (let at = HR_BATCH_LIMIT; at < rows.length; at += HR_BATCH_LIMIT) {
        const added = await call(`hr/batch/${batchId}/rows`, {
          token: hr,
          body: { rows: rows.slice(at, at + HR_BATCH_LIMIT) },
        });
        expect(added.status, added.message).toBe(200);
      }
    }, 300_000);

    it(
      'is worked by both processes, survives kill -9 of one mid-batch, and ends with every row once',
      async () => {
        const started = Date.now();
        expect((await call(`hr/batch/${batchId}/start`, { token: hr, body: {} })).status).toBe(200);
        // Both workers take jobs. Once each has finished one, half the rows are done and at least two
        // jobs are still open (so the victim, which fetches its next job at once, is working one),
        // one process is killed.
        const [survivor, victim] = servers as [BuiltServer, BuiltServer];
        let sentAtKill = 0;
        for (;;) {
          const jobs = await batchJobs();
          const perWorker = await rowsPerWorker();
          const open = jobs.filter((job) => job.state !== 'completed').length;
          // A process works at most 3 jobs at once: with 4 or more active, the victim holds one.
          const active = jobs.filter((job) => job.state === 'active').length;
          const both = (perWorker.get(workerOf(survivor)) ?? 0) > 0 && (perWorker.get(workerOf(victim)) ?? 0) > 0;
          const done = [...perWorker.values()].reduce((sum, n) => sum + n, 0);
          if (both && done >= ROWS / 2 && active >= 4) {
            sentAtKill = done;
            break;
          }
          if (open === 0) {
            // Say why: rows the batch refused (FAILED, with the catalogue message) end no job with a plan.
            const { rows: outcomes } = await database.pool.query<{ status: string; error: string | null; n: number }>(
              `SELECT status, error_message AS error, count(*)::int AS n FROM hr_batch_rows WHERE batch_id = $1
                GROUP BY 1, 2`,
              [batchId],
            );
            expect.fail(
              `the batch (${jobs.length} jobs) ended before the kill; rows per worker ${JSON.stringify([...perWorker])};` +
                ` rows ${JSON.stringify(outcomes)}`,
            );
          }
          await sleep(100);
        }
        const beforeKill = await rowsPerWorker();
        const killedAt = Date.now();
        victim.process.kill('SIGKILL');
        await new Promise((resolve) => victim.process.once('exit', resolve));

        // The survivor finishes: its own rows, and the killed attempts once their lock expires.
        let view = await batchView();
        while (view.state !== 'FINISH') {
          await sleep(1000);
          view = await batchView();
        }
        const finishedAt = Date.now();
        expect(view).toMatchObject({ state: 'FINISH', rowCount: ROWS, sentCount: ROWS, failedCount: 0 });

        // Every row SENT with one plan; every plan of the batch is the one its row names.
        const { rows: batchRows } = await database.pool.query<{ id: string; status: string; plan_id: string | null }>(
          `SELECT r.id, r.status, r.plan_id FROM hr_batch_rows r JOIN hr_batches b ON b.id = r.batch_id
            WHERE b.id = $1`,
          [batchId],
        );
        expect(batchRows).toHaveLength(ROWS);
        expect(batchRows.filter((row) => row.status !== 'SENT' || !row.plan_id)).toEqual([]);
        const { rows: plans } = await database.pool.query<{ id: string }>(
          'SELECT id FROM contract_plans WHERE batch_id = $1',
          [batchId],
        );
        expect(plans.map((plan) => plan.id).sort()).toEqual(batchRows.map((row) => row.plan_id).sort());
        // No job lost: the one the victim was working is handed out again once its lock expires
        // (its rows may have been committed before the kill: then the retry finds them SENT).
        let jobs = await batchJobs();
        while (jobs.some((job) => job.state !== 'completed')) {
          expect(jobs.filter((job) => job.state === 'failed')).toEqual([]);
          await sleep(2000);
          jobs = await batchJobs();
        }
        const jobsDoneAt = Date.now();
        // No row was written twice: the rows the completed jobs say they wrote add up to at most
        // the batch (fewer when a killed attempt had committed before its job completed).
        const perWorker = await rowsPerWorker();
        const survivorRows = perWorker.get(workerOf(survivor)) ?? 0;
        const victimRows = perWorker.get(workerOf(victim)) ?? 0;
        expect(survivorRows + victimRows).toBeLessThanOrEqual(ROWS);
        expect([...perWorker.keys()].sort()).toEqual([workerOf(survivor), workerOf(victim)].sort());
        expect(victimRows).toBeGreaterThan(0);
        expect(survivorRows).toBeGreaterThan(beforeKill.get(workerOf(survivor)) ?? 0);
        // The victim held a job when it died: that job was handed out again.
        const retried = jobs.filter((job) => job.retries > 0).length;
        expect(retried).toBeGreaterThan(0);
        const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
        process.stdout.write(
          `two servers, HR batch of ${ROWS} rows: ${seconds(finishedAt - started)} in all` +
            ` (kill -9 after ${sentAtKill} rows — ${beforeKill.get(workerOf(survivor)) ?? 0} by process 0,` +
            ` ${beforeKill.get(workerOf(victim)) ?? 0} by process 1 — at ${seconds(killedAt - started)};` +
            ` the rest took ${seconds(finishedAt - killedAt)},` +
            ` the killed job's lock expiring first; its job completed after ${seconds(jobsDoneAt - killedAt)});` +
            ` plans written by process 0: ${survivorRows}, by process 1 (killed): ${victimRows}` +
            ` (${ROWS - survivorRows - victimRows} committed by an attempt killed before its job completed);` +
            ` ${jobs.length} jobs, ${retried} retried after the kill; nginx replies per process: ${servedPerProcess().join(' / ')}\n`,
        );
      },
      Math.max(900_000, ROWS * 4_000),
    );
  });
});
