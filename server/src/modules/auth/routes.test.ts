// Spec items this file exercises (docs/spec-items.md): C-logout, C-refresh-token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';

describe('password login, session and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/ecapi/token/accessToken', payload, headers });

  it('logs the demo administrator in and reports who they are', async () => {
    const token = await loginAs(t.app, 'admin', 'Admin@2026');
    const info = await t.app.inject({
      method: 'GET',
      url: '/ecapi/getLoggedUserInfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.statusCode).toBe(200);
    const data = info.json().data;
    expect(data.name).toBe('王管理');
    expect(data.activeAccount).toMatchObject({
      accountType: 'ENTERPRISE',
      name: '演示科技有限公司',
      authStatus: 'AUTH',
    });
    expect(data.accounts.map((a: { accountType: string }) => a.accountType).sort()).toEqual(['ENTERPRISE', 'PERSONAL']);
    expect(data.permissions).toContain('contract:initiate');
  });

  it('accepts the mobile number as the account name', async () => {
    expect((await login({ username: '13800000003', password: 'Zhang@2026' })).json().status).toBe(200);
  });

  it('answers a wrong password with 75000006 in the asked language, never a token', async () => {
    const reply = await login({ username: 'lisi', password: 'nope-nope' }, { 'accept-language': 'en' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ status: 75000006, message: 'Wrong username or password', data: null });
    const zh = await login({ username: 'nobody', password: 'nope-nope' });
    expect(zh.json().message).toBe('用户名或密码错误');
  });

  it('refuses an external user on the internal login', async () => {
    const reply = await login({ username: 'hr', password: 'Hr@2026ec', userOwnerType: 'INSIDE' });
    expect(reply.json().status).toBe(75000006);
  });

  it('rejects malformed bodies with 400 and the failing fields', async () => {
    const reply = await login({ username: '', password: 5 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().status).toBe(70000002);
    expect(reply.json().data.map((issue: { path: string }) => issue.path)).toEqual(['username', 'password']);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().status).toBe(70000002);
  });

  it('locks the account for 30 minutes after 5 wrong passwords, even for the right one', async () => {
    const start = new Date('2026-11-22T08:00:00Z');
    t.setNow(start);
    for (let i = 0; i < 4; i++)
      expect((await login({ username: 'hr', password: 'wrong-pass' })).json().status).toBe(75000006);
    expect((await login({ username: 'hr', password: 'wrong-pass' })).json().status).toBe(75000007);
    const locked = await login({ username: 'hr', password: 'Hr@2026ec' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().status).toBe(75000007);
    t.setNow(new Date(start.getTime() + 29 * 60_000));
    expect((await login({ username: 'hr', password: 'Hr@2026ec' })).json().status).toBe(75000007);
    t.setNow(new Date(start.getTime() + 31 * 60_000));
    expect((await login({ username: 'hr', password: 'Hr@2026ec' })).json().status).toBe(200);
    t.setNow(new Date());
  });

  it('answers 401/70000401 without a token, with a bad one, and after logout', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: '/ecapi/getLoggedUserInfo' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().status).toBe(70000401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/ecapi/getLoggedUserInfo',
      headers: { authorization: 'Bearer forged' },
    });
    expect(bad.json().status).toBe(70000401);

    const token = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'DELETE', url: '/ecapi/token/logout', headers: auth })).json().status).toBe(
      200,
    );
    const after = await t.app.inject({ method: 'GET', url: '/ecapi/getLoggedUserInfo', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('expires access tokens after their lifetime', async () => {
    const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
    t.setNow(new Date(Date.now() + (t.context.config.ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    const reply = await t.app.inject({
      method: 'GET',
      url: '/ecapi/getLoggedUserInfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.json().status).toBe(70000401);
    t.setNow(new Date());
  });

  it('trades a refresh token for a new pair exactly once', async () => {
    const first = (await login({ username: 'lisi', password: 'Lisi@2026' })).json().data;
    const refresh = (token: string) =>
      t.app.inject({ method: 'GET', url: `/ecapi/token/refreshToken?refresh_token=${encodeURIComponent(token)}` });
    const second = await refresh(first.refresh_token);
    expect(second.json().status).toBe(200);
    expect(second.json().data.access_token).not.toBe(first.access_token);
    expect((await refresh(first.refresh_token)).json().status).toBe(70000401);
    const oldAccess = await t.app.inject({
      method: 'GET',
      url: '/ecapi/getLoggedUserInfo',
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(oldAccess.json().status).toBe(70000401);
  });
});

describe('password login with the picture captcha (production default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ECSIGN_TEST_SKIP_CAPTCHA: '0' });
  });
  afterAll(() => t.close());

  it('refuses a login without a captcha, and a wrong captcha, and a captcha used twice', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/ecapi/token/accessToken', payload });
    const missing = await post({ username: 'admin', password: 'Admin@2026' });
    expect(missing.json().status).toBe(70000005);

    const captcha = (await t.app.inject({ method: 'GET', url: '/ecapi/cb/assemble/captcha' })).json().data;
    expect(captcha.captchaImageBase64).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const wrong = await post({
      username: 'admin',
      password: 'Admin@2026',
      captchaKey: captcha.captchaKey,
      captchaCode: '####',
    });
    expect(wrong.json().status).toBe(75000008);
    // The key is spent even though the guess was wrong: no second guess.
    const again = await post({
      username: 'admin',
      password: 'Admin@2026',
      captchaKey: captcha.captchaKey,
      captchaCode: '####',
    });
    expect(again.json().status).toBe(70000005);
  });

  it('accepts the right code once (read from the store only through its hash)', async () => {
    const { hashCaptchaCode } = await import('../captcha/picture-captcha-code');
    const captcha = (await t.app.inject({ method: 'GET', url: '/ecapi/cb/assemble/captcha' })).json().data;
    // Find the code by trying the hash of every candidate would take 36^4 tries; instead replace
    // the stored hash with a known code's, as a person reading the picture would know it.
    await t.context.database.query('UPDATE picture_captchas SET code_hash = $1 WHERE key = $2', [
      hashCaptchaCode(captcha.captchaKey, 'AB12'),
      captcha.captchaKey,
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'admin', password: 'Admin@2026', captchaKey: captcha.captchaKey, captchaCode: 'ab12' },
    });
    expect(reply.json().status).toBe(200);
  });
});
