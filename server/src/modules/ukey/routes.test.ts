// Spec items this file exercises (docs/spec-items.md): C-ukey-login, C-ukey-url.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { makeTestCertificate, signNonce, type TestCertificate } from '../../test-support/make-test-certificate';

type Algorithm = 'SHA256withRSA' | 'SHA256withECDSA';
const ALGORITHM: Record<'rsa' | 'ec', Algorithm> = { rsa: 'SHA256withRSA', ec: 'SHA256withECDSA' };
const PASSWORDS: Record<string, string> = {
  admin: 'Admin@2026',
  hr: 'Hr@2026ec',
  zhangsan: 'Zhang@2026',
  lisi: 'Lisi@2026',
};

describe('key-device (UKey) binding and login', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const rsa = makeTestCertificate({ keyType: 'rsa', commonName: '张三' });
  const ec = makeTestCertificate({ keyType: 'ec', commonName: '李四' });

  beforeAll(async () => {
    t = await buildTestApp({ UKEY_DRIVER_URL: 'https://downloads.example.com/ukey/driver-2.3.zip' });
    for (const [username, password] of Object.entries(PASSWORDS))
      tokens[username] = await loginAs(t.app, username, password);
  });
  afterAll(() => t.close());

  const auth = (username?: string) => (username ? { authorization: `Bearer ${tokens[username]}` } : {});
  const loginChallenge = async (): Promise<string> => {
    const reply = await t.app.inject({ method: 'GET', url: '/ecapi/uk/challenge?time=1' });
    expect(reply.json().data.expiresIn).toBe(120);
    return reply.json().data.nonce;
  };
  const bindChallenge = async (username: string): Promise<string> =>
    (await t.app.inject({ method: 'GET', url: '/ecapi/uk/bind/challenge', headers: auth(username) })).json().data.nonce;
  const proof = (certificate: TestCertificate, nonce: string, overrides: object = {}) => ({
    certificate: certificate.pem,
    nonce,
    signature: signNonce(certificate, nonce),
    algorithm: ALGORITHM[certificate.keyType],
    ...overrides,
  });
  const bind = async (username: string | undefined, certificate: TestCertificate, overrides: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/ecapi/uk/bind',
      headers: auth(username),
      payload: proof(certificate, username ? await bindChallenge(username) : 'n'.repeat(43), overrides),
    });
  const ukLogin = async (certificate: TestCertificate, overrides: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/ecapi/uk/token',
      headers: { 'x-token': 'cli' },
      payload: proof(certificate, await loginChallenge(), overrides),
    });
  const unbind = (username: string) =>
    t.app.inject({ method: 'DELETE', url: '/ecapi/uk/bind', headers: auth(username) });
  const whoAmI = (token: string) =>
    t.app.inject({ method: 'GET', url: '/ecapi/getLoggedUserInfo', headers: { authorization: `Bearer ${token}` } });

  it.each([
    ['RSA', rsa, 'zhangsan'],
    ['ECDSA P-256', ec, 'lisi'],
  ] as const)(
    'binds a %s certificate after a signed challenge, then logs its holder in with it',
    async (_name, certificate, username) => {
      const bound = await bind(username, certificate);
      expect(bound.statusCode, bound.body).toBe(200);
      expect(bound.json().data).toMatchObject({
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        subject: `CN=${certificate === rsa ? '张三' : '李四'}`,
      });
      const current = await t.app.inject({ method: 'GET', url: '/ecapi/uk/bind', headers: auth(username) });
      expect(current.json().data).toEqual(bound.json().data);

      const login = await ukLogin(certificate);
      expect(login.statusCode, login.body).toBe(200);
      expect((await whoAmI(login.json().data.access_token)).json().data.username).toBe(username);
    },
  );

  it('takes the certificate as base64 DER and an ECDSA signature as raw r‖s', async () => {
    const nonce = await loginChallenge();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/uk/token',
      payload: proof(ec, nonce, { certificate: ec.derBase64, signature: signNonce(ec, nonce, 'ieee-p1363') }),
    });
    expect(reply.json().status, reply.body).toBe(200);
  });

  it('refuses a wrong signature with 520003, and the nonce is spent with it', async () => {
    const nonce = await loginChallenge();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/ecapi/uk/token',
      payload: proof(rsa, nonce, { signature: signNonce(rsa, `${nonce}x`) }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 520003, message: 'UKey签名校验失败，请重新插入UKey后登录', data: null });
    const retry = await t.app.inject({ method: 'POST', url: '/ecapi/uk/token', payload: proof(rsa, nonce) });
    expect(retry.json().status).toBe(520006);
  });

  it('refuses a signature by another key over the right nonce (520003)', async () => {
    const nonce = await loginChallenge();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/uk/token',
      payload: proof(ec, nonce, { certificate: makeTestCertificate({ keyType: 'ec' }).pem }),
    });
    expect(reply.json().status).toBe(520003);
  });

  it('refuses unknown, reused, expired and bind-purpose nonces with 520006', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/ecapi/uk/token', payload: proof(rsa, 'u'.repeat(43)) });
    expect(unknown.json().status).toBe(520006);

    const nonce = await loginChallenge();
    expect(
      (await t.app.inject({ method: 'POST', url: '/ecapi/uk/token', payload: proof(rsa, nonce) })).json().status,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/ecapi/uk/token', payload: proof(rsa, nonce) })).json().status,
    ).toBe(520006);

    const start = new Date();
    t.setNow(start);
    const late = await loginChallenge();
    t.setNow(new Date(start.getTime() + 121_000));
    expect(
      (await t.app.inject({ method: 'POST', url: '/ecapi/uk/token', payload: proof(rsa, late) })).json().status,
    ).toBe(520006);
    t.setNow(new Date());

    const forBinding = await bindChallenge('zhangsan');
    expect(
      (await t.app.inject({ method: 'POST', url: '/ecapi/uk/token', payload: proof(rsa, forBinding) })).json().status,
    ).toBe(520006);
  });

  it('refuses a certificate bound to nobody with 520005', async () => {
    const reply = await ukLogin(makeTestCertificate({ keyType: 'ec' }));
    expect(reply.statusCode).toBe(401);
    expect(reply.json().status).toBe(520005);
  });

  it('refuses a certificate that expired after it was bound with 520004', async () => {
    const now = Date.now();
    const shortLived = makeTestCertificate({ keyType: 'ec', notAfter: new Date(now + 86_400_000) });
    expect((await bind('admin', shortLived)).json().status).toBe(200);
    t.setNow(new Date(now + 2 * 86_400_000));
    const reply = await ukLogin(shortLived);
    t.setNow(new Date());
    expect(reply.statusCode).toBe(401);
    expect(reply.json().status).toBe(520004);
    expect((await unbind('admin')).json().status).toBe(200);
  });

  it('refuses to bind an expired or not yet valid certificate', async () => {
    const expired = makeTestCertificate({
      keyType: 'ec',
      notBefore: new Date('2020-01-01T00:00:00Z'),
      notAfter: new Date('2021-01-01T00:00:00Z'),
    });
    expect((await bind('admin', expired)).json().status).toBe(61500002);
    const future = makeTestCertificate({ keyType: 'ec', notBefore: new Date(Date.now() + 86_400_000) });
    expect((await bind('admin', future)).json().status).toBe(61500004);
  });

  it('refuses a revoked certificate (520002) for good, revoked by platform staff only', async () => {
    const certificate = makeTestCertificate({ keyType: 'ec' });
    const fingerprint = (await bind('hr', certificate)).json().data.fingerprint;
    expect((await ukLogin(certificate)).json().status).toBe(200);

    const byHr = await t.app.inject({
      method: 'POST',
      url: '/ecapi/uk/revoke',
      headers: auth('hr'),
      payload: { fingerprint },
    });
    expect(byHr.statusCode).toBe(403);
    const ops = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/ecapi/uk/revoke',
      headers: { authorization: `Bearer ${ops.json().data.access_token}` },
      payload: { fingerprint },
    });
    expect(revoke.json().status).toBe(200);

    const login = await ukLogin(certificate);
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ status: 520002, message: 'UKey证书已被吊销，无法登录' });
    expect((await t.app.inject({ method: 'GET', url: '/ecapi/uk/bind', headers: auth('hr') })).json().data).toBeNull();
    expect((await bind('hr', certificate)).json().status).toBe(61500003);
  });

  it('needs a login to bind (401)', async () => {
    const reply = await bind(undefined, makeTestCertificate({ keyType: 'ec' }));
    expect(reply.statusCode).toBe(401);
    expect(reply.json().status).toBe(70000401);
    expect((await t.app.inject({ method: 'GET', url: '/ecapi/uk/bind/challenge' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/ecapi/uk/bind' })).statusCode).toBe(401);
  });

  it('binds a certificate to one user only (409), and a user to one certificate (409)', async () => {
    // rsa is zhangsan's (first test): admin holds its key too, but cannot bind it a second time.
    const other = await bind('admin', rsa);
    expect(other.statusCode).toBe(409);
    expect(other.json().status).toBe(520008);
    expect((await bind('zhangsan', rsa)).json().status).toBe(520008);
    const second = await bind('zhangsan', makeTestCertificate({ keyType: 'ec' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().status).toBe(520009);
  });

  it('uses a bind challenge only for the user who asked for it', async () => {
    const nonce = await bindChallenge('hr');
    const certificate = makeTestCertificate({ keyType: 'ec' });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/uk/bind',
      headers: auth('admin'),
      payload: proof(certificate, nonce),
    });
    expect(reply.json().status).toBe(520006);
  });

  it('unbinds: the certificate stops logging in, and may be bound again', async () => {
    const certificate = makeTestCertificate({ keyType: 'rsa' });
    expect((await bind('admin', certificate)).json().status).toBe(200);
    expect((await unbind('admin')).json().status).toBe(200);
    expect((await ukLogin(certificate)).json().status).toBe(520005);
    expect((await unbind('admin')).statusCode).toBe(404);
    expect((await bind('admin', certificate)).json().status).toBe(200);
    expect((await ukLogin(certificate)).json().status).toBe(200);
    expect((await unbind('admin')).json().status).toBe(200);
  });

  it.each([
    ['an RSA key named as ECDSA', () => ({ algorithm: 'SHA256withECDSA' })],
    [
      'an RSA key of 1024 bits',
      () => ({ certificate: makeTestCertificate({ keyType: 'rsa', modulusLength: 1024 }).pem }),
    ],
    [
      'an ECDSA key on P-384',
      () => ({
        certificate: makeTestCertificate({ keyType: 'ec', namedCurve: 'secp384r1' }).pem,
        algorithm: 'SHA256withECDSA',
      }),
    ],
  ])('refuses %s with 520007', async (_name, overrides) => {
    expect((await ukLogin(rsa, overrides())).json().status).toBe(520007);
  });

  it.each([
    ['a certificate that is not one', { certificate: 'bm90IGEgY2VydGlmaWNhdGU=' }, 70000009],
    ['a broken PEM', { certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }, 70000009],
    ['an unknown algorithm', { algorithm: 'SHA1withRSA' }, 70000002],
    ['a signature that is not base64', { signature: 'not base64!' }, 70000002],
    ['no certificate', { certificate: '' }, 70000002],
  ])('answers %s with %s', async (_name, overrides, status) => {
    expect((await ukLogin(rsa, overrides)).json().status).toBe(status);
  });

  it('answers getUkeyUrl with the configured driver download, for logged-in users with an orgId', async () => {
    const url = '/ecapi/bc/assemble/enterpris/getUkeyUrl';
    const ok = await t.app.inject({ method: 'GET', url: `${url}?orgId=org-1&time=1`, headers: auth('admin') });
    expect(ok.json()).toEqual({
      status: 200,
      message: 'success',
      data: { url: 'https://downloads.example.com/ukey/driver-2.3.zip' },
    });
    expect((await t.app.inject({ method: 'GET', url, headers: auth('admin') })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${url}?orgId=org-1` })).statusCode).toBe(401);
  });
});

describe('getUkeyUrl without a configured driver', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers null', async () => {
    const token = await loginAs(t.app, 'hr', 'Hr@2026ec');
    const reply = await t.app.inject({
      method: 'GET',
      url: '/ecapi/bc/assemble/enterpris/getUkeyUrl?orgId=org-1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.json().data).toEqual({ url: null });
  });
});
