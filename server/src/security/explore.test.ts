import { randomUUID } from 'node:crypto';
import { it, vi } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { fillPath, recordRoute, registeredRoutes } from './collect-routes';

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const wrapped = (options?: object) => {
    const app = (actual.default as unknown as (o?: object) => import('fastify').FastifyInstance)(options);
    app.addHook('onRoute', recordRoute);
    return app;
  };
  return { ...actual, default: wrapped, fastify: wrapped };
});

it('explores', async () => {
  const t = await buildTestApp();
  const ecapi = registeredRoutes.filter((r) => r.url.startsWith('/ecapi'));
  console.log('routes', ecapi.length);
  for (const r of ecapi) {
    const res = await t.app.inject({ method: r.method as 'GET', url: fillPath(r.url, {}, randomUUID()), ...(r.method === 'GET' ? {} : { payload: {} }) });
    if (res.statusCode !== 401) console.log('OPEN', r.method, r.url, res.statusCode, res.body.slice(0, 120));
  }
  await t.close();
}, 120000);
