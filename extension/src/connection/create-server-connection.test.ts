import { AppError } from '@ecsign/core/errors';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import { createSessionStore, memorySessionStorage } from '@ecsign/core/session';
import { describe, expect, it } from 'vitest';
import { createServerConnection } from './create-server-connection';

const USER: TLoggedUserInfo = {
  userId: 'u1',
  username: 'admin',
  name: '王管理',
  mobile: '13800000001',
  userOwnerType: 'OUTSIDE',
  activeAccount: {
    accountId: 'a1',
    accountType: 'ENTERPRISE',
    name: '示例企业',
    authStatus: 'AUTH',
    enterpriseId: 'e1',
  },
  accounts: [],
  permissions: ['contract:start'],
};

const TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1', token_type: 'bearer', expires_in: 7200 };

interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type TReply = { status: number; message?: string; data?: unknown };

/** A fake server: answers by "METHOD path" with an envelope (or one made from the request body), and records every request. */
function fakeServer(routes: Record<string, TReply | ((body: unknown) => TReply)>) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    const body =
      typeof init.body !== 'string'
        ? undefined
        : headers['Content-Type'] === 'application/json'
          ? JSON.parse(init.body)
          : init.body;
    seen.push({ method, url: url.href, headers, body });
    const route = routes[`${method} ${url.pathname}`] ?? { status: 70000404, message: 'not found' };
    const reply = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify({ message: 'success', ...reply }), {
      status: reply.status === 200 ? 200 : 400,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

function connect(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  const storage = memorySessionStorage();
  const store = createSessionStore(storage);
  const connection = createServerConnection({
    address: 'http://127.0.0.1:9000/base',
    fetch: server.fetch,
    store,
    getLanguage: () => 'en',
    now: () => 1_700_000_000_000,
  });
  return { connection, store, storage, seen: server.seen };
}

describe('createServerConnection', () => {
  it('logs in with the captcha answer, stores the token pair, then asks who the user is with the new token', async () => {
    const { connection, store, seen } = connect({
      'POST /base/ecapi/token/accessToken': { status: 200, data: TOKENS },
      'GET /base/ecapi/getLoggedUserInfo': { status: 200, data: USER },
    });

    const credentials = { username: 'admin', password: 'Admin@2026', captchaKey: 'k1', captchaCode: 'AB12' };
    expect(await connection.logIn(credentials)).toEqual(USER);

    expect(seen[0]).toMatchObject({ method: 'POST', body: credentials });
    expect(seen[0]!.headers['X-Token']).toBe('ext');
    expect(seen[0]!.headers.Authorization).toBeUndefined();
    expect(seen[1]!.headers.Authorization).toBe('Bearer access-1');
    expect(seen[1]!.headers['Accept-Language']).toBe('en');
    expect(await store.get('loginUser')).toEqual({ ...TOKENS, receivedAt: 1_700_000_000_000 });
    expect(await store.get('activeUser')).toEqual(USER);
    expect(await store.get('permissions')).toEqual(['contract:start']);
  });

  it('rejects a wrong password with the catalogue error and stores nothing', async () => {
    const { connection, store } = connect({
      'POST /base/ecapi/token/accessToken': { status: 75000006, message: '用户名或密码错误' },
    });
    const failure = connection.logIn({ username: 'admin', password: 'nope', captchaKey: 'k', captchaCode: 'AAAA' });
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: 'WRONG_CREDENTIALS' });
    expect(await store.snapshot()).toEqual({});
  });

  it('forgets an expired session when the stored token is refused', async () => {
    const { connection, store } = connect({
      'GET /base/ecapi/getLoggedUserInfo': { status: 70000401, message: 'expired' },
    });
    await store.set('loginUser', { access_token: 'old' });
    await store.set('activeUser', USER);
    await store.setLanguage('zh-TW');

    await expect(connection.loadUser()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await store.get('loginUser')).toBeUndefined();
    expect(await store.get('activeUser')).toBeUndefined();
    expect(await store.getLanguage()).toBe('zh-TW');
  });

  it('logs out on the server with the stored token and clears the session even when the server refuses', async () => {
    const { connection, store, seen } = connect({
      'DELETE /base/ecapi/token/logout': { status: 70000001, message: 'failed' },
    });
    await store.set('loginUser', { access_token: 'access-1' });
    await store.set('activeUser', USER);
    await store.set('permissions', USER.permissions);

    await connection.logOut();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: 'http://127.0.0.1:9000/base/ecapi/token/logout' });
    expect(seen[0]!.headers.Authorization).toBe('Bearer access-1');
    expect(await store.snapshot()).toEqual({});
  });

  it('fetches the picture captcha without a token', async () => {
    const captcha = { captchaKey: 'k1', captchaImageBase64: 'data:image/png;base64,iVBORw0KGgo=' };
    const { connection, seen } = connect({ 'GET /base/ecapi/cb/assemble/captcha': { status: 200, data: captcha } });
    expect(await connection.fetchCaptcha()).toEqual(captcha);
    expect(seen[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:9000\/base\/ecapi\/cb\/assemble\/captcha\?t=\d+$/);
  });

  it('on SMS_CAPTCHA_REQUIRED asks for the slider and sends the LOGIN code again with its proof', async () => {
    const { connection, seen } = connect({
      'POST /base/ecapi/message/sendEcAuthCode': (body) =>
        (body as { captchaVerification?: string }).captchaVerification
          ? { status: 200, data: { expiresIn: 300, resendIn: 60 } }
          : { status: 74700090, message: 'captcha first' },
    });
    let asked = 0;
    const slider = async () => {
      asked += 1;
      return 'tok-3---point';
    };
    expect(await connection.sendSmsCode('13800000001', slider)).toEqual({ expiresIn: 300, resendIn: 60 });
    expect(asked).toBe(1);
    expect(seen.map((request) => request.body)).toEqual([
      { mobile: '13800000001', scene: 'LOGIN' },
      { mobile: '13800000001', scene: 'LOGIN', captchaVerification: 'tok-3---point' },
    ]);

    // Closing the slider keeps the server's refusal, which the popup's alert shows.
    const closed = connection.sendSmsCode('13800000001', async () => undefined);
    await expect(closed).rejects.toBeInstanceOf(AppError);
    await expect(closed).rejects.toMatchObject({ code: 'SMS_CAPTCHA_REQUIRED' });
    expect(seen).toHaveLength(3);
  });

  it('sends the LOGIN code and logs in by SMS through mobile/token with the extension client credentials', async () => {
    const { connection, store, seen } = connect({
      'POST /base/ecapi/message/sendEcAuthCode': { status: 200, data: { expiresIn: 300, resendIn: 60 } },
      'POST /base/ecapi/mobile/token': { status: 200, data: TOKENS },
      'GET /base/ecapi/getLoggedUserInfo': { status: 200, data: USER },
    });
    const noCheck = async () => {
      throw new Error('no security check was asked for');
    };
    expect(await connection.sendSmsCode('13800000001', noCheck)).toEqual({ expiresIn: 300, resendIn: 60 });
    expect(seen[0]).toMatchObject({ method: 'POST', body: { mobile: '13800000001', scene: 'LOGIN' } });

    expect(await connection.logInWithSms({ mobile: '13800000001', code: '123456' })).toEqual(USER);
    const login = seen[1]!;
    const url = new URL(login.url);
    expect(url.pathname).toBe('/base/ecapi/mobile/token');
    expect(url.search).toBe('');
    expect(login.headers).toMatchObject({
      Authorization: `Basic ${btoa('ext:ext')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Token': 'ext',
      'ec-type': 'login',
    });
    expect(login.body).toBe('mobile=13800000001&code=123456&grant_type=sms&userOwnerType=OUTSIDE');
    expect(seen[2]!.headers.Authorization).toBe('Bearer access-1');
    expect((await store.get('loginUser'))?.access_token).toBe('access-1');
  });

  it('logs in with the slider verification in place of the picture captcha', async () => {
    const { connection, seen } = connect({
      'POST /base/ecapi/token/accessToken': { status: 200, data: TOKENS },
      'GET /base/ecapi/getLoggedUserInfo': { status: 200, data: USER },
    });
    await connection.logIn({ username: 'admin', password: 'Admin@2026', captchaVerification: 'verified' });
    expect(seen[0]!.body).toEqual({
      username: 'admin',
      password: 'Admin@2026',
      captchaVerification: 'verified',
      userOwnerType: 'OUTSIDE',
    });
  });

  it('asks for and checks the behaviour captcha without a token, under one client id', async () => {
    const reply = { repCode: '0000', repMsg: null, repData: null };
    const { connection, seen } = connect({
      'GET /base/ecapi/cb/assemble/captcha/getCaptcha': {
        status: 200,
        data: {
          repCode: '0000',
          repData: { originalImageBase64: 'A', jigsawImageBase64: 'B', token: 't1', secretKey: null, wordList: null },
        },
      },
      'POST /base/ecapi/cb/assemble/captcha/checkCaptcha': { status: 200, data: reply },
    });
    const got = await connection.behaviourCaptcha.get('blockPuzzle');
    expect(got.repData?.token).toBe('t1');
    expect(
      await connection.behaviourCaptcha.check({ captchaType: 'blockPuzzle', pointJson: 'p', token: 't1' }),
    ).toEqual(reply);
    const clientUid = new URL(seen[0]!.url).searchParams.get('clientUid');
    expect(clientUid).toMatch(/^ext-[0-9a-f]{24}$/);
    expect(seen[1]!.body).toMatchObject({ captchaType: 'blockPuzzle', pointJson: 'p', token: 't1', clientUid });
    expect(seen.every((request) => request.headers.Authorization === undefined)).toBe(true);
  });
});
