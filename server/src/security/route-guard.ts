// What a route declares about its callers, in its route options (`config.guard`), so that one hook
// (enforce-route-guards.ts) refuses a caller who may not use it BEFORE the input is parsed: a
// refused caller gets 401/403 with a catalogue code, never a 400 that tells how a body is checked.
// The guard is the coarse "may this caller use this route at all"; the handler still decides on
// the objects the request names (which enterprise, which plan, which seal), so a guard is never
// stricter than its handler. route-guards.test.ts fails when a non-open route declares none.
import {
  access,
  type AnyEndpoint,
  type TRequiredRights,
  type TRightsSpec,
  type TRouteGuard,
} from '@ecsign/core/endpoints';

// The vocabulary lives in core with the endpoint declarations (core/src/endpoints/endpoint-access.ts).
export type { TRequiredRights, TRightsSpec, TRouteGuard };

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: TRouteGuard;
    /** The declaration a route was mounted from (http/mount-endpoint.ts); undefined on routes not yet declared. */
    endpoint?: AnyEndpoint;
  }
}

export interface RouteGuardOptions {
  config: { guard: TRouteGuard };
}

const declare = (guard: TRouteGuard): RouteGuardOptions => ({ config: { guard } });

/** Whether `held` satisfies `rights`. */
export function holdsRights(held: readonly string[], rights: TRequiredRights): boolean {
  return (
    rights.allOf.every((permission) => held.includes(permission)) &&
    (rights.anyOf.length === 0 || rights.anyOf.some((permission) => held.includes(permission)))
  );
}

/** The rights, for messages: `a+b`, `a|b`. */
export const describeRights = (rights: TRequiredRights) =>
  [rights.allOf.join('+'), rights.anyOf.join('|')].filter(Boolean).join(' and ') || 'none';

/** Route options declaring who may call a route: `app.post(url, guard.signedIn(), handler)`. */
export const guard = {
  signedIn: () => declare(access.signedIn()),
  activeAccount: (...args: Parameters<typeof access.activeAccount>) => declare(access.activeAccount(...args)),
  enterpriseMember: (...args: Parameters<typeof access.enterpriseMember>) => declare(access.enterpriseMember(...args)),
  openApiApp: () => declare(access.openApiApp()),
} as const;
