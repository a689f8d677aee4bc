// What `ecsign hr` answers HR staff about their lists, in-process against a scripted server:
// --resume refuses a list that is not the batch's (nothing sent, no results file written) and
// sends only the rows a matching batch lacks; a missing column is said once in the reader's
// language; an encoding other than UTF-8/GBK is said once with the hint; mobiles with +86 and
// separators go out as 11 digits; a list sent before is answered with its batch (exit 0); the
// server's refusals of rows are list errors (exit 2) naming the rows; --json errors are one JSON
// object on standard error; `hr templates` and `hr sample`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvText, tableToEmployeeRows } from '@ecsign/core/model';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HR_LIST_HEADER as HEADER,
  batchView as batch,
  employeeLine as line,
  employeeList as list,
  encodeLegacy,
  idNumber,
} from '../test-support/hr-list-fixture';
import { hrCli, hrTemplateColumns, removeHrCliDirs } from '../test-support/hr-cli-harness';
import { listDigest } from './list-digest';

afterEach(removeHrCliDirs);

const COLUMNS = hrTemplateColumns(false);
/** The rows of a list as the CLI reads them (what a batch made from it received). */
const rowsOf = (text: string) => tableToEmployeeRows(parseCsvText(text), COLUMNS.columns).rows;

const posts = (seen: { method: string; path: string }[]) => seen.filter((r) => r.method === 'POST').map((r) => r.path);

describe('hr send --resume compares the list with the batch', () => {
  it('refuses a 5-row list for a 200-row batch: exit 2, nothing sent, the results file untouched', async () => {
    const finished = batch({
      started: true,
      state: 'FINISH',
      rowCount: 200,
      sentCount: 200,
      rowsReceived: 200,
      rowsDigest: listDigest('t1', rowsOf(list(200))),
    });
    const { dir, run, err, seen } = await hrCli({
      'GET hr/batch/columns': { status: 200, data: COLUMNS },
      'GET hr/batch/b1': { status: 200, data: finished },
      'GET hr/batch/b1/rows': { status: 200, data: { total: 0, current: 1, records: [] } },
    });
    const file = join(dir, 'five.csv');
    writeFileSync(file, list(5, 'X'));
    writeFileSync(join(dir, 'five-results.csv'), 'earlier results');
    expect(await run(['hr', 'send', file, '--resume', 'b1'])).toBe(2);
    expect(err.at(-1)).toBe(
      `ecsign: ${file} is not the list of batch b1 (the batch received 200 rows, this file has 5, and they differ); ` +
        'nothing was sent and no results file was written. Resume with the list the batch was sent from, or send ' +
        'this file as a new batch without --resume',
    );
    expect(readFileSync(join(dir, 'five-results.csv'), 'utf8')).toBe('earlier results');
    expect(posts(seen)).toEqual([]);
    expect(seen.some((r) => r.path === 'hr/batch/b1/rows')).toBe(false);

    // The same number of rows with other data is no more the batch's list.
    const other = join(dir, 'other.csv');
    writeFileSync(other, list(200, 'Y'));
    expect(await run(['hr', 'send', other, '--resume', 'b1', '--json'])).toBe(2);
    expect(JSON.parse(err.at(-1)!)).toMatchObject({
      error: { code: 'HR_LIST_NOT_BATCH', exitCode: 2, details: { batchId: 'b1', received: 200, rows: 200 } },
    });
  });

  it('says so in Chinese for a Chinese reader', async () => {
    const { dir, run, err } = await hrCli(
      {
        'GET hr/batch/columns': { status: 200, data: COLUMNS },
        'GET hr/batch/b1': {
          status: 200,
          data: batch({ rowsReceived: 3, rowsDigest: listDigest('t1', rowsOf(list(3))) }),
        },
      },
      { language: 'zh' },
    );
    const file = join(dir, 'two.csv');
    writeFileSync(file, list(2));
    expect(await run(['hr', 'send', file, '--resume', 'b1'])).toBe(2);
    expect(err.at(-1)).toContain(`${file} 不是批次 b1 的名单（批次收到 3 行，此文件有 2 行，内容不一致）`);
  });

  it('sends only the rows a matching batch lacks, then starts it', async () => {
    const text = list(5);
    const { dir, run, seen } = await hrCli({
      'GET hr/batch/columns': { status: 200, data: COLUMNS },
      'GET hr/batch/b1': {
        status: 200,
        data: batch({ rowCount: 3, rowsReceived: 3, rowsDigest: listDigest('t1', rowsOf(text).slice(0, 3)) }),
      },
      'POST hr/batch/b1/rows': { status: 200, data: batch({ rowCount: 5 }) },
      'POST hr/batch/b1/start': { status: 200, data: batch({ rowCount: 5, started: true }) },
    });
    const file = join(dir, 'staff.csv');
    writeFileSync(file, text);
    expect(await run(['hr', 'send', file, '--resume', 'b1', '--no-wait'])).toBe(0);
    expect(posts(seen)).toEqual(['hr/batch/b1/rows', 'hr/batch/b1/start']);
    const sent = JSON.parse(seen.find((r) => r.path === 'hr/batch/b1/rows')!.body!) as {
      rows: { businessId: string }[];
    };
    expect(sent.rows.map((r) => r.businessId)).toEqual(['E-4', 'E-5']);
  });
});

describe('hr send reads the list once, as the person wrote it', () => {
  it('names a missing column once, in the reader language, not on every row', async () => {
    const routes = { 'GET hr/batch/columns': { status: 200, data: COLUMNS } };
    const rows = Array.from({ length: 30 }, (_, i) => `E-${i},员工${i},${idNumber(i + 1)},8000`).join('\n');
    for (const [language, expected] of [
      ['zh', '名单缺少“手机号”列（第 1 行是表头）'],
      ['en', 'the list has no "mobile" column (row 1 is the header)'],
      ['zh-TW', '名單缺少「手機號」欄（第 1 列是表頭）'],
    ] as const) {
      const { dir, run, err, seen } = await hrCli(routes, { language });
      const file = join(dir, 'no-mobile.csv');
      writeFileSync(file, `业务ID,姓名,身份证号,月薪\n${rows}\n`);
      expect(await run(['hr', 'send', file, '--template', 't1'])).toBe(2);
      expect(err.slice(0, -1)).toEqual([expected]);
      expect(posts(seen)).toEqual([]);
    }
    const { dir, run, err } = await hrCli(routes, { language: 'zh' });
    const file = join(dir, 'no-salary.csv');
    writeFileSync(file, `姓名,手机号,身份证号\n张三,13700000001,${idNumber(1)}\n`);
    expect(await run(['hr', 'send', file, '--template', 't1'])).toBe(2);
    expect(err.slice(0, -1)).toEqual(['名单缺少“月薪”列（第 1 行是表头）']);
  });

  it('refuses UTF-16, Big5 and a stray byte once each, with the hint to save as UTF-8 or GBK', async () => {
    const { dir, run, err, seen } = await hrCli({ 'GET hr/batch/columns': { status: 200, data: COLUMNS } });
    const text = `${list(3)}\r\n`;
    const utf16 = join(dir, 'unicode.csv');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(await run(['hr', 'send', utf16, '--template', 't1'])).toBe(2);
    expect(err).toEqual([
      `ecsign: ${utf16} is in UTF-16 (Excel's "Unicode Text") and cannot be read; nothing was sent. Save it in Excel as "CSV UTF-8 (Comma delimited)" or as CSV in GBK and try again`,
    ]);
    const big5 = join(dir, 'big5.csv');
    writeFileSync(
      big5,
      encodeLegacy(`業務ID,姓名,手機號,身份證號,月薪\r\nE-1,張三,13700000001,${idNumber(1)},8000\r\n`, 'big5'),
    );
    expect(await run(['hr', 'send', big5, '--template', 't1'])).toBe(2);
    expect(err.at(-1)).toContain('is neither UTF-8 nor GBK from line 1 on');
    const stray = join(dir, 'stray.csv');
    const bytes = Buffer.from(text);
    const at = bytes.indexOf('员工3');
    writeFileSync(stray, Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff]), bytes.subarray(at)]));
    expect(await run(['hr', 'send', stray, '--template', 't1'])).toBe(2);
    expect(err.at(-1)).toContain('from line 4 on');
    expect(err.at(-1)).toContain('Save it as CSV in UTF-8 or GBK and try again');
    expect(err).toHaveLength(3);
    expect(seen).toEqual([]);
    // GBK, as Excel writes it in a Chinese locale, is read.
    const gbk = join(dir, 'gbk.csv');
    writeFileSync(gbk, encodeLegacy(text, 'gbk'));
    expect(await run(['hr', 'send', gbk, '--template', 't1', '--dry-run'])).toBe(0);
  });

  it('sends mobiles written with +86, spaces or dashes as 11 digits', async () => {
    const { dir, run, seen } = await hrCli({
      'GET hr/batch/columns': { status: 200, data: COLUMNS },
      'POST hr/batch': { status: 200, data: batch({ rowCount: 3 }) },
      'POST hr/batch/b1/start': { status: 200, data: batch({ rowCount: 3, started: true }) },
    });
    const file = join(dir, 'mobiles.csv');
    writeFileSync(
      file,
      [
        HEADER,
        `E-1,张三,+86 137 0000 0001,${idNumber(1)},8000,`,
        `E-2,李四,86-137-0000-0002,${idNumber(2)},8000,`,
        `E-3,王五,137 0000-0003,${idNumber(3)},8000,`,
      ].join('\r\n'),
    );
    expect(await run(['hr', 'send', file, '--template', 't1', '--no-wait'])).toBe(0);
    const body = JSON.parse(seen.find((r) => r.path === 'hr/batch')!.body!) as { rows: { mobile: string }[] };
    expect(body.rows.map((r) => r.mobile)).toEqual(['13700000001', '13700000002', '13700000003']);
  });
});

describe('hr send: what the server says about the rows', () => {
  it('answers a list sent before with its batch and counts, exit 0', async () => {
    const { dir, run, out, seen } = await hrCli({
      'GET hr/batch/columns': { status: 200, data: COLUMNS },
      'POST hr/batch': { status: 6400004, message: '企业业务ID已存在', data: { batchIds: ['b7'] } },
      'GET hr/batch/b7': {
        status: 200,
        data: batch({ batchId: 'b7', started: true, state: 'FINISH', rowCount: 3, sentCount: 2, failedCount: 1 }),
      },
    });
    const file = join(dir, 'staff.csv');
    writeFileSync(file, list(3));
    expect(await run(['hr', 'send', file, '--template', 't1'])).toBe(0);
    expect(out).toEqual([
      'all 3 rows of this list were already sent: batch b7 (2 sent, 1 failed of 3); nothing was sent again. ' +
        'Results: ecsign hr status b7',
    ]);
    expect(posts(seen)).toEqual(['hr/batch']);
    expect(existsSync(join(dir, 'staff-results.csv'))).toBe(false);
  });

  it('makes a business ID registered with other data a list error naming the ID and its row (exit 2)', async () => {
    const { dir, run, err } = await hrCli({
      'GET hr/batch/columns': { status: 200, data: COLUMNS },
      'POST hr/batch': {
        status: 6400005,
        message: 'x',
        data: { businessId: 'E-2', rows: [{ row: 2, businessId: 'E-2' }] },
      },
    });
    const file = join(dir, 'staff.csv');
    writeFileSync(file, list(3));
    expect(await run(['hr', 'send', file, '--template', 't1'])).toBe(2);
    expect(err.at(-1)).toBe(
      'ecsign: the server refused the list: The enterprise business ID E-2 is already registered with other data ' +
        'and cannot be changed (Row 3); nothing was sent',
    );
  });

  it('as an Open API app, names the rows without a business ID before sending (exit 2)', async () => {
    const { dir, run, err, seen } = await hrCli(
      {
        'POST openapi/v1/token': { status: 200, data: { accessToken: 'oa_x', tokenType: 'bearer', expiresIn: 7200 } },
        'GET openapi/v1/hr/batch/columns': { status: 200, data: COLUMNS },
      },
      { env: { ECSIGN_APP_ID: 'app', ECSIGN_APP_SECRET: 'secret' } },
    );
    const file = join(dir, 'staff.csv');
    writeFileSync(file, [HEADER, line(1), line(2).replace('E-2', ''), line(3).replace('E-3', '')].join('\n'));
    expect(await run(['hr', 'send', file, '--template', 't1'])).toBe(2);
    expect(err).toEqual([
      'row 3 businessId: every row needs a business ID when sent as an Open API app',
      'row 4 businessId: every row needs a business ID when sent as an Open API app',
      'ecsign: 2 problems found; nothing was sent',
    ]);
    expect(posts(seen)).toEqual(['openapi/v1/token']);
  });

  it("makes the Open API's 75100003 a list error with its rows (exit 2)", async () => {
    const { dir, run, err } = await hrCli(
      {
        'POST openapi/v1/token': { status: 200, data: { accessToken: 'oa_x', tokenType: 'bearer', expiresIn: 7200 } },
        'GET openapi/v1/hr/batch/columns': { status: 200, data: COLUMNS },
        'POST openapi/v1/hr/batch': { status: 75100003, message: '业务ID不能为空', data: { rows: [2] } },
      },
      { env: { ECSIGN_APP_ID: 'app', ECSIGN_APP_SECRET: 'secret' } },
    );
    const file = join(dir, 'staff.csv');
    writeFileSync(file, list(2));
    expect(await run(['hr', 'send', file, '--template', 't1'])).toBe(2);
    expect(err.at(-1)).toBe(
      'ecsign: the server refused the list: The business ID is required: row 2 has none; nothing was sent',
    );
  });
});

describe('hr --json errors', () => {
  it('puts one JSON error object on standard error and nothing else there', async () => {
    const { dir, run, out, err } = await hrCli({ 'GET hr/batch/columns': { status: 200, data: COLUMNS } });
    const file = join(dir, 'bad.csv');
    writeFileSync(file, `${HEADER}\n${line(1)}\nE-2,李四,1380000,${idNumber(2)},8000,\n`);
    expect(await run(['hr', 'send', file, '--template', 't1', '--json'])).toBe(2);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(JSON.parse(err[0]!)).toEqual({
      error: {
        code: 'HR_LIST_INVALID',
        message: '1 problems found; nothing was sent',
        exitCode: 2,
        details: {
          issues: [
            {
              row: 3,
              column: 'mobile',
              problem: 'MOBILE_INVALID',
              value: '1380000',
              message: 'row 3 mobile: not a mobile number (1380000)',
            },
          ],
        },
      },
    });
    err.length = 0;
    expect(await run(['hr', 'status', 'nope', '--json'])).toBe(1);
    expect(JSON.parse(err[0]!)).toMatchObject({ error: { code: expect.any(String), exitCode: 1 } });
    expect(err).toHaveLength(1);
  });

  it('keeps a finished batch with failed rows on standard output and the error on standard error (exit 1)', async () => {
    const failedRow = {
      rowId: 'r1',
      index: 1,
      businessId: 'E-1',
      name: '员工1',
      mobile: '13700000001',
      status: 'FAILED',
      planId: null,
      taskNo: null,
      planStatus: null,
      errorStatus: 70000008,
      errorMessage: 'The user does not exist',
    };
    const { run, out, err } = await hrCli({
      'GET hr/batch/b1': { status: 200, data: batch({ started: true, state: 'FINISH', rowCount: 1, failedCount: 1 }) },
      'GET hr/batch/b1/rows': { status: 200, data: { total: 1, current: 1, records: [failedRow] } },
    });
    expect(await run(['hr', 'status', 'b1', '--json'])).toBe(1);
    expect(JSON.parse(out.join('\n'))).toMatchObject({ batch: { batchId: 'b1' }, failed: [{ businessId: 'E-1' }] });
    expect(err.map((text) => JSON.parse(text) as unknown)).toEqual([
      {
        error: { code: 'HR_ROWS_FAILED', message: '1 rows failed', exitCode: 1, details: { batchId: 'b1', failed: 1 } },
      },
    ]);
  });
});

describe('hr templates and hr sample', () => {
  it('lists the usable templates with their fields', async () => {
    const { run, out } = await hrCli({
      'GET hr/batch/templates': { status: 200, data: [{ templateId: 't1', name: '劳动合同' }] },
      'GET hr/batch/columns': { status: 200, data: COLUMNS },
    });
    expect(await run(['hr', 'templates'])).toBe(0);
    expect(out[0]!.split('\n')).toEqual([
      'Template ID  Name      List columns (* required)',
      't1           劳动合同  月薪 (salary)*, 岗位 (position)',
    ]);
    out.length = 0;
    expect(await run(['hr', 'templates', '--json'])).toBe(0);
    expect(JSON.parse(out[0]!)).toEqual([{ templateId: 't1', name: '劳动合同', fields: COLUMNS.columns }]);
  });

  it('writes a ready-to-fill list: the header only, UTF-8 with a BOM', async () => {
    const sampleCsv =
      '\uFEFF业务ID,姓名,手机号,身份证号,月薪,岗位\r\nHR-0001,张三,13800000001,11010519491231002X,8000.00,示例\r\n';
    const { dir, run, out } = await hrCli(
      { 'GET hr/batch/columns': { status: 200, data: COLUMNS } },
      {
        intercept: (url) =>
          url.includes('/hr/batch/sample?templateId=t1')
            ? new Response(sampleCsv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } })
            : undefined,
      },
    );
    const file = join(dir, 'fill-me.csv');
    expect(await run(['hr', 'sample', '--template', 't1', '-o', file])).toBe(0);
    expect(out).toEqual([`wrote ${file}: 6 columns, UTF-8 with a BOM, ready to fill in Excel`]);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe('\uFEFF业务ID,姓名,手机号,身份证号,月薪,岗位\r\n');
  });
});
