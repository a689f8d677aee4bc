// Spec items this file exercises (docs/spec-items.md): E-605-606.
import { AUTH_CODE_MAX_ATTEMPTS, AUTH_CODE_TTL_SECONDS } from '@ecsign/core/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test-support/build-test-app';
import { buildOutboxTestApp, type OutboxTestApp } from '../../test-support/outbox-test-app';

const START = new Date('2026-07-01T09:00:00Z');
const REGISTER_URL = '/ecapi/cb/assemble/usercenter/userRegister/register';
const RESET_URL = '/ecapi/cb/assemble/usercenter/userRegister/resetPassword';
const PASSWORD = 'Wang@2026x';

describe('registration with mobile, SMS code and password', () => {
  let t: OutboxTestApp;
  let next = 0;
  let mobile: string;
  beforeAll(async () => {
    t = await buildOutboxTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.setNow(START);
    mobile = `1360000${String(++next).padStart(4, '0')}`;
  });

  const at = (seconds: number) => t.setNow(new Date(START.getTime() + seconds * 1000));
  const register = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: REGISTER_URL, payload, headers });
  async function codeFor(number: string) {
    expect((await t.sendCode(number, 'REGISTER')).json().status).toBe(200);
    return (await t.latestCode(number))!;
  }

  it('creates the user (username = mobile) with an unverified personal account and logs them in', async () => {
    const code = await codeFor(mobile);
    const reply = await register({ mobile, code, password: PASSWORD, agreements: [1, 2, 3], name: '王五' });
    expect(reply.statusCode).toBe(200);
    const tokens = reply.json().data;
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: t.context.config.ACCESS_TOKEN_TTL_SECONDS });

    const info = await t.app.inject({
      method: 'GET',
      url: '/ecapi/getLoggedUserInfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(info.json().data).toMatchObject({
      username: mobile,
      mobile,
      name: '王五',
      userOwnerType: 'OUTSIDE',
      activeAccount: { accountType: 'PERSONAL', authStatus: 'UNAUTH', enterpriseId: null },
      extension: { email: null, passwordUnsafe: false },
    });
    expect(info.json().data.accounts).toHaveLength(1);
    const [stored] = await t.context.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE username = $1',
      [mobile],
    );
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    // The new account logs in with its password, by mobile.
    expect(await loginAs(t.app, mobile, PASSWORD)).toEqual(expect.any(String));
  });

  it('names the person after the mobile until they give a name', async () => {
    const code = await codeFor(mobile);
    const { access_token } = (await register({ mobile, code, password: PASSWORD, agreements: [3, 2, 1] })).json().data;
    const info = await t.app.inject({
      method: 'GET',
      url: '/ecapi/getLoggedUserInfo',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(info.json().data.name).toBe(mobile);
  });

  it.each([
    [[1, 2], { missing: [3] }],
    [[], { missing: [1, 2, 3] }],
    [[2, 3, 4], { missing: [1] }],
  ])('refuses agreements %j with 6050006 and the missing ones, keeping the code', async (agreements, data) => {
    const code = await codeFor(mobile);
    const reply = await register({ mobile, code, password: PASSWORD, agreements }, { 'accept-language': 'en' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 6050006, message: 'Read and accept all the agreements to register', data });
    expect((await register({ mobile, code, password: PASSWORD, agreements: [1, 2, 3] })).json().status).toBe(200);
  });

  it.each([
    ['short1A', ['TOO_SHORT']],
    ['abcdefgh', ['TOO_FEW_KINDS']],
    ['Abcdefgh1234567890', ['TOO_LONG']],
    ['密码Abcd12', ['INVALID_CHARACTERS']],
    ['abc 12345', ['INVALID_CHARACTERS', 'TOO_FEW_KINDS']],
  ])('refuses the weak password %j with 75000031 and its reasons %j', async (password, reasons) => {
    const code = await codeFor(mobile);
    const reply = await register({ mobile, code, password, agreements: [1, 2, 3] }, { 'accept-language': 'zh-TW' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().status).toBe(75000031);
    expect(reply.json().message).toMatch(/^密碼強度不足/);
    expect(reply.json().data).toEqual({ reasons });
  });

  it('refuses a number that already has an account', async () => {
    const reply = await register({ mobile: '13800000002', code: '123456', password: PASSWORD, agreements: [1, 2, 3] });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ status: 6050004, message: '该账号已注册，请直接登录' });
  });

  it('refuses a number that never got a code, and a wrong code', async () => {
    const none = await register({ mobile, code: '123456', password: PASSWORD, agreements: [1, 2, 3] });
    expect(none.json()).toMatchObject({ status: 75000005, message: '验证码已过期，请重新获取' });
    const code = await codeFor(mobile);
    const wrong = await register({
      mobile,
      code: code === '000000' ? '000001' : '000000',
      password: PASSWORD,
      agreements: [1, 2, 3],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 6050003, message: '验证码校验失败' });
  });

  it('expires codes after 5 minutes', async () => {
    const code = await codeFor(mobile);
    at(AUTH_CODE_TTL_SECONDS);
    const late = await register({ mobile, code, password: PASSWORD, agreements: [1, 2, 3] });
    expect(late.json().status).toBe(75000005);
    const fresh = await codeFor(mobile);
    at(AUTH_CODE_TTL_SECONDS + AUTH_CODE_TTL_SECONDS - 1);
    expect((await register({ mobile, code: fresh, password: PASSWORD, agreements: [1, 2, 3] })).json().status).toBe(
      200,
    );
  });

  it('accepts a code once', async () => {
    const code = await codeFor(mobile);
    expect((await register({ mobile, code, password: PASSWORD, agreements: [1, 2, 3] })).json().status).toBe(200);
    // The account exists now; the same code is spent for any other use of the scene too.
    const rows = await t.context.database.query<{ used_at: Date | null }>(
      "SELECT used_at FROM verification_codes WHERE target = $1 AND scene = 'REGISTER'",
      [mobile],
    );
    expect(rows.map((row) => row.used_at)).toEqual([expect.any(Date)]);
  });

  it('only the newest code works', async () => {
    const first = await codeFor(mobile);
    at(60);
    const second = await codeFor(mobile);
    if (first !== second) {
      expect((await register({ mobile, code: first, password: PASSWORD, agreements: [1, 2, 3] })).json().status).toBe(
        6050003,
      );
    }
    expect((await register({ mobile, code: second, password: PASSWORD, agreements: [1, 2, 3] })).json().status).toBe(
      200,
    );
  });

  it(`spends a code after ${AUTH_CODE_MAX_ATTEMPTS} wrong guesses, even the right one after them`, async () => {
    const code = await codeFor(mobile);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < AUTH_CODE_MAX_ATTEMPTS; i++) {
      expect((await register({ mobile, code: wrong, password: PASSWORD, agreements: [1, 2, 3] })).json().status).toBe(
        6050003,
      );
    }
    expect((await register({ mobile, code, password: PASSWORD, agreements: [1, 2, 3] })).json().status).toBe(75000005);
  });

  it('rejects malformed bodies with 400 and the failing fields', async () => {
    const reply = await register({ mobile: '1380000', code: 'abc', agreements: 'all' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().status).toBe(70000002);
    expect(reply.json().data.map((issue: { path: string }) => issue.path)).toEqual([
      'mobile',
      'code',
      'password',
      'agreements',
    ]);
  });
});

describe('password reset with mobile and SMS code', () => {
  let t: OutboxTestApp;
  beforeAll(async () => {
    t = await buildOutboxTestApp();
    t.setNow(START);
  });
  afterAll(() => t.close());

  const reset = (payload: object) => t.app.inject({ method: 'POST', url: RESET_URL, payload });

  it('sets the new password, ends every session and lifts the lockout', async () => {
    const mobile = '13800000003';
    const sessions = [await loginAs(t.app, 'zhangsan', 'Zhang@2026'), await loginAs(t.app, 'zhangsan', 'Zhang@2026')];
    await t.context.database.query("UPDATE users SET locked_until = $1 WHERE username = 'zhangsan'", [
      new Date(START.getTime() + 3_600_000),
    ]);
    expect((await t.sendCode(mobile, 'RESET_PASSWORD')).json().status).toBe(200);
    const code = (await t.latestCode(mobile))!;

    expect((await reset({ mobile, code, password: 'weakpass' })).json()).toMatchObject({
      status: 75000031,
      data: { reasons: ['TOO_FEW_KINDS'] },
    });
    const reply = await reset({ mobile, code, password: 'Zhang@2027' });
    expect(reply.json()).toEqual({ status: 200, message: 'success', data: null });
    for (const token of sessions) {
      const info = await t.app.inject({
        method: 'GET',
        url: '/ecapi/getLoggedUserInfo',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(info.statusCode).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/ecapi/token/accessToken',
          payload: { username: 'zhangsan', password: 'Zhang@2026' },
        })
      ).json().status,
    ).toBe(75000006);
    expect(await loginAs(t.app, 'zhangsan', 'Zhang@2027')).toEqual(expect.any(String));
    // The code is spent.
    expect((await reset({ mobile, code, password: 'Zhang@2028' })).json().status).toBe(75000005);
  });

  it('answers an unknown number exactly like a wrong code (nothing was sent)', async () => {
    expect((await t.sendCode('13911112222', 'RESET_PASSWORD')).json().status).toBe(200);
    const reply = await reset({ mobile: '13911112222', code: '123456', password: 'Zhang@2027' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().status).toBe(75000005);
  });
});
