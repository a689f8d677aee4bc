// Spec items this file exercises (docs/spec-items.md): C-oa-token, C-gft-logout, C-gft-url, C-user-redirect,
// C-quick-sign-token.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { signSsoTicket } from './sign-sso-ticket';

const SECRET = 'oa-secret-1';

describe('single sign-on from an OA system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      OA_CLIENTS: `oa:${SECRET}, hr-oa:another-secret`,
      OA_LOGIN_URL: 'https://oa.example.com/login?app=ecsign',
      SSO_REDIRECT_PATH: '/contract/fileManage',
    });
  });
  afterAll(() => t.close());

  const nowSeconds = () => Math.floor(t.context.now().getTime() / 1000);
  const ticket = (overrides: object = {}, secret = SECRET) =>
    signSsoTicket(
      {
        cid: 'oa',
        uid: 'zhangsan',
        exp: nowSeconds() + 120,
        nonce: randomBytes(16).toString('base64url'),
        ...overrides,
      },
      secret,
    );
  const exchange = (code: string, returnType = 'PC_FONT') =>
    t.app.inject({
      method: 'GET',
      url: `/ecapi/cus/assemble/openapi/v1/oa/oa_token?code=${encodeURIComponent(code)}&returnType=${returnType}&time=1`,
    });
  const whoAmI = (token: string) =>
    t.app.inject({ method: 'GET', url: '/ecapi/getLoggedUserInfo', headers: { authorization: `Bearer ${token}` } });
  const validate = (token: string) =>
    t.app.inject({ method: 'POST', url: '/ecapi/custom/assemble/quicksign/ioaTokenValidate', payload: { token } });
  const oaLogout = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/ecapi/cus/assemble/openapi/v1/oa/gftLogOut?token=${encodeURIComponent(token)}`,
    });

  it('logs the mapped user in with a good ticket; the OA system can validate and end that session', async () => {
    const reply = await exchange(ticket());
    expect(reply.statusCode, reply.body).toBe(200);
    const pair = reply.json().data;
    expect(pair).toMatchObject({ token_type: 'bearer', expires_in: t.context.config.ACCESS_TOKEN_TTL_SECONDS });
    expect((await whoAmI(pair.access_token)).json().data).toMatchObject({ username: 'zhangsan', name: '张三' });

    const valid = (await validate(pair.access_token)).json();
    expect(valid.status).toBe(200);
    expect(valid.data).toMatchObject({ valid: true, username: 'zhangsan', clientId: 'oa' });
    expect(Date.parse(valid.data.expiresAt)).toBeGreaterThan(Date.now());

    expect((await oaLogout(pair.access_token)).json()).toMatchObject({ status: 200, data: { revoked: true } });
    expect((await whoAmI(pair.access_token)).json().status).toBe(70000401);
    expect((await validate(pair.access_token)).json().data).toEqual({
      valid: false,
      userId: null,
      username: null,
      clientId: null,
      expiresAt: null,
    });
    expect((await oaLogout(pair.access_token)).json().data).toEqual({ revoked: false });
  });

  it('keeps the OA client on a refreshed session', async () => {
    const pair = (await exchange(ticket({ uid: 'lisi' }))).json().data;
    const refreshed = await t.app.inject({
      method: 'GET',
      url: `/ecapi/token/refreshToken?refresh_token=${encodeURIComponent(pair.refresh_token)}`,
    });
    expect(refreshed.json().status).toBe(200);
    expect((await validate(refreshed.json().data.access_token)).json().data).toMatchObject({
      valid: true,
      clientId: 'oa',
    });
  });

  it('neither validates nor ends sessions that OA did not open', async () => {
    const token = await loginAs(t.app, 'hr', 'Hr@2026ec');
    expect((await validate(token)).json().data.valid).toBe(false);
    expect((await oaLogout(token)).json().data).toEqual({ revoked: false });
    expect((await whoAmI(token)).json().status).toBe(200);
  });

  it.each([
    ['a wrong secret', () => ticket({}, 'guessed-secret')],
    ['the other client’s secret', () => ticket({}, 'another-secret')],
    [
      'a tampered user',
      () => ticket().replace(/^[^.]+/, (body) => body.slice(0, -2) + (body.endsWith('AA') ? 'BB' : 'AA')),
    ],
    ['a tampered MAC', () => ticket().replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`)],
    ['an unknown client', () => ticket({ cid: 'ghost' })],
    ['a ticket that lives an hour', () => ticket({ exp: nowSeconds() + 3600 })],
    ['garbage', () => 'not-a-ticket'],
  ])('refuses %s with 401/520010 and no token', async (_name, make) => {
    const reply = await exchange(make());
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ status: 520010, message: '单点登录票据无效', data: null });
  });

  it('refuses an expired ticket with 520011', async () => {
    const code = ticket();
    t.setNow(new Date(Date.now() + 131_000));
    const reply = await exchange(code);
    t.setNow(new Date());
    expect(reply.statusCode).toBe(401);
    expect(reply.json().status).toBe(520011);
  });

  it('accepts a ticket once: reused → 520012, even with another return of the same code', async () => {
    const code = ticket();
    expect((await exchange(code)).json().status).toBe(200);
    const again = await exchange(code, 'PC_FONT');
    expect(again.statusCode).toBe(401);
    expect(again.json().status).toBe(520012);
  });

  it('answers a ticket for an unknown user with 70000008', async () => {
    expect((await exchange(ticket({ uid: 'nobody' }))).json().status).toBe(70000008);
  });

  it.each([
    ['', 'no code'],
    ['?code=', 'an empty code'],
    ['?code=abc&returnType=MOBILE', 'an unknown return type'],
  ])('answers oa_token%s with 400/70000002 (%s)', async (query) => {
    const reply = await t.app.inject({ method: 'GET', url: `/ecapi/cus/assemble/openapi/v1/oa/oa_token${query}` });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().status).toBe(70000002);
  });

  it('answers gftLogOut and ioaTokenValidate without a token parameter with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ecapi/cus/assemble/openapi/v1/oa/gftLogOut' })).statusCode).toBe(
      400,
    );
    const validateReply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/custom/assemble/quicksign/ioaTokenValidate',
      payload: {},
    });
    expect(validateReply.statusCode).toBe(400);
  });

  it('tells the portal where the OA login is and where to continue, without a token', async () => {
    const url = await t.app.inject({ method: 'GET', url: '/ecapi/cus/assemble/openapi/v1/oa/getGftUrl?time=1' });
    expect(url.json()).toEqual({
      status: 200,
      message: 'success',
      data: { url: 'https://oa.example.com/login?app=ecsign' },
    });
    const redirect = await t.app.inject({ method: 'GET', url: '/ecapi/cus/assemble/openapi/v1/user/redirect' });
    expect(redirect.json().data).toEqual({ path: '/contract/fileManage' });
  });
});

describe('single sign-on when no OA system is configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses every ticket, has no OA login URL and continues at /home', async () => {
    const code = signSsoTicket(
      {
        cid: 'oa',
        uid: 'zhangsan',
        exp: Math.floor(Date.now() / 1000) + 60,
        nonce: randomBytes(16).toString('base64url'),
      },
      SECRET,
    );
    const reply = await t.app.inject({ method: 'GET', url: `/ecapi/cus/assemble/openapi/v1/oa/oa_token?code=${code}` });
    expect(reply.json().status).toBe(520010);
    const url = await t.app.inject({ method: 'GET', url: '/ecapi/cus/assemble/openapi/v1/oa/getGftUrl' });
    expect(url.json().data).toEqual({ url: null });
    const redirect = await t.app.inject({ method: 'GET', url: '/ecapi/cus/assemble/openapi/v1/user/redirect' });
    expect(redirect.json().data).toEqual({ path: '/home' });
  });
});
