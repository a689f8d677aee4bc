// Spec items this file exercises (docs/spec-items.md): C-sms-login.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildOutboxTestApp, type OutboxTestApp } from '../../test-support/outbox-test-app';

const START = new Date('2026-08-03T07:00:00Z');
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('POST mobile/token (SMS login)', () => {
  let t: OutboxTestApp;
  beforeAll(async () => {
    t = await buildOutboxTestApp({ CLIENT_CREDENTIALS: 'web:web,ext:ext,cli:cli,partner:s3cret' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(START));

  /** The clock runs on 3 hours per code, so neither the 60 s nor the daily limit of a number interferes. */
  let clock = START.getTime();
  async function loginCode(mobile: string) {
    clock += 3 * 3_600_000;
    t.setNow(new Date(clock));
    expect((await t.sendCode(mobile, 'LOGIN')).json().status).toBe(200);
    return (await t.latestCode(mobile))!;
  }
  const smsLogin = (
    query: Record<string, string>,
    options: { authorization?: string; body?: string; remoteAddress?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/ecapi/mobile/token',
      query,
      payload: options.body ?? '',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.authorization === '' ? {} : { authorization: options.authorization ?? basic('web', 'web') }),
      },
      remoteAddress: options.remoteAddress,
    });

  it('logs in without grant_type (the spec call form): sms is the default, another grant is refused', async () => {
    const code = await loginCode('13800000004');
    const reply = await smsLogin({ mobile: '13800000004', code });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.access_token).toEqual(expect.any(String));
    const other = await smsLogin({ mobile: '13800000004', code, grant_type: 'password' });
    expect(other.json().status).not.toBe(200);
  });

  it('logs in with query parameters, Basic client authentication and a form body, like token/accessToken', async () => {
    const code = await loginCode('13800000003');
    const reply = await smsLogin({ mobile: '13800000003', code, grant_type: 'sms' });
    expect(reply.statusCode).toBe(200);
    const tokens = reply.json().data;
    expect(tokens).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      expires_in: t.context.config.ACCESS_TOKEN_TTL_SECONDS,
    });
    const info = await t.app.inject({
      method: 'GET',
      url: '/ecapi/getLoggedUserInfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(info.json().data).toMatchObject({ username: 'zhangsan', activeAccount: { accountType: 'PERSONAL' } });
  });

  it('takes the fields from the form body too, and names the session after the client id', async () => {
    const code = await loginCode('13800000001');
    const reply = await smsLogin(
      {},
      { authorization: basic('ext', 'ext'), body: `mobile=13800000001&code=${code}&grant_type=sms` },
    );
    expect(reply.json().status).toBe(200);
    const [session] = await t.context.database.query<{ client: string }>(
      'SELECT client FROM sessions ORDER BY created_at DESC LIMIT 1',
    );
    expect(session!.client).toBe('ext');
  });

  it('accepts the configured client credentials', async () => {
    const code = await loginCode('13800000004');
    const reply = await smsLogin(
      { mobile: '13800000004', code, grant_type: 'sms' },
      { authorization: basic('partner', 's3cret') },
    );
    expect(reply.json().status).toBe(200);
  });

  it.each([
    ['no Authorization header', ''],
    ['a wrong secret', basic('web', 'wrong')],
    ['an unknown client', basic('mallory', 'web')],
    ['a bearer token instead', 'Bearer abc'],
    ['garbage', 'Basic !!!'],
    ['no colon', `Basic ${Buffer.from('web').toString('base64')}`],
  ])('answers 401/70000003 for %s, before looking at the code', async (_, authorization) => {
    const code = await loginCode('13800000002');
    const reply = await smsLogin({ mobile: '13800000002', code, grant_type: 'sms' }, { authorization });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ status: 70000003, data: null });
    // The code was not spent by the refused call.
    expect((await smsLogin({ mobile: '13800000002', code, grant_type: 'sms' })).json().status).toBe(200);
  });

  it('accepts a code once', async () => {
    const code = await loginCode('13800000003');
    expect((await smsLogin({ mobile: '13800000003', code, grant_type: 'sms' })).json().status).toBe(200);
    const again = await smsLogin({ mobile: '13800000003', code, grant_type: 'sms' });
    expect(again.json().status).toBe(75000005);
  });

  it('expires the code after 5 minutes', async () => {
    const code = await loginCode('13800000003');
    t.setNow(new Date(t.context.now().getTime() + 300_000));
    expect((await smsLogin({ mobile: '13800000003', code, grant_type: 'sms' })).json().status).toBe(75000005);
  });

  it('does not take a code of another scene', async () => {
    clock += 3 * 3_600_000;
    t.setNow(new Date(clock));
    await t.sendCode('13800000003', 'RESET_PASSWORD');
    const code = (await t.latestCode('13800000003'))!;
    expect((await smsLogin({ mobile: '13800000003', code, grant_type: 'sms' })).json().status).toBe(75000005);
  });

  it('answers an unknown number like a number that asked for no code', async () => {
    await t.sendCode('13922223333', 'LOGIN');
    const unknown = await smsLogin({ mobile: '13922223333', code: '123456', grant_type: 'sms' });
    const silent = await smsLogin({ mobile: '13800000004', code: '123456', grant_type: 'sms' });
    expect(unknown.statusCode).toBe(silent.statusCode);
    expect(unknown.json()).toEqual(silent.json());
  });

  it('rejects another grant type and malformed fields with 400', async () => {
    const reply = await smsLogin({ mobile: '138', code: '12', grant_type: 'password' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().data.map((issue: { path: string }) => issue.path)).toEqual(['mobile', 'code', 'grant_type']);
  });

  it('keeps a locked account locked', async () => {
    const code = await loginCode('13800000002');
    await t.context.database.query("UPDATE users SET locked_until = $1 WHERE username = 'hr'", [
      new Date(t.context.now().getTime() + 60_000),
    ]);
    const reply = await smsLogin({ mobile: '13800000002', code, grant_type: 'sms' });
    expect(reply.statusCode).toBe(423);
    expect(reply.json().status).toBe(75000007);
  });

  it('counts wrong codes against the client address limit', async () => {
    const remoteAddress = '10.7.7.7';
    const code = await loginCode('13800000001');
    for (let i = 0; i < 30; i++) {
      const wrong = await smsLogin({ mobile: '13800000004', code: '000000', grant_type: 'sms' }, { remoteAddress });
      expect(wrong.json().status).toBe(75000005);
    }
    const refused = await smsLogin({ mobile: '13800000001', code, grant_type: 'sms' }, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(70000011);
    expect((await smsLogin({ mobile: '13800000001', code, grant_type: 'sms' })).json().status).toBe(200);
  });
});
