// `ecsign hr send` and `ecsign tasks ls` in-process against a scripted server: a GBK list from
// Excel reads like a UTF-8 one; a 100,001-row list, an empty list or one with bad rows is refused
// before anything is created; a good list is sent in chunks, followed to its end, summarised and
// written to a results CSV; --resume after an interruption sends into the same batch and never
// creates a second one; --json output parses; tasks ls sends the file manager's query for a tab.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HR_LIST_HEADER as HEADER,
  batchView as batch,
  employeeLine as line,
  employeeList as list,
  encodeLegacy,
  idNumber,
} from '../test-support/hr-list-fixture';
import type { SeenRequest, TRoute } from '../test-support/fake-server';
import { hrCli, hrTemplateColumns, removeHrCliDirs } from '../test-support/hr-cli-harness';

afterEach(removeHrCliDirs);

const COLUMNS = hrTemplateColumns(true);

const rowView = (n: number, status: string) => ({
  rowId: `r${n}`,
  index: n,
  businessId: `E-${n}`,
  name: `员工${n}`,
  mobile: `137${String(n).padStart(8, '0')}`,
  status,
  planId: status === 'SENT' ? `p${n}` : null,
  taskNo: status === 'SENT' ? `HT2026112600000${n}` : null,
  planStatus: status === 'SENT' ? 1 : null,
  errorStatus: status === 'FAILED' ? 70000008 : null,
  errorMessage: status === 'FAILED' ? 'The user does not exist' : null,
});
const rowsOf = (request: SeenRequest) => (JSON.parse(request.body!) as { rows: unknown[] }).rows.length;

describe('ecsign hr send: the list is checked before anything is created', () => {
  it('reads a GBK list saved by Excel like a UTF-8 one', async () => {
    const { dir, run, out, seen } = await hrCli({ 'GET hr/batch/columns': { status: 200, data: COLUMNS } });
    const file = join(dir, 'staff.csv');
    writeFileSync(file, encodeLegacy(`${list(2)}\r\n`, 'gbk'));
    expect(await run(['hr', 'send', file, '--template', 't1', '--dry-run'])).toBe(0);
    expect(out).toEqual(['all 2 rows are valid']);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET hr/batch/columns']);
  });

  it('refuses a 100,001-row list whole, and an empty one, sending nothing', async () => {
    const { dir, run, err, seen } = await hrCli({ 'GET hr/batch/columns': { status: 200, data: COLUMNS } });
    const big = join(dir, 'big.csv');
    writeFileSync(big, list(100_001));
    expect(await run(['hr', 'send', big, '--template', 't1'])).toBe(2);
    expect(err.join('\n')).toContain('the list has 100001 rows, at most 100000 are allowed per file; nothing was sent');
    const empty = join(dir, 'empty.csv');
    writeFileSync(empty, `${HEADER}\n\n,,,,,\n`);
    expect(await run(['hr', 'send', empty, '--template', 't1'])).toBe(2);
    expect(err.join('\n')).toContain('the list has no employee rows');
    expect(seen.every((r) => r.method === 'GET')).toBe(true);
  }, 60_000);

  it('prints every bad row and duplicate employee with its reason, exit 2, no batch', async () => {
    const { dir, run, err, seen } = await hrCli({ 'GET hr/batch/columns': { status: 200, data: COLUMNS } });
    const file = join(dir, 'bad.csv');
    writeFileSync(
      file,
      `${HEADER}\n${line(1)}\nE-2,李四,1380000,${idNumber(2)},,工程师\nE-3,王五,13700000003,${idNumber(1)},1,x\n`,
    );
    expect(await run(['hr', 'send', file, '--template', 't1'])).toBe(2);
    const text = err.join('\n');
    // Rows as Excel numbers them: the header is row 1.
    expect(text).toContain('row 3 mobile: not a mobile number (1380000)');
    expect(text).toContain('row 3 salary: a required field is missing');
    expect(text).toContain('row 4 idNumber: the employee repeats an earlier row (2)');
    expect(text).toContain('3 problems found; nothing was sent');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    expect(await run(['hr', 'send', join(dir, 'staff.txt'), '--template', 't1'])).toBe(2);
    expect(err.at(-1)).toContain('only CSV or XLSX files are accepted');
  });
});

describe('ecsign hr send: sending, results and --resume', () => {
  it('sends in chunks, follows the batch, prints the summary and writes the results CSV', async () => {
    let polls = 0;
    const { dir, run, out, err, seen } = await hrCli({
      'GET hr/batch/columns': { status: 200, data: COLUMNS },
      'POST hr/batch': (request) => ({ status: 200, data: batch({ rowCount: rowsOf(request) }) }),
      'POST hr/batch/b1/rows': (request) => ({ status: 200, data: batch({ rowCount: 1000 + rowsOf(request) }) }),
      'POST hr/batch/b1/start': { status: 200, data: batch({ rowCount: 1200, started: true }) },
      'GET hr/batch/b1': () => ({
        status: 200,
        data:
          ++polls < 2
            ? batch({ rowCount: 1200, started: true, state: 'PROCESSING', sentCount: 600, waitingCount: 600 })
            : batch({ rowCount: 1200, started: true, state: 'FINISH', sentCount: 1200 }),
      }),
      'GET hr/batch/b1/rows': {
        status: 200,
        data: { total: 2, current: 1, records: [rowView(1, 'SENT'), rowView(2, 'SENT')] },
      },
    });
    const file = join(dir, 'staff.csv');
    writeFileSync(file, list(1200));
    expect(await run(['hr', 'send', file, '--template', 't1'])).toBe(0);
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['hr/batch', 'hr/batch/b1/rows', 'hr/batch/b1/start']);
    expect([rowsOf(posts[0]!), rowsOf(posts[1]!)]).toEqual([1000, 200]);
    expect(err[0]).toBe(`if interrupted, continue with: ecsign hr send ${file} --resume b1`);
    expect(err).toContain('[############------------]  50%  600/1200  600 sent, 0 failed of 1200');
    const report = out.join('\n');
    expect(report).toContain('Total  Sent  Failed  Cancelled  Waiting\n1200   1200  0       0          0\n');
    const csv = readFileSync(join(dir, 'staff-results.csv'), 'utf8');
    expect(report).toContain(`results written to ${join(dir, 'staff-results.csv')}`);
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFrow,businessId,name,mobile,status,taskNo,planId,errorStatus,errorMessage',
      '2,E-1,员工1,13700000001,SENT,HT20261126000001,p1,,',
    ]);
  });

  it('continues an interrupted upload with --resume: the same batch, every row again, one start', async () => {
    let cut = true;
    const routes: Record<string, TRoute> = {
      'GET hr/batch/columns': { status: 200, data: COLUMNS },
      'POST hr/batch': (request) => ({ status: 200, data: batch({ rowCount: rowsOf(request) }) }),
      // The network fails on the second chunk the first time.
      'POST hr/batch/b1/rows': (request) =>
        cut ? 'unreachable' : { status: 200, data: batch({ rowCount: Math.max(1000, rowsOf(request)) }) },
      'GET hr/batch/b1': () => ({ status: 200, data: batch({ rowCount: 1000 }) }),
      'POST hr/batch/b1/start': {
        status: 200,
        data: batch({ rowCount: 1200, started: true, sendTimeState: 'ENABLE', startTime: '2027-01-04 09:00' }),
      },
    };
    const { dir, run, out, err, seen } = await hrCli(routes);
    const file = join(dir, 'staff.csv');
    writeFileSync(file, list(1200));
    expect(await run(['hr', 'send', file, '--template', 't1', '--at', '2027-01-04 09:00'])).not.toBe(0);
    expect(err.join('\n')).toContain(`--resume b1`);
    expect(seen.some((r) => r.path === 'hr/batch/b1/start')).toBe(false);

    cut = false;
    seen.length = 0;
    expect(await run(['hr', 'send', file, '--resume', 'b1', '--at', '2027-01-04 09:00', '--json'])).toBe(0);
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['hr/batch/b1/rows', 'hr/batch/b1/rows', 'hr/batch/b1/start']);
    expect(JSON.parse(seen.find((r) => r.path === 'hr/batch/b1/start')!.body!)).toEqual({
      startTime: '2027-01-04 09:00',
    });
    expect(JSON.parse(out.at(-1)!)).toMatchObject({ batch: { batchId: 'b1', started: true }, failed: [] });
  });

  it('resumes a batch that already started by following it, without sending rows', async () => {
    const { dir, run, seen } = await hrCli({
      'GET hr/batch/columns': { status: 200, data: COLUMNS },
      'GET hr/batch/b1': {
        status: 200,
        data: batch({ rowCount: 2, started: true, state: 'FINISH', sentCount: 1, failedCount: 1 }),
      },
      'GET hr/batch/b1/rows': {
        status: 200,
        data: { total: 2, current: 1, records: [rowView(1, 'SENT'), rowView(2, 'FAILED')] },
      },
    });
    const file = join(dir, 'staff.csv');
    writeFileSync(file, list(2));
    expect(await run(['hr', 'send', file, '--resume', 'b1', '--template', 'other'])).toBe(2);
    expect(await run(['hr', 'send', file, '--resume', 'b1'])).toBe(1);
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    expect(readFileSync(join(dir, 'staff-results.csv'), 'utf8')).toContain(
      '3,E-2,员工2,13700000002,FAILED,,,70000008,The user does not exist',
    );
  });

  it('runs as an Open API app from the environment, with no login', async () => {
    const { dir, run, seen } = await hrCli(
      {
        'POST openapi/v1/token': { status: 200, data: { accessToken: 'oa_x', tokenType: 'bearer', expiresIn: 7200 } },
        'GET openapi/v1/hr/batch/b1': {
          status: 200,
          data: batch({ rowCount: 2, started: true, state: 'FINISH', sentCount: 2 }),
        },
      },
      { env: { ECSIGN_APP_ID: 'app', ECSIGN_APP_SECRET: 'secret' } },
    );
    expect(await run(['hr', 'status', 'b1', '--json'])).toBe(0);
    expect(seen.map((r) => r.path)).toEqual(['openapi/v1/token', 'openapi/v1/hr/batch/b1']);
    expect(seen[1]!.headers.Authorization).toBe('Bearer oa_x');
    void dir;
  });
});

/** A row of contract/list as the server answers it. */
function listRecord() {
  return {
    planId: 'p1',
    contractId: 'p1',
    taskName: '劳动合同',
    taskNo: 'HT20261126000001',
    contractNo: 'HT20261126000001',
    contractName: '劳动合同.pdf',
    scene: 'BATCH',
    initiator: '王管理',
    initiatorEnterprise: '演示科技有限公司',
    creator: '王管理',
    initiateTime: '2026-11-26 10:00:00',
    signDeadline: '2026-12-31 18:00:00',
    progress: { signed: 1, total: 2 },
    fileTotal: 1,
    fileType: 'PDF',
    lastSaveTime: '2026-11-26 10:00:00',
    taskStatus: 1,
    listStatus: 'SIGNING',
    businessType: '',
    businessTypeName: null,
    signatory: '员工1',
    signStatus: null,
    voidReason: null,
    voidRoute: null,
    sealName: null,
    sealStamped: null,
    systemSource: 'HR_BATCH',
    sendDepartment: null,
    version: 1,
  };
}

describe('ecsign tasks ls', () => {
  it("lists a tab's page as the file manager asks for it", async () => {
    const record = listRecord();
    const { run, out, seen } = await hrCli({
      'POST contract/list': { status: 200, data: { total: 1, current: 1, records: [record] } },
    });
    expect(await run(['tasks', 'ls', '--tab', 'to-sign', '--search', '劳动 合同'])).toBe(0);
    expect(JSON.parse(seen[0]!.body!)).toEqual({ tab: 'TO_SIGN', current: 1, size: 20, taskName: '劳动合同' });
    expect(out[0]!.split('\n')[0]).toBe('To sign by me: page 1, 1 tasks in all');
    expect(out[0]).toMatch(/HT20261126000001 {2}劳动合同 {3}Waiting for me {2}1\/2 +王管理 +2026-12-31 18:00:00/);
    expect(await run(['tasks', 'ls', '--tab', 'nope'])).toBe(2);
    expect(await run(['tasks', 'ls', '--size', '500'])).toBe(2);
  });

  it('prints a hostile contract name without its escape sequences or bidi override', async () => {
    const hostile = '\u001b[2J\u001b]0;owned\u0007合同\u202Eexe.pdf\u009b31m\u0000';
    const { run, out } = await hrCli({
      'POST contract/list': {
        status: 200,
        data: {
          total: 1,
          current: 1,
          records: [{ ...listRecord(), taskName: hostile, initiator: '王\u001b[31m管理' }],
        },
      },
    });
    expect(await run(['tasks', 'ls'])).toBe(0);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(out[0]).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E]/);
    expect(out[0]).toContain('合同exe.pdf');
    expect(out[0]).toContain('王管理');
    expect(await run(['tasks', 'ls', '--json'])).toBe(0);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(out[1]).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E]/);
  });
});
