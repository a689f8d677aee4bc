// Security headers on the portal, on /ecapi answers and on refusals: a strict CSP
// (scripts and pdf.js's worker from our origin only, no plugins, no framing), nosniff, a referrer
// policy, X-Frame-Options for browsers without frame-ancestors, Permissions-Policy, COOP, CORP, and
// HSTS over HTTPS only. No source map is served, and requests refused before any route runs (a long
// URL, a malformed one, oversized headers or body) still answer in the catalogue envelope.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'ecsign-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app-1.js.map'), '{"version":3,"sources":["secret.ts"]}');
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const cases: [string, string, number][] = [
    ['the portal page', '/contract/list', 200],
    ['a portal asset', '/app.js', 200],
    ['an /ecapi answer', '/ecapi/health', 200],
    ['a refusal', '/ecapi/getLoggedUserInfo', 401],
    ['an unknown API path', '/ecapi/no/such/route', 404],
  ];

  it.each(cases)('sends them on %s', async (_name, url, status) => {
    const reply = await t.app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(status);
    const csp = String(reply.headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['permissions-policy']).toContain('camera=()');
    expect(reply.headers['permissions-policy']).toContain('geolocation=()');
    expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Plain HTTP, and no trusted proxy: a forwarded proto is not believed.
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    const forwarded = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves no source map, not even one left in the folder', async () => {
    for (const url of ['/assets/app-1.js.map', '/assets/app-1.js.map?x=1', '/assets/missing.js.map']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toMatchObject({ status: 70000404, data: null });
    }
  });

  it('answers a too-long URL or path parameter with 414, and a malformed URL with 400, in the envelope', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/ecapi/health?pad=${'x'.repeat(9000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: 70000015, message: '请求地址过长', data: null });
    expect(long.headers['x-content-type-options']).toBe('nosniff');
    const param = await t.app.inject({ method: 'GET', url: `/ecapi/contract/plan/${'p'.repeat(9000)}` });
    expect(param.statusCode).toBe(414);
    expect(param.json().status).toBe(70000015);
    // A parameter over the router's limit matches no route: the envelope's 404.
    const overParam = await t.app.inject({ method: 'GET', url: `/ecapi/contract/plan/${'p'.repeat(600)}` });
    expect(overParam.json()).toMatchObject({ status: expect.any(Number), data: null });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/ecapi/contract/plan/%E0%A4%A',
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 70000002, message: 'The request parameters are invalid', data: null });
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"${'x'.repeat(11 * 1024 * 1024)}"}`,
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().status).toBe(70000013);
  });

  it("answers headers beyond Node's limit with 431 in the envelope, on a real socket", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /ecapi/health HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(20_000)}\r\n\r\n`),
      );
      let received = '';
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(raw.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 70000016,
      message: '请求头过大，请清除浏览器缓存后重试',
      data: null,
    });
  });
});

describe('HSTS behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('is sent when the proxy says the request came over HTTPS, and only then', async () => {
    const https = await t.app.inject({
      method: 'GET',
      url: '/ecapi/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const http = await t.app.inject({ method: 'GET', url: '/ecapi/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
