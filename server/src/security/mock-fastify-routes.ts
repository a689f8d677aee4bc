// Installs the route collector: imported (for its side effect) by the security tests before the app
// is built, it wraps the `fastify` factory so every instance records each route it registers.
import { vi } from 'vitest';
import { recordRoute } from './collect-routes';

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  type Factory = (options?: object) => import('fastify').FastifyInstance;
  const wrapped: Factory = (options) => {
    const app = (actual.default as unknown as Factory)(options);
    app.addHook('onRoute', recordRoute);
    return app;
  };
  return { ...actual, default: wrapped, fastify: wrapped };
});
