// `ecsign hr` from the built CLI against the built server: a list with bad rows is refused row by
// row before anything is sent (exit 2); a good list becomes a batch that the server's job queue
// works to the end (--wait): the two registered employees get their contract, pre-signed with the
// enterprise's HR seal, the unknown mobile fails with its reason (exit 1); status, results with
// the signed PDFs, and the same through Open API app credentials from the environment; a GBK list
// sent into a batch an interruption left behind (--resume) without a duplicate row, `hr download`,
// and `tasks ls` finding the contracts sent. What the CLI tells about lists: another list refused
// for --resume (nothing sent, results kept), a list sent before answered with its batch (exit 0),
// a missing column once in Chinese, UTF-16 refused with the hint, a business ID with other data
// named, rows without business IDs as an Open API app (exit 2), `hr templates` and `hr sample`.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHrTemplate, loginToken } from '../support/hr-template.mjs';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const run = promisify(execFile);

/** Text → GBK bytes (as Excel in a Chinese locale saves CSV), from the decoder's own table. */
function gbk(text: string): Buffer {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && !table.has(char)) table.set(char, [lead, trail]);
    }
  return Buffer.from(
    [...text].flatMap((char) => (char.charCodeAt(0) < 0x80 ? [char.charCodeAt(0)] : table.get(char)!)),
  );
}

describe('ecsign hr', () => {
  let server: BuiltServer;
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-hr-cli-'));
  let adminToken = '';
  let hrToken = '';
  let templateId = '';

  async function api(path: string, body: unknown, token = adminToken) {
    const response = await fetch(`${server.url}/ecapi/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { status: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  async function ecsign(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}) {
    const child = run(process.execPath, [join(ROOT, 'cli/bin/ecsign.js'), '--server', server.url, ...args], {
      env: { ...process.env, ECSIGN_CONFIG_DIR: dir, ECSIGN_LANG: 'en', ...options.env },
    });
    child.child.stdin!.end(options.stdin ?? '');
    try {
      const { stdout, stderr } = await child;
      return { code: 0, out: stdout, err: stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout, err: failed.stderr };
    }
  }

  beforeAll(async () => {
    server = await startBuiltServer();
    adminToken = await loginToken(server.url, 'admin', 'Admin@2026');
    templateId = await createHrTemplate(server.url, adminToken);
    // The CLI logs in as the HR staff member.
    hrToken = await loginToken(server.url, 'hr', 'Hr@2026ec');
    expect((await ecsign(['login', '--token-stdin'], { stdin: hrToken })).code).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const header = '业务ID,姓名,手机号,身份证号,月薪,岗位';

  it('prints every bad row and sends nothing (exit 2)', async () => {
    const file = join(dir, 'bad.csv');
    writeFileSync(
      file,
      `${header}\nB1,张三,1380000,11010519491231002X,8000,工程师\nB2,李四,13800000004,110105194912310021,,工程师\n`,
    );
    const result = await ecsign(['hr', 'send', '--template', templateId, '--rows', file]);
    expect(result.code).toBe(2);
    // Rows as Excel numbers them: the header is row 1.
    expect(result.err).toContain('row 2 mobile: not a mobile number (1380000)');
    expect(result.err).toContain('row 3 idNumber: not a valid ID number');
    expect(result.err).toContain('row 3 salary: a required field is missing');
    expect(result.err).toContain('nothing was sent');
    const status = await ecsign(['hr', 'send', '--template', templateId, '--rows', join(dir, 'missing.csv')]);
    expect(status.code).toBe(2);
  });

  it('sends a batch (a number without an account is invited by SMS), waits for it and downloads the signed PDFs', async () => {
    const file = join(dir, 'employees.csv');
    writeFileSync(
      file,
      `\uFEFF${header}\nHR-1,张三,13800000003,11010519491231002X,8000,工程师\nHR-2,李四,13800000004,110105198001010016,9000.50,设计师\nHR-3,王五,13900000077,110105199001010010,7000,助理\n`,
    );
    const sent = await ecsign(['hr', 'send', '--template', templateId, '--rows', file, '--wait', '--format', 'json']);
    // HR-3's number has no account: the row is sent and the number gets the invitation link.
    expect(sent.code, sent.err).toBe(0);
    const report = JSON.parse(sent.out) as {
      batch: { batchId: string; state: string; sentCount: number; failedCount: number };
      failed: { businessId: string; errorStatus: number }[];
    };
    expect(report.batch).toMatchObject({ state: 'FINISH', sentCount: 3, failedCount: 0 });
    expect(report.failed).toEqual([]);
    const batchId = report.batch.batchId;

    const status = await ecsign(['hr', 'status', batchId]);
    expect(status.code, status.err).toBe(0);
    expect(`${status.out}${status.err}`).toContain('3 sent, 0 failed of 3');

    const out = join(dir, 'pdfs');
    const results = await ecsign(['hr', 'results', batchId, '--out', out]);
    expect(results.code, results.err).toBe(0);
    expect(results.out).toMatch(/HR-1\t张三\tSENT\tHT\d+/);
    expect(results.out).toContain('3 PDFs downloaded');
    const pdf = readFileSync(join(out, 'HR-1.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/ByteRange');
    // poppler's independent check of the enterprise's HR-seal signature (cryptographically intact).
    if (spawnSync('pdfsig', ['-v']).status !== null) {
      const checked = spawnSync('pdfsig', ['-nocert', join(out, 'HR-1.pdf')], { encoding: 'utf8' }).stdout;
      expect(checked.match(/Signature is Valid\./g)).toHaveLength(1);
      expect(checked).toContain('演示科技有限公司');
    }
    expect(existsSync(join(out, 'HR-3.pdf'))).toBe(true);

    // The same list again: every business ID is known with the same data, nothing new is sent,
    // and the person hears where the list went (exit 0).
    const again = await ecsign(['hr', 'send', '--template', templateId, '--rows', file]);
    expect(again.code, again.err).toBe(0);
    expect(again.out).toContain(
      `all 3 rows of this list were already sent: batch ${batchId} (3 sent, 0 failed of 3); nothing was sent again`,
    );
    const againJson = await ecsign(['hr', 'send', '--template', templateId, '--rows', file, '--json']);
    expect(againJson.code, againJson.err).toBe(0);
    expect(JSON.parse(againJson.out)).toMatchObject({ alreadySent: true, batches: [{ batchId, sentCount: 3 }] });

    // HR-1 again with another salary: refused as a list error naming the business ID and its row.
    const changed = join(dir, 'changed.csv');
    writeFileSync(changed, `${header}\nHR-1,张三,13800000003,11010519491231002X,8800,工程师\n`);
    const refused = await ecsign(['hr', 'send', '--template', templateId, changed]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(
      'The enterprise business ID HR-1 is already registered with other data and cannot be changed (Row 2)',
    );
  }, 180_000);

  it('resumes an interrupted batch from a GBK list without duplicates, downloads its PDFs, lists its tasks', async () => {
    // What an interrupted `hr send` leaves: a batch holding the first rows, never started.
    const left = await api(
      'hr/batch',
      {
        templateId,
        taskName: 'resume',
        rows: [
          {
            businessId: 'RES-1',
            name: '张三',
            mobile: '13800000003',
            idNumber: '11010519491231002X',
            values: { salary: '8200', position: '工程师' },
          },
        ],
      },
      hrToken,
    );
    expect(left.status).toBe(200);
    const batchId = left.data.batchId as string;
    const file = join(dir, 'resume.csv');
    writeFileSync(
      file,
      gbk(
        `${header}\r\nRES-1,张三,13800000003,11010519491231002X,8200,工程师\r\nRES-2,李四,13800000004,110105198001010016,9100,设计师\r\n`,
      ),
    );
    const resumed = await ecsign(['hr', 'send', file, '--resume', batchId, '--json']);
    expect(resumed.code, resumed.err).toBe(0);
    const report = JSON.parse(resumed.out) as { batch: Record<string, unknown>; resultsFile: string };
    expect(report.batch).toMatchObject({ batchId, state: 'FINISH', rowCount: 2, sentCount: 2, failedCount: 0 });
    expect(report.batch).toMatchObject({ rowsReceived: 2 });
    const csv = readFileSync(report.resultsFile, 'utf8');
    // Rows as Excel numbers them in the list sent.
    expect(csv).toMatch(/^3,RES-2,/m);

    // Another list for this batch: refused before anything is sent; its results file is kept.
    const other = join(dir, 'other.csv');
    writeFileSync(other, `${header}\nOTHER-1,王五,13900000077,110105199001010010,7000,助理\n`);
    writeFileSync(join(dir, 'other-results.csv'), 'kept');
    const wrong = await ecsign(['hr', 'send', other, '--resume', batchId]);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain(`${other} is not the list of batch ${batchId} (the batch received 2 rows`);
    expect(readFileSync(join(dir, 'other-results.csv'), 'utf8')).toBe('kept');
    expect(JSON.parse((await ecsign(['hr', 'status', batchId, '--json'])).out)).toMatchObject({
      batch: { rowCount: 2 },
    });
    expect(csv.match(/^\d+,RES-1,/gm)).toHaveLength(1);
    expect(csv).toMatch(/RES-2,李四,13800000004,SENT,HT\d+/);

    const out = join(dir, 'resume-pdfs');
    const downloaded = await ecsign(['hr', 'download', batchId, '-o', out]);
    expect(downloaded.code, downloaded.err).toBe(0);
    expect(downloaded.out).toContain('2 PDFs downloaded');
    for (const id of ['RES-1', 'RES-2'])
      expect(readFileSync(join(out, `${id}.pdf`)).toString('latin1')).toContain('/ByteRange');

    const taskNos = [...csv.matchAll(/,(HT\d+),/g)].map((match) => match[1]);
    const tasks = await ecsign(['tasks', 'ls', '--tab', 'all', '--size', '100', '--json']);
    expect(tasks.code, tasks.err).toBe(0);
    const records = (JSON.parse(tasks.out) as { records: { taskNo: string; systemSource: string }[] }).records;
    const listed = records.map((r) => r.taskNo);
    expect(listed).toEqual(expect.arrayContaining(taskNos));
    // Sent from the CLI with a session, through the HR batch endpoint the portal uses: the plans are
    // HR_BATCH, not WEB (spec item F-column-system-source); with app credentials they would be OPEN_API.
    for (const taskNo of taskNos) {
      expect(records.find((r) => r.taskNo === taskNo)?.systemSource).toBe('HR_BATCH');
    }
    const table = await ecsign(['tasks', 'ls', '--tab', 'initiated']);
    expect(table.code, table.err).toBe(0);
    expect(table.out).toMatch(/^Initiated by me: page 1, \d+ tasks in all\nTask number/);
  }, 180_000);

  it('works with Open API app credentials from the environment, and schedules with --at', async () => {
    const app = await api('openapi/apps', { name: 'cron' });
    const env = { ECSIGN_APP_ID: app.data.appId as string, ECSIGN_APP_SECRET: app.data.appSecret as string };
    const file = join(dir, 'later.csv');
    writeFileSync(file, `${header}\nLATER-1,张三,13800000003,11010519491231002X,8100,工程师\n`);
    const sent = await ecsign(['hr', 'send', '--template', templateId, '--rows', file, '--at', '2027-01-04 09:00'], {
      env,
    });
    expect(sent.code, sent.err).toBe(0);
    expect(sent.out).toContain('will be sent at 2027-01-04 09:00');
    const batchId = /^(\S+)/.exec(sent.out)![1]!;
    const cancelled = await ecsign(['hr', 'cancel', batchId, '--format', 'json'], { env });
    expect(JSON.parse(cancelled.out)).toMatchObject({ state: 'FINISH', control: 'CANCELLED', cancelledCount: 1 });
    const wrong = await ecsign(['hr', 'status', batchId], { env: { ...env, ECSIGN_APP_SECRET: 'nope' } });
    expect(wrong.code).toBe(1);

    // An app must name every row's business ID: the rows without one are named, exit 2, nothing sent.
    const unnamed = join(dir, 'unnamed.csv');
    writeFileSync(
      unnamed,
      `${header}\nAPP-1,张三,13800000003,11010519491231002X,8100,工程师\n,李四,13800000004,110105198001010016,9000,设计师\n`,
    );
    const refused = await ecsign(['hr', 'send', '--template', templateId, unnamed], { env });
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('row 3 businessId: every row needs a business ID when sent as an Open API app');
    // The endpoint itself names the rows too.
    const token = (await api('openapi/v1/token', {
      appId: env.ECSIGN_APP_ID,
      appSecret: env.ECSIGN_APP_SECRET,
    })) as { data: { accessToken: string } };
    const direct = await api(
      'openapi/v1/hr/batch',
      {
        templateId,
        taskName: 'x',
        rows: [{ name: '张三', mobile: '13800000003', idNumber: '11010519491231002X', values: {} }],
      },
      token.data.accessToken,
    );
    expect(direct.status).toBe(75100003);
    expect(direct.data).toEqual({ rows: [1] });
  }, 60_000);

  it('tells about a list once: a missing column in Chinese, UTF-16 with the hint; lists templates, writes a sample', async () => {
    const noMobile = join(dir, 'no-mobile.csv');
    writeFileSync(
      noMobile,
      `业务ID,姓名,身份证号,月薪,岗位\nM-1,张三,11010519491231002X,8000,工程师\nM-2,李四,110105198001010016,9000,设计师\n`,
    );
    const missing = await ecsign(['hr', 'send', '--template', templateId, noMobile], { env: { ECSIGN_LANG: 'zh' } });
    expect(missing.code).toBe(2);
    expect(missing.err.trim().split('\n')).toEqual([
      '名单缺少“手机号”列（第 1 行是表头）',
      'ecsign: 1 个问题，未发送任何合同',
    ]);

    const unicode = join(dir, 'unicode.csv');
    writeFileSync(
      unicode,
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(`${header}\r\nU-1,张三,13800000003,11010519491231002X,8000,工程师\r\n`, 'utf16le'),
      ]),
    );
    const utf16 = await ecsign(['hr', 'send', '--template', templateId, unicode, '--json']);
    expect(utf16.code).toBe(2);
    expect(JSON.parse(utf16.err)).toMatchObject({ error: { code: 'HR_LIST_ENCODING', exitCode: 2 } });
    expect(JSON.parse(utf16.err).error.message).toContain('or as CSV in GBK and try again');

    const templates = await ecsign(['hr', 'templates', '--json']);
    expect(templates.code, templates.err).toBe(0);
    const listed = JSON.parse(templates.out) as { templateId: string; fields: { key: string }[] }[];
    expect(listed.find((t) => t.templateId === templateId)?.fields.map((f) => f.key)).toEqual(
      expect.arrayContaining(['salary', 'position']),
    );
    const sample = join(dir, 'sample.csv');
    const written = await ecsign(['hr', 'sample', '--template', templateId, '-o', sample]);
    expect(written.code, written.err).toBe(0);
    const bytes = readFileSync(sample);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sampleHeader = bytes.toString('utf8').slice(1).split('\r\n')[0]!;
    expect(sampleHeader.startsWith('业务ID,姓名,手机号,身份证号,')).toBe(true);
    // Filled in as people write mobiles, the sample is a valid list.
    const cells = sampleHeader
      .split(',')
      .map(
        (name) =>
          ({ 业务ID: 'S-1', 姓名: '张三', 手机号: '+86 138-0000-0003', 身份证号: '11010519491231002X', 月薪: '8000' })[
            name
          ] ?? '工程师',
      );
    writeFileSync(sample, Buffer.concat([bytes, Buffer.from(`${cells.join(',')}\r\n`)]));
    const checked = await ecsign(['hr', 'send', '--template', templateId, sample, '--dry-run']);
    expect(checked.code, checked.err).toBe(0);
    expect(checked.out).toContain('all 1 rows are valid');
  }, 60_000);
});
