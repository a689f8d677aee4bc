// Every path parameter that names an object (`:planId`, `:fileId`, `:appId` …) must have the
// platform's id format (ZId from core) before any handler sees it. A segment that is no id — a NUL
// byte, 400 digits, `..%2F` — names nothing, so the caller hears "not found" as for an id that does
// not exist, and no such value ever reaches the database (V-other-bounds, E-700000xx). Runs after
// the guards, so an anonymous or refused caller still gets 401/403 first.
import { AppError } from '@ecsign/core/errors';
import { ZId } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';

const ID_PARAM = /^(id|[a-z][A-Za-z0-9]*Id)$/;

export function checkPathIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params) return;
    for (const [name, value] of Object.entries(params)) {
      if (ID_PARAM.test(name) && !ZId.safeParse(value).success)
        throw new AppError('NOT_FOUND', { internal: `path parameter ${name} is not an id` });
    }
  });
}
