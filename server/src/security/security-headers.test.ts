// Security headers on the portal, on /ecapi answers and on refusals: a strict CSP
// (scripts and pdf.js's worker from our origin only, no plugins, no framing), nosniff, a referrer
// policy and X-Frame-Options for browsers without frame-ancestors.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  });
});
