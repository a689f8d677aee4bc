// Spec items this file exercises (docs/spec-items.md): E-700000xx.
// What the auth tests (modules/auth/routes.test.ts) leave open: a brute force spread
// over many client addresses still locks the account (the lockout is per account, not per
// address); logout revokes the refresh token as well as the access token; a refresh token dies
// after its lifetime; a forged or cut token is refused. (Locked SMS login and sessions ended by a
// password reset are in login-with-sms.test.ts and register-user.test.ts.)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../test-support/build-test-app';

const START = new Date('2026-11-22T09:00:00Z');

describe('brute force and token lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(START));

  const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/ecapi/token/accessToken', payload: { username, password }, remoteAddress });
  const refresh = (token: string) =>
    t.app.inject({ method: 'GET', url: '/ecapi/token/refreshToken', query: { refresh_token: token } });
  const whoAmI = (token: string) =>
    t.app.inject({ method: 'GET', url: '/ecapi/getLoggedUserInfo', headers: { authorization: `Bearer ${token}` } });

  it('locks the account for 30 minutes when the guesses come from a different address each time', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++) statuses.push((await login('lisi', `Guess@${i}xx`, `10.0.0.${i}`)).json().status);
    expect(statuses.slice(0, 4)).toEqual([75000006, 75000006, 75000006, 75000006]);
    expect(statuses.slice(4)).toEqual([75000007, 75000007, 75000007, 75000007]);
    // The right password from a fresh address is refused too, until the 30 minutes are over.
    const locked = await login('lisi', 'Lisi@2026', '10.0.1.1');
    expect([locked.statusCode, locked.json().status, locked.json().data]).toEqual([423, 75000007, null]);
    t.setNow(new Date(START.getTime() + 29 * 60_000));
    expect((await login('lisi', 'Lisi@2026', '10.0.1.2')).json().status).toBe(75000007);
    t.setNow(new Date(START.getTime() + 31 * 60_000));
    expect((await login('lisi', 'Lisi@2026', '10.0.1.3')).json().status).toBe(200);
  });

  it('revokes the refresh token at logout, not only the access token', async () => {
    const tokens = (await login('zhangsan', 'Zhang@2026')).json().data;
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/ecapi/token/logout',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(logout.json().status).toBe(200);
    const reply = await refresh(tokens.refresh_token);
    expect([reply.statusCode, reply.json().status, reply.json().data]).toEqual([401, 70000401, null]);
    expect((await whoAmI(tokens.access_token)).statusCode).toBe(401);
  });

  it('refuses a refresh token after its lifetime', async () => {
    const lifetime = t.context.config.REFRESH_TOKEN_TTL_SECONDS * 1000;
    const [kept, lapsed] = [
      (await login('zhangsan', 'Zhang@2026')).json().data,
      (await login('zhangsan', 'Zhang@2026')).json().data,
    ];
    t.setNow(new Date(START.getTime() + lifetime - 60_000));
    expect((await refresh(kept.refresh_token)).json().status).toBe(200);
    t.setNow(new Date(START.getTime() + lifetime + 60_000));
    expect((await refresh(lapsed.refresh_token)).json().status).toBe(70000401);
  });

  it('answers a forged or truncated token like an expired one', async () => {
    const token = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    for (const forged of [token.slice(0, -1), `${token}x`, token.toUpperCase(), 'null'])
      expect((await whoAmI(forged)).json().status).toBe(70000401);
    expect((await whoAmI(token)).json().status).toBe(200);
  });
});
