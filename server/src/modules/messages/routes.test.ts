// Spec items this file exercises (docs/spec-items.md): C-send-auth-code, E-747.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_CODE_RESEND_SECONDS, AUTH_CODES_PER_DAY } from '@ecsign/core/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs } from '../../test-support/build-test-app';
import { buildOutboxTestApp, type OutboxTestApp } from '../../test-support/outbox-test-app';

const START = new Date('2026-05-04T08:00:00Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

describe('POST message/sendEcAuthCode and the sandbox outbox', () => {
  let t: OutboxTestApp;
  let next = 0;
  /** A fresh unregistered number per test, so the per-number limits never meet. */
  let mobile: string;
  beforeAll(async () => {
    t = await buildOutboxTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.setNow(START);
    mobile = `1390000${String(++next).padStart(4, '0')}`;
  });

  it('sends a 6-digit REGISTER code: outbox row, JSON-lines file, and only a hash in the code table', async () => {
    const reply = await t.sendCode(mobile, 'REGISTER');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 200, message: 'success', data: { expiresIn: 300, resendIn: 60 } });

    const code = await t.latestCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const lines = readFileSync(join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8')
      .trim()
      .split('\n');
    const last = JSON.parse(lines.at(-1)!);
    expect(last).toMatchObject({ channel: 'SMS', to: mobile, scene: 'REGISTER', code });
    expect(last.text).toContain(code);

    const rows = await t.context.database.query<{ code_hash: string; expires_at: Date }>(
      'SELECT code_hash, expires_at FROM verification_codes WHERE target = $1',
      [mobile],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code!);
    expect(new Date(rows[0]!.expires_at).getTime()).toBe(at(300).getTime());
  });

  it('allows one code per number and scene per 60 s, with the catalogue text', async () => {
    expect((await t.sendCode(mobile, 'REGISTER')).statusCode).toBe(200);
    t.setNow(at(AUTH_CODE_RESEND_SECONDS - 1));
    const again = await t.sendCode(mobile, 'REGISTER');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ status: 74700006, message: '验证码发送过于频繁，请60秒后再试' });
    expect(again.json().data).toEqual({ retryAfterSeconds: 1 });
    t.setNow(at(AUTH_CODE_RESEND_SECONDS));
    expect((await t.sendCode(mobile, 'REGISTER')).statusCode).toBe(200);
    expect(await t.outboxCount(mobile)).toBe(2);
  });

  it(`allows at most ${AUTH_CODES_PER_DAY} codes per number a day`, async () => {
    for (let i = 0; i < AUTH_CODES_PER_DAY; i++) {
      t.setNow(at(i * 61));
      expect((await t.sendCode(mobile, 'REGISTER')).json().status).toBe(200);
    }
    t.setNow(at(AUTH_CODES_PER_DAY * 61));
    const refused = await t.sendCode(mobile, 'REGISTER', { remoteAddress: '10.9.9.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(74700007);
    t.setNow(at(24 * 60 * 60 + 1));
    expect((await t.sendCode(mobile, 'REGISTER', { remoteAddress: '10.9.9.9' })).json().status).toBe(200);
  });

  it('answers LOGIN and RESET_PASSWORD alike for unknown numbers, and sends nothing', async () => {
    for (const scene of ['LOGIN', 'RESET_PASSWORD'] as const) {
      const known = await t.sendCode('13800000003', scene);
      const unknown = await t.sendCode(mobile, scene);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
    }
    expect(await t.outboxCount(mobile)).toBe(0);
    expect(await t.outboxCount('13800000003')).toBe(2);
    // The limits count the unknown number too, so the 60 s answer gives nothing away either.
    expect((await t.sendCode(mobile, 'LOGIN')).json().status).toBe(74700006);
  });

  it('refuses a REGISTER code for a number that has an account', async () => {
    const reply = await t.sendCode('13800000001', 'REGISTER');
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ status: 6050004, message: '该账号已注册，请直接登录' });
  });

  it('rejects malformed numbers and scenes with 400 and the failing fields', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/message/sendEcAuthCode',
      payload: { mobile: '12345', scene: 'PARTY' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().data.map((issue: { path: string }) => issue.path)).toEqual(['mobile', 'scene']);
  });

  it('accepts a form-encoded body as well as JSON', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/message/sendEcAuthCode',
      payload: `mobile=${mobile}&scene=REGISTER`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.json().status).toBe(200);
  });

  it('spends a behaviour-captcha verification when one is sent, and refuses an unknown one', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/message/sendEcAuthCode',
      payload: { mobile, scene: 'REGISTER', captchaVerification: 'forged' },
    });
    expect(reply.json().status).toBe(70000005);
    expect(await t.outboxCount(mobile)).toBe(0);
  });

  it('needs the logged-in owner for CHANGE_MOBILE_OLD and a free number for CHANGE_MOBILE_NEW', async () => {
    expect((await t.sendCode('13800000004', 'CHANGE_MOBILE_OLD')).statusCode).toBe(401);
    expect((await t.sendCode(mobile, 'CHANGE_MOBILE_NEW')).statusCode).toBe(401);
    const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
    const sentToZhangsan = await t.outboxCount('13800000003');
    expect((await t.sendCode('13800000004', 'CHANGE_MOBILE_OLD', { token })).json().status).toBe(200);
    const other = await t.sendCode('13800000003', 'CHANGE_MOBILE_OLD', { token });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: 70000403, data: null });
    expect((await t.sendCode('13800000003', 'CHANGE_MOBILE_NEW', { token })).json().status).toBe(6050004);
    expect((await t.sendCode(mobile, 'CHANGE_MOBILE_NEW', { token })).json().status).toBe(200);
    expect(await t.outboxCount('13800000003')).toBe(sentToZhangsan);
  });

  it('limits code requests per client address, whatever the number', async () => {
    const remoteAddress = '10.1.2.3';
    for (let i = 0; i < t.context.config.SMS_CODES_PER_CLIENT_PER_HOUR; i++) {
      const reply = await t.sendCode(`1370000${String(i).padStart(4, '0')}`, 'LOGIN', { remoteAddress });
      expect(reply.json().status).toBe(200);
    }
    const refused = await t.sendCode(mobile, 'REGISTER', { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(70000011);
    expect((await t.sendCode(mobile, 'REGISTER', { remoteAddress: '10.1.2.4' })).json().status).toBe(200);
  });

  it('sends e-mail codes to the logged-in user only, through the e-mail outbox', async () => {
    const send = (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ecapi/message/sendEmailAuthCode',
        payload: { email: 'Zhang.San@Example.com' },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await send()).statusCode).toBe(401);
    expect((await send(await loginAs(t.app, 'zhangsan', 'Zhang@2026'))).json().status).toBe(200);
    expect(await t.latestCode('zhang.san@example.com')).toMatch(/^\d{6}$/);
    const lines = readFileSync(join(t.dataDir, 'outbox', 'email.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ channel: 'EMAIL', to: 'zhang.san@example.com' });
  });
});

describe('GET dev/outbox without its switch (the production default)', () => {
  it('does not exist', async () => {
    const t = await buildTestApp();
    try {
      const reply = await t.app.inject({ method: 'GET', url: '/ecapi/dev/outbox?to=13800000001' });
      expect(reply.statusCode).toBe(404);
      expect(t.context.config.ECSIGN_SANDBOX_OUTBOX_API).toBe(false);
    } finally {
      await t.close();
    }
  });
});
