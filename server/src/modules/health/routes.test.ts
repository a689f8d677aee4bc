import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';

describe('GET /ecapi/health and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('reports version and database kind in the envelope', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/ecapi/health' });
    expect(reply.statusCode).toBe(200);
    // A test app is configured as the default (embedded) server, whatever cluster it runs on.
    expect(reply.json()).toEqual({
      status: 200,
      message: 'success',
      data: { version: expect.any(String), db: 'embedded', state: 'ok', problems: [] },
    });
  });

  it('answers unknown /ecapi paths with a 404 envelope', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/ecapi/no/such/thing',
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ status: 70000404, message: '資料不存在' });
  });
});
