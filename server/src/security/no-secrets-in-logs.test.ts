// Secrets never reach the log: an app logging at info level into memory goes through
// password logins (right and wrong), an SMS code and SMS login (query and form body), a
// registration carrying a NUL byte, token refresh, logout, a login with a stale token, a failing
// database query and a real-name verification start with an ID number; the captured log then
// holds no password, no password hash, no access or refresh token, no SMS code, no mobile number
// and no ID number.
// (verification/no-id-numbers-leak.test.ts covers ID and bank card numbers in depth.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { createAppContext } from '../context';
import { migrate } from '../db/migrate';
import { seedDemo } from '../db/seed-demo';
import type { TestApp } from '../test-support/build-test-app';
import { openTestDatabase } from '../test-support/open-test-database';
import { newPerson, testIdentity } from '../test-support/test-people';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('no secrets in logs', () => {
  let t: TestApp;
  let dataDir: string;
  const lines: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ecsign-log-secrets-'));
    const config = parseConfig({
      ECSIGN_TEST_SKIP_CAPTCHA: '1',
      ECSIGN_SANDBOX_OUTBOX_API: '1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PKI_MASTER_KEY: 'no-secrets-in-logs test key',
    });
    const database = await openTestDatabase();
    await migrate(database);
    await seedDemo(database);
    const context = createAppContext({ config, database, now: () => new Date() });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(context, { logger: { level: 'info', stream } });
    t = { app, context, setNow: () => undefined, close: async () => (await app.close(), await database.close()) };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/ecapi/${url}`, payload, headers });

  it('logs what happened, but none of the secrets involved', async () => {
    // Password logins: a right one, a wrong one, and an unknown account.
    secrets.push('Zhang@2026', 'Wrong@Pass2026', 'Nobody@2026');
    const login = await post('token/accessToken', { username: 'zhangsan', password: 'Zhang@2026' });
    const tokens = login.json().data;
    secrets.push(tokens.access_token, tokens.refresh_token);
    const wrong = await post('token/accessToken', { username: 'zhangsan', password: 'Wrong@Pass2026' });
    expect(wrong.json().status).toBe(75000006);
    await post('token/accessToken', { username: 'nobody', password: 'Nobody@2026' });

    // An SMS code, then an SMS login with it (the sandbox writes the code to its outbox only).
    secrets.push('13800000004');
    const codeFor = async (mobile: string, scene: string) => {
      expect((await post('message/sendEcAuthCode', { mobile, scene })).json().status).toBe(200);
      const outbox = await t.app.inject({ method: 'GET', url: '/ecapi/dev/outbox', query: { to: mobile } });
      const sent = outbox.json().data.records[0].code as string;
      secrets.push(sent);
      return sent;
    };
    const wrongSms = await t.app.inject({
      method: 'POST',
      url: '/ecapi/mobile/token',
      payload: 'mobile=13800000004&code=918273&grant_type=sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic('web', 'web') },
    });
    expect(wrongSms.statusCode).toBe(400);
    secrets.push('918273');
    const code = await codeFor('13800000004', 'LOGIN');
    const sms = await t.app.inject({
      method: 'POST',
      url: '/ecapi/mobile/token',
      query: { mobile: '13800000004', code, grant_type: 'sms' },
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic('web', 'web') },
    });
    expect(sms.json().status).toBe(200);
    secrets.push(sms.json().data.access_token, sms.json().data.refresh_token);

    // Refresh, logout, and the old token afterwards.
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/ecapi/token/refreshToken',
      query: { refresh_token: tokens.refresh_token },
    });
    const fresh = refreshed.json().data;
    secrets.push(fresh.access_token, fresh.refresh_token);
    const auth = { authorization: `Bearer ${fresh.access_token}` };
    expect((await t.app.inject({ method: 'DELETE', url: '/ecapi/token/logout', headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/ecapi/getLoggedUserInfo', headers: auth })).statusCode).toBe(
      401,
    );

    // A registration whose name carries a NUL byte: refused as a bad request, not a database
    // failure whose parameters (the mobile, the password's Argon2id hash) would reach the log.
    const newMobile = '13900009876';
    secrets.push(newMobile, 'Regist@2026x');
    const registration = await post('cb/assemble/usercenter/userRegister/register', {
      mobile: newMobile,
      code: await codeFor(newMobile, 'REGISTER'),
      password: 'Regist@2026x',
      agreements: [1, 2, 3],
      name: '王\u0000五',
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().status).toBe(70000018);

    // A database error with a secret among its parameters, logged as the error handler logs one.
    const failing = await t.context.database.db.execute(sql`SELECT ${'Hash$argon2id$SecretParam'}::int AS n`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failing).toBeInstanceOf(Error);
    secrets.push('Hash$argon2id$SecretParam');
    t.app.log.error({ err: failing }, 'a failing query');

    // Credential headers and the query of a credential route, through the request serializer.
    secrets.push('header-bearer-secret', 'cookie-session-secret', 'query-refresh-secret');
    t.app.log.warn(
      {
        headers: { authorization: 'Bearer header-bearer-secret', cookie: 'sid=cookie-session-secret' },
        req: {
          method: 'GET',
          url: '/ecapi/token/refreshToken?refresh_token=query-refresh-secret',
          host: 'h',
          ip: '::1',
        },
      },
      'a request with credentials',
    );

    // A real-name verification with an ID number.
    const person = await newPerson(t);
    const identity = testIdentity();
    secrets.push(identity.idNumber);
    expect((await person.api.post('cb/assemble/auth/person/start', identity)).status).toBe(200);

    const log = lines.join('');
    // The log is not empty, so the checks below can fail: the sandbox SMS line names the masked
    // mobile, the failing query is there by its SQL text, the request by its path.
    expect(log).toContain('sandbox SMS to 138****0004');
    expect(log).toContain('SELECT $1::int AS n');
    expect(log).toContain('/ecapi/token/refreshToken?[redacted]');
    expect(log).not.toContain('$argon2id$');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(3);
      const pattern = new RegExp(`(^|[^0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^0-9A-Za-z]|$)`);
      expect(pattern.test(log), `a secret of ${secret.length} characters is in the log`).toBe(false);
    }
  });
});
