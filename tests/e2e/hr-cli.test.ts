// `ecsign hr` from the built CLI against the built server: a list with bad rows is refused row by
// row before anything is sent (exit 2); a good list becomes a batch that the server's job queue
// works to the end (--wait): the two registered employees get their contract, pre-signed with the
// enterprise's HR seal, the unknown mobile fails with its reason (exit 1); status, results with
// the signed PDFs, and the same through Open API app credentials from the environment; a GBK list
// sent into a batch an interruption left behind (--resume) without a duplicate row, `hr download`,
// and `tasks ls` finding the contracts sent.
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
    expect(result.err).toContain('row 1 mobile: not a mobile number (1380000)');
    expect(result.err).toContain('row 2 idNumber: not a valid ID number');
    expect(result.err).toContain('row 2 salary: a required field is missing');
    expect(result.err).toContain('nothing was sent');
    const status = await ecsign(['hr', 'send', '--template', templateId, '--rows', join(dir, 'missing.csv')]);
    expect(status.code).toBe(2);
  });

  it('sends a batch, waits for it, reports the failed row (exit 1) and downloads the signed PDFs', async () => {
    const file = join(dir, 'employees.csv');
    writeFileSync(
      file,
      `\uFEFF${header}\nHR-1,张三,13800000003,11010519491231002X,8000,工程师\nHR-2,李四,13800000004,110105198001010016,9000.50,设计师\nHR-3,王五,13900000077,110105199001010010,7000,助理\n`,
    );
    const sent = await ecsign(['hr', 'send', '--template', templateId, '--rows', file, '--wait', '--format', 'json']);
    expect(sent.code, sent.err).toBe(1);
    const report = JSON.parse(sent.err.slice(sent.err.indexOf('{'), sent.err.lastIndexOf('}') + 1)) as {
      batch: { batchId: string; state: string; sentCount: number; failedCount: number };
      failed: { businessId: string; errorStatus: number }[];
    };
    expect(report.batch).toMatchObject({ state: 'FINISH', sentCount: 2, failedCount: 1 });
    expect(report.failed).toEqual([expect.objectContaining({ businessId: 'HR-3', errorStatus: 70000008 })]);
    const batchId = report.batch.batchId;

    const status = await ecsign(['hr', 'status', batchId]);
    expect(status.code).toBe(1);
    expect(status.err).toContain('2 sent, 1 failed of 3');

    const out = join(dir, 'pdfs');
    const results = await ecsign(['hr', 'results', batchId, '--out', out]);
    expect(results.code, results.err).toBe(0);
    expect(results.out).toMatch(/HR-1\t张三\tSENT\tHT\d+/);
    expect(results.out).toContain('2 PDFs downloaded');
    const pdf = readFileSync(join(out, 'HR-1.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/ByteRange');
    // poppler's independent check of the enterprise's HR-seal signature (cryptographically intact).
    if (spawnSync('pdfsig', ['-v']).status !== null) {
      const checked = spawnSync('pdfsig', ['-nocert', join(out, 'HR-1.pdf')], { encoding: 'utf8' }).stdout;
      expect(checked.match(/Signature is Valid\./g)).toHaveLength(1);
      expect(checked).toContain('演示科技有限公司');
    }
    expect(existsSync(join(out, 'HR-3.pdf'))).toBe(false);

    // The same list again: every business ID is known with the same data, nothing new is sent.
    const again = await ecsign(['hr', 'send', '--template', templateId, '--rows', file, '--format', 'json']);
    expect(again.code).toBe(1);
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
    const csv = readFileSync(report.resultsFile, 'utf8');
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
    const listed = (JSON.parse(tasks.out) as { records: { taskNo: string }[] }).records.map((r) => r.taskNo);
    expect(listed).toEqual(expect.arrayContaining(taskNos));
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
  }, 60_000);
});
