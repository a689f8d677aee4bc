// Builds the server as a Fastify app: /ecapi routes, error handling, and the portal. main.ts
// only starts it; tests build it and call `inject`.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { installErrorHandler } from './http/error-handler';
import { authRoutes } from './modules/auth/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { healthRoutes } from './modules/health/routes';
import { servePortal } from './portal/serve-portal';

export interface BuildAppOptions {
  /** Pino options or false; tests pass false. */
  logger?: boolean | { level: string };
}

export async function buildApp(context: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    // The /ecapi spec uses mixed-case paths (token/accessToken); keep them exact.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
  });
  installErrorHandler(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  await app.register(
    async (api) => {
      healthRoutes(api, context);
      captchaRoutes(api, context);
      authRoutes(api, context);
    },
    // Per-request lines only for warnings and errors; a busy server would drown in them otherwise.
    { prefix: '/ecapi', logLevel: 'warn' },
  );
  await servePortal(app, context.config.WEB_DIST);
  return app;
}
