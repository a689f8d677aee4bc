// What the HR batch endpoints tell about a list: the batch keeps how many rows it received and a
// digest of them in order (what `ecsign hr send --resume` compares a list with), a repeated request
// leaves both alone; a business ID used with other data is named in 6400005's message; a list
// whose rows are all known names the batch that holds them; mobiles with +86 and separators are
// stored as 11 digits; an Open API list without business IDs names the rows; a CSV in an encoding
// other than UTF-8 or GBK is refused once with the line and the hint.
import { createHash } from 'node:crypto';
import { hrDigestLink } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowBusinessId, rowDataHash } from './add-hr-rows';
import { call, employeeRow, hrKit, type HrKit } from '../../test-support/hr-test-kit';

let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit();
}, 60_000);
afterAll(async () => kit?.t.close());

/** Text → Big5 bytes (as Excel in a Taiwan locale saves CSV), from the decoder's own table. */
function big5Bytes(text: string): Buffer {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('big5');
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\uFFFD' && !table.has(char)) table.set(char, [lead, trail]);
    }
  return Buffer.from([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : table.get(c)!)));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The digest of these rows, computed the way a client would (the server's code is not used). */
function digestOf(rows: ReturnType<typeof employeeRow>[]): string {
  return rows.reduce((previous, row) => {
    const parsed = { ...row, mobile: row.mobile.replace(/\D/g, '').slice(-11), values: row.values ?? {} };
    const hash = rowDataHash(kit.templateId, parsed);
    return sha256(hrDigestLink(previous, rowBusinessId(kit.templateId, parsed), hash));
  }, '');
}

async function inject(path: string, token: string, body: unknown, language = 'en') {
  const response = await kit.t.app.inject({
    method: 'POST',
    url: `/ecapi/${path}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload: body as object,
  });
  return response.json() as { status: number; message: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('HR batch list answers', () => {
  it('keeps the rows received and their digest; a repeated request changes neither', async () => {
    const first = [employeeRow(201), employeeRow(202, { businessId: undefined })];
    const created = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId: kit.templateId,
      taskName: 'd',
      rows: first,
    });
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({ rowsReceived: 2, rowsDigest: digestOf(first) });
    const batchId = created.data.batchId as string;

    const more = [employeeRow(203)];
    const added = await call(kit, 'POST', `/${batchId}/rows`, kit.tokens.hr, { rows: more });
    expect(added.data).toMatchObject({ rowCount: 3, rowsReceived: 3, rowsDigest: digestOf([...first, ...more]) });
    const repeated = await call(kit, 'POST', `/${batchId}/rows`, kit.tokens.hr, { rows: more });
    expect(repeated.data).toMatchObject({ rowCount: 3, rowsReceived: 3, rowsDigest: digestOf([...first, ...more]) });
    const read = await call(kit, 'GET', `/${batchId}`, kit.tokens.hr);
    expect(read.data.rowsDigest).toBe(digestOf([...first, ...more]));
    expect(read.data.rowsDigest).not.toBe(digestOf([...more, ...first]));
  });

  it('names the business ID sent again with other data (6400005)', async () => {
    const created = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId: kit.templateId,
      taskName: 'c',
      rows: [employeeRow(211)],
    });
    const changed = { ...employeeRow(211), values: { salary: '1', position: '经理' } };
    const body = { rows: [employeeRow(212), changed] };
    const zh = await inject(`hr/batch/${created.data.batchId}/rows`, kit.tokens.hr, body, 'zh');
    expect(zh.status).toBe(6400005);
    expect(zh.message).toBe('企业业务ID EMP-211 已登记过其他数据，不允许变更');
    const en = await inject(`hr/batch/${created.data.batchId}/rows`, kit.tokens.hr, body, 'en');
    expect(en.message).toContain('EMP-211');
    expect(en.data.rows).toEqual([{ row: 2, businessId: 'EMP-211' }]);
  });

  it('names the batch holding a list whose rows are all known (6400004)', async () => {
    const rows = [employeeRow(221), employeeRow(222)];
    const created = await call(kit, 'POST', '', kit.tokens.hr, { templateId: kit.templateId, taskName: 'k', rows });
    const again = await call(kit, 'POST', '', kit.tokens.hr, { templateId: kit.templateId, taskName: 'k', rows });
    expect(again.status).toBe(6400004);
    expect(again.data).toEqual({ batchIds: [created.data.batchId] });
  });

  it('stores mobiles written with +86, spaces or dashes as 11 digits', async () => {
    const rows = [employeeRow(231, { mobile: '+86 137-0000-0231' }), employeeRow(232, { mobile: '86 137 0000 0232' })];
    const created = await call(kit, 'POST', '', kit.tokens.hr, { templateId: kit.templateId, taskName: 'm', rows });
    expect(created.status, created.message).toBe(200);
    const stored = await call(kit, 'GET', `/${created.data.batchId}/rows?size=10`, kit.tokens.hr);
    expect(stored.data.records.map((r: { mobile: string }) => r.mobile)).toEqual(['13700000231', '13700000232']);
  });

  it('names the rows without a business ID on the Open API (75100003)', async () => {
    const app = await inject('openapi/apps', kit.tokens.admin, { name: 'hr-rows' });
    const token = await inject('openapi/v1/token', '', { appId: app.data.appId, appSecret: app.data.appSecret });
    const rows = [employeeRow(241), employeeRow(242, { businessId: undefined }), employeeRow(243, { businessId: ' ' })];
    const reply = await inject('openapi/v1/hr/batch', token.data.accessToken, {
      templateId: kit.templateId,
      taskName: 'o',
      rows,
    });
    expect(reply.status).toBe(75100003);
    expect(reply.data).toEqual({ rows: [2, 3] });
    expect(reply.message).toBe('The business ID is required: row 2, 3 has none');
  });

  it('refuses a CSV in UTF-16 or Big5 once, with the hint to save it as UTF-8 or GBK', async () => {
    const text = '业务ID,姓名,手机号,身份证号,月薪,岗位\r\nE1,张三,13700000001,11010519491231002X,8000,工程师\r\n';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big5 = big5Bytes('業務ID,姓名,手機號,身份證號,月薪,崗位');
    for (const bytes of [utf16, Buffer.concat([big5, Buffer.from('\r\n')])]) {
      const response = await kit.t.app.inject({
        method: 'POST',
        url: `/ecapi/hr/batch/parse?templateId=${kit.templateId}&fileName=list.csv`,
        headers: { authorization: `Bearer ${kit.tokens.hr}`, 'content-type': 'text/csv', 'accept-language': 'en' },
        payload: bytes,
      });
      const reply = response.json() as { status: number; message: string };
      expect(reply.status).toBe(75006003);
      expect(reply.message).toContain('from line 1 it is neither UTF-8 nor GBK');
      expect(reply.message).toContain('save it as CSV in UTF-8 or GBK');
    }
  });
});
