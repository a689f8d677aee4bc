// Spec items this file exercises (docs/spec-items.md): C-quick-sign-grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';

describe('quick-sign grant check', () => {
  let t: TestApp;
  let enterpriseId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const [row] = await t.context.database.query<{ id: string }>('SELECT id FROM enterprises LIMIT 1');
    enterpriseId = row!.id;
  });
  afterAll(() => t.close());

  const check = (token: string | undefined, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/ecapi/custom/assemble/quicksign/checkGrant',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  it('grants an enterprise member signing for their enterprise, and names the account', async () => {
    const token = await loginAs(t.app, 'hr', 'Hr@2026ec');
    const reply = await check(token, { enterpriseId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ granted: true, permission: 'contract:sign' });
    const [account] = await t.context.database.query<{ id: string }>(
      `SELECT a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = 'hr' AND a.account_type = 'ENTERPRISE'`,
    );
    expect(reply.json().data.accountId).toBe(account!.id);
  });

  it('refuses (as data) an enterprise the user does not belong to', async () => {
    const token = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    expect((await check(token, { enterpriseId })).json().data).toEqual({
      granted: false,
      accountId: null,
      permission: 'contract:sign',
    });
    expect((await check(token, { enterpriseId: 'no-such-enterprise' })).json().data.granted).toBe(false);
  });

  it('checks the personal account without an enterpriseId, also from a form body', async () => {
    const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
    expect((await check(token)).json().data.granted).toBe(true);
    const form = await t.app.inject({
      method: 'POST',
      url: '/ecapi/custom/assemble/quicksign/checkGrant',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `enterpriseId=${enterpriseId}`,
    });
    expect(form.json().data.granted).toBe(false);
  });

  it('refuses a person whose real-name verification is not complete', async () => {
    const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
    await t.context.database.query(
      `UPDATE accounts SET auth_status = 'UNAUTH' WHERE user_id = (SELECT id FROM users WHERE username = 'lisi')`,
    );
    expect((await check(token)).json().data.granted).toBe(false);
    await t.context.database.query(
      `UPDATE accounts SET auth_status = 'AUTH' WHERE user_id = (SELECT id FROM users WHERE username = 'lisi')`,
    );
  });

  it('refuses internal staff, who hold no contract:sign', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    expect((await check(reply.json().data.access_token)).json().data.granted).toBe(false);
  });

  it('needs a token (401) and a well-formed body (400)', async () => {
    expect((await check(undefined, { enterpriseId })).statusCode).toBe(401);
    const token = await loginAs(t.app, 'hr', 'Hr@2026ec');
    const bad = await check(token, { enterpriseId: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe(70000002);
  });
});
