// Spec items this file exercises (docs/spec-items.md): E-7510xxxx.
// The Open API: app credentials (administrators only, secret shown once, revocable), tokens
// (75100001 for a wrong secret, 75100004 once revoked), an HR batch run by an app (business IDs
// required: 75100003; empty lists: 75100005), and its authorisation: another enterprise's app
// gets 404 and never data, a session token is no app token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployees, employeeRow, hrKit, type HrKit } from '../../test-support/hr-test-kit';
import { operationLogSettled } from '../operation-logs/install-operation-log';

let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit({ jobs: true });
  await addEmployees(kit.t.context, 1, 3);
}, 60_000);
afterAll(async () => kit?.t.close());

async function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await kit.t.app.inject({
    method,
    url: `/ecapi/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { http: response.statusCode, ...(response.json() as { status: number; data: any }) }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function appToken(adminToken: string, name: string) {
  const created = await call('POST', 'openapi/apps', adminToken, { name });
  expect(created.status).toBe(200);
  const token = await call('POST', 'openapi/v1/token', undefined, {
    appId: created.data.appId,
    appSecret: created.data.appSecret,
  });
  expect(token.status).toBe(200);
  return {
    appId: created.data.appId as string,
    secret: created.data.appSecret as string,
    token: token.data.accessToken as string,
  };
}

describe('Open API apps and tokens', () => {
  it('lets only administrators create apps; keeps no secret; refuses a wrong secret and a revoked app', async () => {
    expect((await call('POST', 'openapi/apps', kit.tokens.hr, { name: 'OA' })).http).toBe(403);
    expect((await call('POST', 'openapi/apps', undefined, { name: 'OA' })).http).toBe(401);
    const { appId, secret, token } = await appToken(kit.tokens.admin, '人事系统');
    const listed = await call('GET', 'openapi/apps', kit.tokens.admin);
    expect(listed.data).toEqual([expect.objectContaining({ appId, name: '人事系统', revokedAt: null })]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);
    const [stored] = await kit.t.context.database.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM open_api_apps WHERE app_id = $1',
      [appId],
    );
    expect(stored!.secret_hash).not.toContain(secret);
    expect((await call('POST', 'openapi/v1/token', undefined, { appId, appSecret: `${secret}x` })).status).toBe(
      75100001,
    );
    // The other enterprise's administrator cannot see or revoke it.
    expect((await call('GET', 'openapi/apps', kit.tokens.other)).data).toEqual([]);
    expect((await call('POST', `openapi/apps/${appId}/revoke`, kit.tokens.other)).http).toBe(404);

    expect((await call('GET', 'openapi/v1/hr/batch/list', token)).status).toBe(200);
    expect((await call('POST', `openapi/apps/${appId}/revoke`, kit.tokens.admin)).data.revokedAt).not.toBeNull();
    expect((await call('GET', 'openapi/v1/hr/batch/list', token)).http).toBe(401);
    expect((await call('POST', 'openapi/v1/token', undefined, { appId, appSecret: secret })).status).toBe(75100004);
  });
});

describe('HR batches through the Open API', () => {
  it('runs a batch with business IDs and keeps it from other enterprises', async () => {
    const { token } = await appToken(kit.tokens.admin, 'HRIS');
    const base = 'openapi/v1/hr/batch';
    const noId = await call('POST', base, token, {
      templateId: kit.templateId,
      taskName: 'API',
      rows: [employeeRow(1, { businessId: undefined })],
    });
    expect(noId.status).toBe(75100003);
    const created = await call('POST', base, token, {
      templateId: kit.templateId,
      taskName: 'API',
      rows: [employeeRow(1)],
    });
    expect(created.status).toBe(200);
    const batchId = created.data.batchId as string;
    // The operation log names the app's enterprise and the administrator acting through it.
    await operationLogSettled(kit.t.app);
    const logged = await kit.t.context.database.query<Record<string, unknown>>(
      `SELECT l.user_id, l.account_id, l.enterprise_id, l.status, a.user_id AS admin_user, a.enterprise_id AS admin_enterprise
         FROM operation_logs l, accounts a JOIN users u ON u.id = a.user_id
        WHERE l.route = '/ecapi/openapi/v1/hr/batch' AND l.method = 'POST'
          AND u.username = 'admin' AND a.account_type = 'ENTERPRISE'
        ORDER BY l.id`,
    );
    expect(logged.length, JSON.stringify(logged)).toBe(2);
    for (const row of logged) {
      expect(row.user_id).toBe(row.admin_user);
      expect(row.enterprise_id).toBe(row.admin_enterprise);
      expect(row.account_id).not.toBeNull();
    }
    expect((await call('POST', `${base}/${batchId}/rows`, token, { rows: [] })).status).toBe(75100005);
    expect((await call('POST', `${base}/${batchId}/rows`, token, { rows: [employeeRow(2)] })).data.rowCount).toBe(2);
    // The same business ID again with other data: 6400005; with the same data: nothing new.
    const changed = await call('POST', `${base}/${batchId}/rows`, token, {
      rows: [employeeRow(2, { values: { salary: '1', position: 'x' } })],
    });
    expect(changed.status).toBe(6400005);
    expect((await call('POST', `${base}/${batchId}/rows`, token, { rows: [employeeRow(2)] })).data.rowCount).toBe(2);

    const other = await appToken(kit.tokens.other, 'foreign');
    for (const [method, path] of [
      ['GET', `${base}/${batchId}`],
      ['GET', `${base}/${batchId}/rows`],
      ['POST', `${base}/${batchId}/start`],
      ['POST', `${base}/${batchId}/cancel`],
      ['POST', `${base}/${batchId}/rows`],
    ] as const) {
      const reply = await call(method, path, other.token, method === 'POST' ? { rows: [employeeRow(3)] } : undefined);
      expect(reply.http, path).toBe(404);
      expect(reply.data).toBeNull();
    }
    expect((await call('GET', `${base}/list`, other.token)).data.total).toBe(0);
    // A portal session token is not an app token.
    expect((await call('GET', `${base}/${batchId}`, kit.tokens.admin)).http).toBe(401);

    expect((await call('POST', `${base}/${batchId}/start`, token, {})).status).toBe(200);
    let view;
    for (let i = 0; i < 150; i++) {
      view = (await call('GET', `${base}/${batchId}`, token)).data;
      if (view.state === 'FINISH') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(view).toMatchObject({ state: 'FINISH', sentCount: 2, failedCount: 0 });
    const rows = await call('GET', `${base}/${batchId}/rows`, token);
    const pdf = await kit.t.app.inject({
      method: 'GET',
      url: `/ecapi/${base}/${batchId}/rows/${rows.data.records[0].rowId}/pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const foreignPdf = await kit.t.app.inject({
      method: 'GET',
      url: `/ecapi/${base}/${batchId}/rows/${rows.data.records[0].rowId}/pdf`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreignPdf.statusCode).toBe(404);
  }, 60_000);
});
