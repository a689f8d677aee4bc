// Spec items this file exercises (docs/spec-items.md): C-password-login, C-get-captcha, C-check-captcha,
// C-picture-captcha.
import { buildCheckRequest, SLIDER_POINT_Y } from '@ecsign/core/captcha';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { legacyScryptHash } from '../../test-support/legacy-scrypt-hash-for-tests';
import { hashPassword } from './password-hash';

const START = new Date('2026-09-07T06:00:00Z');

describe('password login: limits per client, hash upgrade, unsafe passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(START));

  const login = (payload: object, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/ecapi/token/accessToken', payload, remoteAddress });
  const userInfo = (token: string) =>
    t.app.inject({ method: 'GET', url: '/ecapi/getLoggedUserInfo', headers: { authorization: `Bearer ${token}` } });
  const storedHash = async (username: string) =>
    (
      await t.context.database.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [
        username,
      ])
    )[0]!.password_hash;

  it('refuses a client address after 30 failed logins in 10 minutes, whatever the accounts', async () => {
    const remoteAddress = '10.0.0.1';
    for (let i = 0; i < 30; i++) {
      const reply = await login({ username: `nobody${i}`, password: 'Wrong@2026' }, remoteAddress);
      expect(reply.json().status).toBe(75000006);
    }
    const refused = await login({ username: 'admin', password: 'Admin@2026' }, remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 70000011, message: '操作过于频繁，请稍后再试' });
    // Other clients are not affected, and the account itself is not locked.
    expect((await login({ username: 'admin', password: 'Admin@2026' }, '10.0.0.2')).json().status).toBe(200);
    t.setNow(new Date(START.getTime() + 10 * 60_000));
    expect((await login({ username: 'admin', password: 'Admin@2026' }, remoteAddress)).json().status).toBe(200);
  });

  it('counts only failures: successful logins never use up the limit', async () => {
    for (let i = 0; i < 35; i++) {
      expect((await login({ username: 'hr', password: 'Hr@2026ec' }, '10.0.0.3')).json().status).toBe(200);
    }
  });

  it('upgrades a scrypt hash to Argon2id on a successful login, and keeps the password working', async () => {
    await t.context.database.query("UPDATE users SET password_hash = $1 WHERE username = 'lisi'", [
      legacyScryptHash('Lisi@2026'),
    ]);
    expect(await storedHash('lisi')).toMatch(/^scrypt\$/);
    expect((await login({ username: 'lisi', password: 'Wrong@2026' })).json().status).toBe(75000006);
    expect(await storedHash('lisi')).toMatch(/^scrypt\$/);
    expect((await login({ username: 'lisi', password: 'Lisi@2026' })).json().status).toBe(200);
    const upgraded = await storedHash('lisi');
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login({ username: 'lisi', password: 'Lisi@2026' })).json().status).toBe(200);
    expect(await storedHash('lisi')).toBe(upgraded);
  });

  it('lets a password that fails the rule log in, but marks the user so a new one is demanded', async () => {
    await t.context.database.query("UPDATE users SET password_hash = $1 WHERE username = 'zhangsan'", [
      await hashPassword('zhangsan1'),
    ]);
    const weak = await login({ username: 'zhangsan', password: 'zhangsan1' });
    expect(weak.json().status).toBe(200);
    const info = (await userInfo(weak.json().data.access_token)).json().data;
    expect(info.extension).toMatchObject({ passwordUnsafe: true });

    await t.context.database.query("UPDATE users SET password_hash = $1 WHERE username = 'zhangsan'", [
      await hashPassword('Zhang@2026'),
    ]);
    const strong = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    expect((await userInfo(strong)).json().data.extension).toMatchObject({ passwordUnsafe: false });
  });

  it('keeps the 5-wrong-passwords lockout per account, with the client limit untouched by it', async () => {
    for (let i = 0; i < 5; i++) await login({ username: 'hr', password: 'Wrong@2026' }, '10.0.0.4');
    const locked = await login({ username: 'hr', password: 'Hr@2026ec' }, '10.0.0.5');
    expect(locked.statusCode).toBe(423);
    t.setNow(new Date(START.getTime() + 30 * 60_000));
    expect((await login({ username: 'hr', password: 'Hr@2026ec' }, '10.0.0.5')).json().status).toBe(200);
  });

  it('counts wrong passwords sent at the same moment: five at once lock the account', async () => {
    // Two server processes (or one busy one) checking passwords at once must not lose a count.
    const wrong = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login({ username: 'lisi', password: 'Wrong@2026' }, `10.0.1.${i}`)),
    );
    expect(wrong.map((reply) => reply.json().status).sort()).toEqual(
      [
        ...Array.from({ length: 4 }, () => 75000006),
        wrong.find((reply) => reply.statusCode === 423)?.json().status ?? 'no attempt locked the account',
      ].sort(),
    );
    expect((await login({ username: 'lisi', password: 'Lisi@2026' }, '10.0.1.9')).statusCode).toBe(423);
    t.setNow(new Date(START.getTime() + 30 * 60_000));
    expect((await login({ username: 'lisi', password: 'Lisi@2026' }, '10.0.1.9')).json().status).toBe(200);
  });

  it('has no captcha-answer hook without its switch', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ecapi/dev/captcha-answer?token=x' })).statusCode).toBe(404);
  });
});

describe('password login with the behaviour captcha (captchaVerification)', () => {
  let t: TestApp;
  let clients = 0;
  beforeAll(async () => {
    t = await buildTestApp({ ECSIGN_TEST_SKIP_CAPTCHA: '0', ECSIGN_SANDBOX_CAPTCHA_ANSWERS: '1' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(START));

  /** Solves a slider the way the end-to-end test does: the answer comes from dev/captcha-answer. */
  async function solveSlider(): Promise<string> {
    const clientUid = `login-test-${++clients}`;
    const issued = await t.app.inject({
      method: 'GET',
      url: '/ecapi/cb/assemble/captcha/getCaptcha',
      query: { captchaType: 'blockPuzzle', clientUid },
    });
    const { token, secretKey } = issued.json().data.repData;
    const answer = await t.app.inject({ method: 'GET', url: '/ecapi/dev/captcha-answer', query: { token } });
    expect(answer.json().data).toMatchObject({ captchaType: 'blockPuzzle', secretKey });
    const [point] = answer.json().data.points;
    const { request, captchaVerification } = buildCheckRequest({
      captchaType: 'blockPuzzle',
      token,
      secretKey,
      point: { x: point.x, y: SLIDER_POINT_Y },
    });
    const checked = await t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/captcha/checkCaptcha',
      payload: { ...request, clientUid },
    });
    expect(checked.json().data.repCode).toBe('0000');
    return captchaVerification;
  }
  const login = (payload: object, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/ecapi/token/accessToken', payload, remoteAddress });

  it('logs in with a solved slider once; the verification cannot be used again', async () => {
    const captchaVerification = await solveSlider();
    const first = await login({ username: 'admin', password: 'Admin@2026', captchaVerification });
    expect(first.json().status).toBe(200);
    const again = await login({ username: 'admin', password: 'Admin@2026', captchaVerification });
    expect(again.json().status).toBe(70000005);
  });

  it('refuses a forged verification and a login with no captcha at all', async () => {
    expect(
      (await login({ username: 'admin', password: 'Admin@2026', captchaVerification: 'forged' })).json().status,
    ).toBe(70000005);
    expect((await login({ username: 'admin', password: 'Admin@2026' })).json().status).toBe(70000005);
  });

  it('answers 404 for an unknown captcha token on the answer hook', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/ecapi/dev/captcha-answer', query: { token: 'nope' } });
    expect(reply.statusCode).toBe(404);
  });

  it('refuses a client after 20 captcha failures in 10 minutes, even with a solved captcha', async () => {
    const remoteAddress = '10.3.3.3';
    for (let i = 0; i < 20; i++) {
      const reply = await login(
        { username: 'hr', password: 'Hr@2026ec', captchaKey: 'k', captchaCode: 'ABCD' },
        remoteAddress,
      );
      expect(reply.json().status).toBe(70000005);
    }
    const captchaVerification = await solveSlider();
    const refused = await login({ username: 'hr', password: 'Hr@2026ec', captchaVerification }, remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(70000011);
    // The refused call did not spend the verification: another client address may still use it.
    expect(
      (await login({ username: 'hr', password: 'Hr@2026ec', captchaVerification }, '10.3.3.4')).json().status,
    ).toBe(200);
  });
});
