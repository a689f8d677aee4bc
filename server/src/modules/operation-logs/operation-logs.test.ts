// The operation log end to end on the real app: a write in another module lands with its actor and
// outcome and without its body; logins are attributed (and their passwords and tokens kept out);
// search, paging, the 90-day rule and the CSV export; who may read which rows; the client address
// with and without a trusted proxy; and a log that cannot be written does not fail the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { operationLogSettled } from './install-operation-log';

async function loginInside(t: TestApp): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/ecapi/token/accessToken',
    payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
  });
  return reply.json().data.access_token;
}

describe('operation log', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    tokens.admin = await loginAs(t.app, 'admin', 'Admin@2026');
    tokens.hr = await loginAs(t.app, 'hr', 'Hr@2026ec');
    tokens.zhangsan = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    tokens.ops = await loginInside(t);
  }, 60_000);
  afterAll(() => t.close());

  const auth = (who: string, headers: Record<string, string> = {}) => ({
    authorization: `Bearer ${tokens[who]}`,
    ...headers,
  });
  async function page(who: string, query: Record<string, string> = {}) {
    await operationLogSettled(t.app);
    return t.app.inject({ method: 'GET', url: '/ecapi/bc/assemble/operationlog/page', query, headers: auth(who) });
  }
  const rows = async () => {
    await operationLogSettled(t.app);
    return t.context.database.query<Record<string, unknown>>('SELECT * FROM operation_logs ORDER BY id');
  };

  it('records a contact saved by the administrator: who, which enterprise, action, target, outcome — not the body', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/contact/save',
      headers: auth('admin', { 'user-agent': 'ecsign-test/1.0' }),
      payload: { signatoryType: 'PERSONAL', name: '赵小六', mobile: '13912345678' },
    });
    expect(saved.json().status, saved.body).toBe(200);
    const reply = await page('ops', { action: 'contact/save' });
    expect(reply.statusCode, reply.body).toBe(200);
    const [entry] = reply.json().data.records;
    const [admin] = await t.context.database.query<{ id: string; name: string; enterprise_id: string }>(
      `SELECT u.id, u.name, a.enterprise_id FROM users u JOIN accounts a ON a.user_id = u.id
        WHERE u.username = 'admin' AND a.account_type = 'ENTERPRISE'`,
    );
    expect(entry).toMatchObject({
      userId: admin!.id,
      userName: admin!.name,
      enterpriseId: admin!.enterprise_id,
      method: 'POST',
      route: '/ecapi/cb/assemble/contact/save',
      action: 'contact/save',
      httpStatus: 200,
      status: 200,
      outcome: 'SUCCESS',
      ip: '127.0.0.1',
      userAgent: 'ecsign-test/1.0',
    });
    expect(entry.enterpriseName).toBeTruthy();
    const stored = JSON.stringify(await rows());
    expect(stored).not.toContain('赵小六');
    expect(stored).not.toContain('13912345678');
  });

  it('records a refused write as a failure with its envelope status', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/contact/save',
      headers: auth('admin'),
      payload: { signatoryType: 'PERSONAL', name: '', mobile: '12' },
    });
    expect(refused.statusCode).toBe(400);
    const failures = (await page('ops', { action: 'contact/save', outcome: 'FAILURE' })).json().data.records;
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ httpStatus: 400, status: 70000002, outcome: 'FAILURE' });
    const successes = (await page('ops', { action: 'contact/save', outcome: 'SUCCESS' })).json().data.records;
    expect(successes).toHaveLength(1);
  });

  it('attributes a login to the user who logged in, and keeps passwords and tokens out', async () => {
    const token = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'zhangsan', password: 'Wrong@Pass2026' },
    });
    const logins = (await page('ops', { action: 'token/accessToken' })).json().data.records;
    expect(logins[0]).toMatchObject({ userId: null, outcome: 'FAILURE', status: 75000006 });
    expect(logins[1]).toMatchObject({ userName: '张三', outcome: 'SUCCESS' });
    const stored = JSON.stringify(await rows());
    for (const secret of ['Zhang@2026', 'Wrong@Pass2026', token]) expect(stored).not.toContain(secret);
  });

  it('searches by user (name part or id), pages newest first, and refuses more than 90 days', async () => {
    const mine = (await page('ops', { user: '张', size: '1', current: '1' })).json().data;
    expect(mine.total).toBeGreaterThanOrEqual(2);
    expect(mine.records).toHaveLength(1);
    const second = (await page('ops', { user: '张', size: '1', current: '2' })).json().data;
    expect(second.records[0].id).not.toBe(mine.records[0].id);
    expect(Date.parse(second.records[0].at)).toBeLessThanOrEqual(Date.parse(mine.records[0].at));
    const byId = (await page('ops', { user: mine.records[0].userId })).json().data;
    expect(byId.records.every((r: { userName: string }) => r.userName === '张三')).toBe(true);

    const now = Date.now();
    const span = (days: number) => ({
      from: new Date(now - days * 86_400_000).toISOString(),
      to: new Date(now).toISOString(),
    });
    expect((await page('ops', span(90))).json().status).toBe(200);
    const tooLong = await page('ops', span(91));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ status: 62100002, data: null });
    const future = await page('ops', { from: new Date(now + 3_600_000).toISOString() });
    expect(future.json().status).toBe(70000002);
    const past = (await page('ops', { to: new Date(now - 86_400_000).toISOString() })).json().data;
    expect(past.total).toBe(0);
  });

  it('exports the search as CSV with a UTF-8 BOM, escapes formula-like cells, and logs the export', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/contact/save',
      headers: auth('admin', { 'user-agent': '=HYPERLINK("http://evil")' }),
      payload: { signatoryType: 'PERSONAL', name: '钱七', mobile: '13912345679' },
    });
    await operationLogSettled(t.app);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/ecapi/bc/assemble/operationlog/export',
      query: { action: 'contact/save' },
      headers: auth('ops'),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="operation-log-\d{8}\.csv"; filename\*=UTF-8''operation-log-\d{8}\.csv$/,
    );
    const bytes = reply.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('时间,用户,用户ID,企业,操作,请求,对象ID,结果,HTTP状态,状态码,IP地址,客户端');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines.slice(1).every((line) => line.includes('contact/save'))).toBe(true);

    const english = await t.app.inject({
      method: 'GET',
      url: '/ecapi/bc/assemble/operationlog/export',
      headers: auth('ops', { 'accept-language': 'en' }),
    });
    expect(english.body).toContain('Time,User,User ID');
    const exports = (await page('ops', { action: 'operationlog/export' })).json().data.records;
    expect(exports).toHaveLength(2);
    expect(exports[0]).toMatchObject({ method: 'GET', userName: '运营小王', outcome: 'SUCCESS' });
  });

  it('lets an enterprise administrator read only his enterprise, and refuses everyone else with 403', async () => {
    await t.context.database.query(
      `INSERT INTO operation_logs (method, route, action, http_status, status, enterprise_id, user_name)
       VALUES ('POST', '/ecapi/x', 'other/enterprise', 200, 200, 'another-enterprise', '别家')`,
    );
    const own = (await page('admin')).json().data.records as { enterpriseId: string; action: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.enterpriseId)).size).toBe(1);
    expect(own.some((r) => r.action === 'other/enterprise')).toBe(false);
    const all = (await page('ops', { action: 'other/enterprise' })).json().data.records;
    expect(all).toHaveLength(1);
    const narrowed = (await page('ops', { enterpriseId: 'another-enterprise' })).json().data.records;
    expect(narrowed.map((r: { action: string }) => r.action)).toEqual(['other/enterprise']);

    const otherEnterprise = await page('admin', { enterpriseId: 'another-enterprise' });
    expect(otherEnterprise.statusCode).toBe(403);
    for (const who of ['zhangsan', 'hr']) {
      for (const path of ['page', 'export']) {
        const reply = await t.app.inject({
          method: 'GET',
          url: `/ecapi/bc/assemble/operationlog/${path}`,
          headers: auth(who),
        });
        expect(reply.statusCode, `${who} ${path}`).toBe(403);
        expect(reply.json()).toMatchObject({ status: 70000403, data: null });
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/ecapi/bc/assemble/operationlog/page' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For unless the server is configured to trust a proxy', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/contact/group/save',
      headers: auth('admin', { 'x-forwarded-for': '203.0.113.9' }),
      payload: { name: '转发组' },
    });
    const [entry] = (await page('ops', { action: 'contact/group/save' })).json().data.records;
    expect(entry.ip).toBe('127.0.0.1');

    const proxied = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const token = await loginAs(proxied.app, 'admin', 'Admin@2026');
      await proxied.app.inject({
        method: 'POST',
        url: '/ecapi/cb/assemble/contact/group/save',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' },
        payload: { name: '转发组' },
      });
      await operationLogSettled(proxied.app);
      const [row] = await proxied.context.database.query<{ ip: string }>(
        `SELECT ip FROM operation_logs WHERE action = 'contact/group/save'`,
      );
      expect(row?.ip).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
  }, 60_000);

  it('answers the request even when the log cannot be written', async () => {
    const before = (await rows()).length;
    await t.context.database.query('ALTER TABLE operation_logs RENAME TO operation_logs_away');
    try {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/ecapi/cb/assemble/contact/group/save',
        headers: auth('admin'),
        payload: { name: '无日志组' },
      });
      expect(reply.json().status, reply.body).toBe(200);
      await operationLogSettled(t.app);
    } finally {
      await t.context.database.query('ALTER TABLE operation_logs_away RENAME TO operation_logs');
    }
    expect((await rows()).length).toBe(before);
  });
});
