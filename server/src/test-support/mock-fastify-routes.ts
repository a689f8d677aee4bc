// Installs the route collector: imported (for its side effect) by the security tests before the app
// is built, it wraps the `fastify` factory so every instance records each route it registers.
import type * as FastifyModule from 'fastify';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { recordRoute } from '../security/collect-routes';

type Factory = (options?: object) => FastifyInstance;

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const wrapped: Factory = (options) => {
    const app = (actual.default as unknown as Factory)(options);
    app.addHook('onRoute', recordRoute);
    return app;
  };
  return { ...actual, default: wrapped, fastify: wrapped };
});
