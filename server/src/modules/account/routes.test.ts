// Spec items this file exercises (docs/spec-items.md): C-logged-user-info.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test-support/build-test-app';
import { hashPassword } from '../auth/password-hash';
import { buildOutboxTestApp, type OutboxTestApp } from '../../test-support/outbox-test-app';

const START = new Date('2026-10-05T03:00:00Z');
const PERSONAL = '/ecapi/cb/assemble/usercenter/personal';
const ACCOUNT = '/ecapi/cb/assemble/usercenter/account';

describe('account settings', () => {
  let t: OutboxTestApp;
  let clock = START.getTime();
  beforeAll(async () => {
    t = await buildOutboxTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // Each test starts 3 hours after the last: no code limit of an earlier test reaches it.
    clock += 3 * 3_600_000;
    t.setNow(new Date(clock));
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  async function registerPerson(mobile: string, password = 'Reg@2026ab') {
    await t.sendCode(mobile, 'REGISTER');
    const code = await t.latestCode(mobile);
    const reply = await call('POST', '/ecapi/cb/assemble/usercenter/userRegister/register', undefined, {
      mobile,
      code,
      password,
      agreements: [1, 2, 3],
    });
    expect(reply.json().status).toBe(200);
    return reply.json().data.access_token as string;
  }

  it.each([
    ['GET', `${PERSONAL}/info`],
    ['PUT', `${PERSONAL}/info`],
    ['POST', `${PERSONAL}/changeMobile`],
    ['POST', `${PERSONAL}/changeEmail`],
    ['POST', `${PERSONAL}/changePassword`],
    ['GET', `${ACCOUNT}/list`],
    ['POST', `${ACCOUNT}/switch`],
    ['POST', '/ecapi/message/sendEmailAuthCode'],
  ] as const)('%s %s refuses a call without a valid token (401/70000401)', async (method, url) => {
    for (const token of [undefined, 'forged']) {
      const reply = await call(method, url, token, {});
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ status: 70000401, data: null });
    }
  });

  describe('personal info', () => {
    it('shows the caller’s own information', async () => {
      const token = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
      const reply = await call('GET', `${PERSONAL}/info`, token);
      expect(reply.json()).toEqual({
        status: 200,
        message: 'success',
        data: { name: '张三', idNumber: null, authStatus: 'AUTH', mobile: '13800000003', email: null, ukey: null },
      });
    });

    it('changes the name while the person is unverified', async () => {
      const token = await registerPerson('13500000001');
      const reply = await call('PUT', `${PERSONAL}/info`, token, { name: ' 赵六 ' });
      expect(reply.json().data).toMatchObject({ name: '赵六', authStatus: 'UNAUTH' });
      expect((await call('GET', '/ecapi/getLoggedUserInfo', token)).json().data.name).toBe('赵六');
    });

    it('refuses to change a verified name (409/75000032), but accepts the same name', async () => {
      const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
      const reply = await call('PUT', `${PERSONAL}/info`, token, { name: '李五' });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ status: 75000032, message: '已完成实名认证，姓名不能修改' });
      expect((await call('PUT', `${PERSONAL}/info`, token, { name: '李四' })).json().status).toBe(200);
    });

    it('rejects an empty name with 400', async () => {
      const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
      expect((await call('PUT', `${PERSONAL}/info`, token, { name: '  ' })).statusCode).toBe(400);
    });
  });

  describe('change mobile', () => {
    it('needs the code sent to the old number and the one sent to the new number', async () => {
      const oldMobile = '13500000002';
      const newMobile = '13500000003';
      const token = await registerPerson(oldMobile);
      expect((await t.sendCode(oldMobile, 'CHANGE_MOBILE_OLD', { token })).json().status).toBe(200);
      expect((await t.sendCode(newMobile, 'CHANGE_MOBILE_NEW', { token })).json().status).toBe(200);
      const oldCode = (await t.latestCode(oldMobile))!;
      const newCode = (await t.latestCode(newMobile))!;
      const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

      // A wrong code on either side changes nothing and spends neither code.
      const badOld = await call('POST', `${PERSONAL}/changeMobile`, token, {
        oldCode: wrong(oldCode),
        newMobile,
        newCode,
      });
      expect(badOld.json().status).toBe(6050003);
      const badNew = await call('POST', `${PERSONAL}/changeMobile`, token, {
        oldCode,
        newMobile,
        newCode: wrong(newCode),
      });
      expect(badNew.json().status).toBe(6050003);
      // Codes of the wrong scene do not count: the old number's code is no new-number code.
      const swapped = await call('POST', `${PERSONAL}/changeMobile`, token, {
        oldCode: newCode,
        newMobile,
        newCode: oldCode,
      });
      expect(swapped.json().status).toBe(6050003);

      const reply = await call('POST', `${PERSONAL}/changeMobile`, token, { oldCode, newMobile, newCode });
      expect(reply.json()).toMatchObject({ status: 200, data: { mobile: newMobile } });
      const info = (await call('GET', '/ecapi/getLoggedUserInfo', token)).json().data;
      expect(info).toMatchObject({ mobile: newMobile, username: newMobile });
      // Spent: the same codes do nothing again.
      expect(
        (await call('POST', `${PERSONAL}/changeMobile`, token, { oldCode, newMobile, newCode })).json().status,
      ).toBe(6050004);
      // The old number is free to register again.
      t.setNow(new Date(clock + 60_000));
      expect((await t.sendCode(oldMobile, 'REGISTER')).json().status).toBe(200);
    });

    it('refuses a number that belongs to an account', async () => {
      const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
      const reply = await call('POST', `${PERSONAL}/changeMobile`, token, {
        oldCode: '123456',
        newMobile: '13800000003',
        newCode: '123456',
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().status).toBe(6050004);
    });

    it('refuses a new number that got no code', async () => {
      const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
      await t.sendCode('13800000004', 'CHANGE_MOBILE_OLD', { token });
      const oldCode = (await t.latestCode('13800000004'))!;
      const reply = await call('POST', `${PERSONAL}/changeMobile`, token, {
        oldCode,
        newMobile: '13500000099',
        newCode: '123456',
      });
      expect(reply.json().status).toBe(75000005);
    });
  });

  describe('change e-mail', () => {
    it('binds the address the code was sent to', async () => {
      const token = await loginAs(t.app, 'hr', 'Hr@2026ec');
      const send = await call('POST', '/ecapi/message/sendEmailAuthCode', token, { email: 'HR@Example.com' });
      expect(send.json().status).toBe(200);
      const code = (await t.latestCode('hr@example.com'))!;
      const wrongAddress = await call('POST', `${PERSONAL}/changeEmail`, token, {
        email: 'other@example.com',
        verificationCode: code,
      });
      expect(wrongAddress.json().status).toBe(75000005);
      const reply = await call('POST', `${PERSONAL}/changeEmail`, token, {
        email: 'hr@example.com',
        verificationCode: code,
      });
      expect(reply.json().data).toMatchObject({ email: 'hr@example.com' });
      expect((await call('GET', '/ecapi/getLoggedUserInfo', token)).json().data.extension).toMatchObject({
        email: 'hr@example.com',
      });
    });

    it('rejects a malformed address with 400', async () => {
      const token = await loginAs(t.app, 'hr', 'Hr@2026ec');
      const reply = await call('POST', `${PERSONAL}/changeEmail`, token, { email: 'not-mail', verificationCode: '1' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().data.map((issue: { path: string }) => issue.path)).toEqual(['email', 'verificationCode']);
    });
  });

  describe('change password', () => {
    it('needs the current password, checks the new one, and ends the other sessions only', async () => {
      const mobile = '13500000004';
      const here = await registerPerson(mobile, 'First@2026');
      const other = (
        await t.app.inject({
          method: 'POST',
          url: '/ecapi/token/accessToken',
          payload: { username: mobile, password: 'First@2026' },
        })
      ).json().data;
      const elsewhere = other.access_token as string;
      const change = (payload: object) => call('POST', `${PERSONAL}/changePassword`, here, payload);

      const wrongOld = await change({ oldPassword: 'Nope@2026', newPassword: 'Second@2026' });
      expect(wrongOld.statusCode).toBe(400);
      expect(wrongOld.json()).toMatchObject({ status: 75000009, message: '原密码错误' });
      const weak = await change({ oldPassword: 'First@2026', newPassword: 'second' });
      expect(weak.json()).toMatchObject({ status: 75000031, data: { reasons: ['TOO_SHORT', 'TOO_FEW_KINDS'] } });
      const differ = await change({ oldPassword: 'First@2026', newPassword: 'Second@2026', confirmPassword: 'x' });
      expect(differ.json().data).toEqual([{ path: 'confirmPassword', message: 'The two passwords differ' }]);

      const done = await change({
        oldPassword: 'First@2026',
        newPassword: 'Second@2026',
        confirmPassword: 'Second@2026',
      });
      expect(done.json()).toEqual({ status: 200, message: 'success', data: null });
      expect((await call('GET', '/ecapi/getLoggedUserInfo', here)).statusCode).toBe(200);
      expect((await call('GET', '/ecapi/getLoggedUserInfo', elsewhere)).statusCode).toBe(401);
      const refreshOfOther = await t.app.inject({
        method: 'GET',
        url: '/ecapi/token/refreshToken',
        query: { refresh_token: other.refresh_token },
      });
      expect(refreshOfOther.statusCode).toBe(401);
      const oldPassword = await t.app.inject({
        method: 'POST',
        url: '/ecapi/token/accessToken',
        payload: { username: mobile, password: 'First@2026' },
      });
      expect(oldPassword.json().status).toBe(75000006);
      expect(await loginAs(t.app, mobile, 'Second@2026')).toEqual(expect.any(String));
    });

    it('clears the unsafe-password mark', async () => {
      await t.context.database.query("UPDATE users SET password_hash = $1 WHERE username = 'lisi'", [
        await hashPassword('lisi2026'),
      ]);
      const token = await loginAs(t.app, 'lisi', 'lisi2026');
      expect((await call('GET', '/ecapi/getLoggedUserInfo', token)).json().data.extension.passwordUnsafe).toBe(true);
      const reply = await call('POST', `${PERSONAL}/changePassword`, token, {
        oldPassword: 'lisi2026',
        newPassword: 'Lisi@2026',
      });
      expect(reply.json().status).toBe(200);
      expect((await call('GET', '/ecapi/getLoggedUserInfo', token)).json().data.extension.passwordUnsafe).toBe(false);
    });

    it('stops guessing the current password after 5 wrong ones', async () => {
      const token = await loginAs(t.app, 'admin', 'Admin@2026');
      for (let i = 0; i < 5; i++) {
        const reply = await call('POST', `${PERSONAL}/changePassword`, token, {
          oldPassword: `Guess@${i}000`,
          newPassword: 'Admin@2027',
        });
        expect(reply.json().status).toBe(75000009);
      }
      const refused = await call('POST', `${PERSONAL}/changePassword`, token, {
        oldPassword: 'Admin@2026',
        newPassword: 'Admin@2027',
      });
      expect(refused.statusCode).toBe(429);
    });
  });

  describe('accounts and switching between them', () => {
    it('lists the caller’s accounts, personal first, with the active one marked', async () => {
      const token = await loginAs(t.app, 'hr', 'Hr@2026ec');
      const reply = await call('GET', `${ACCOUNT}/list`, token);
      expect(reply.json().data).toEqual([
        expect.objectContaining({ accountType: 'PERSONAL', name: '李人事', role: 'PERSONAL', active: false }),
        expect.objectContaining({ accountType: 'ENTERPRISE', name: '演示科技有限公司', role: 'HR', active: true }),
      ]);
    });

    it('switches the session to the caller’s own personal account and back', async () => {
      const token = await loginAs(t.app, 'admin', 'Admin@2026');
      const [personal, enterprise] = (await call('GET', `${ACCOUNT}/list`, token)).json().data;
      const toPersonal = await call('POST', `${ACCOUNT}/switch`, token, { accountId: personal.accountId });
      expect(toPersonal.json().data.activeAccount).toMatchObject({ accountType: 'PERSONAL' });
      expect(toPersonal.json().data.permissions).not.toContain('contract:initiate');
      expect((await call('GET', '/ecapi/getLoggedUserInfo', token)).json().data.activeAccount.accountId).toBe(
        personal.accountId,
      );
      const back = await call('POST', `${ACCOUNT}/switch`, token, { accountId: enterprise.accountId });
      expect(back.json().data.activeAccount).toMatchObject({ accountType: 'ENTERPRISE' });
      expect(back.json().data.permissions).toContain('contract:initiate');
    });

    it('refuses another user’s account, and an unknown id, alike with 403 and no data', async () => {
      const admin = await loginAs(t.app, 'admin', 'Admin@2026');
      const lisi = await loginAs(t.app, 'lisi', 'Lisi@2026');
      const [adminPersonal] = (await call('GET', `${ACCOUNT}/list`, admin)).json().data;
      for (const accountId of [adminPersonal.accountId, 'no-such-account']) {
        const reply = await call('POST', `${ACCOUNT}/switch`, lisi, { accountId });
        expect(reply.statusCode).toBe(403);
        expect(reply.json()).toEqual({ status: 70000403, message: '无数据权限', data: null });
      }
      expect((await call('GET', '/ecapi/getLoggedUserInfo', lisi)).json().data.activeAccount.accountType).toBe(
        'PERSONAL',
      );
    });
  });
});
