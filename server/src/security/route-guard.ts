// What a route declares about its callers, in its route options (`config.guard`), so that one hook
// (enforce-route-guards.ts) refuses a caller who may not use it BEFORE the input is parsed: a
// refused caller gets 401/403 with a catalogue code, never a 400 that tells how a body is checked.
// The guard is the coarse "may this caller use this route at all"; the handler still decides on
// the objects the request names (which enterprise, which plan, which seal), so a guard is never
// stricter than its handler. route-authorization-matrix.test.ts fails when a non-open route
// declares none.
import type { TErrorCode } from '@ecsign/core/errors';
import type { TPermission } from '@ecsign/core/guard';

/** Every permission of `allOf`, and at least one of `anyOf` when it is not empty. */
export interface TRequiredRights {
  allOf: readonly TPermission[];
  anyOf: readonly TPermission[];
}

/** A permission, several that are all needed, or `{ anyOf }` of which one is enough. */
export type TRightsSpec = TPermission | readonly TPermission[] | { anyOf: readonly TPermission[] };

export type TRouteGuard =
  /** Any signed-in account: the handler works on the caller's own data or checks each object. */
  | { kind: 'SESSION' }
  /** The session's active account holds the required rights (personal, staff or enterprise ones). */
  | {
      kind: 'ACTIVE_ACCOUNT';
      rights: TRequiredRights;
      denial: TErrorCode;
      /** The code for a personal active account, when it differs (NON_ENTERPRISE_CANNOT_INITIATE). */
      personalDenial: TErrorCode;
    }
  /**
   * One of the caller's enterprise accounts holds the required rights (any enterprise account when
   * none are required; a default administrator's when `defaultAdmin`): handlers may act through the
   * account in the enterprise the body names, so the guard accepts any of them and the handler
   * narrows it down.
   */
  | { kind: 'ENTERPRISE_MEMBER'; rights: TRequiredRights; defaultAdmin: boolean; denial: TErrorCode }
  /** An Open API app token, not a session: the handler resolves the app before it reads the input. */
  | { kind: 'OPEN_API_APP' };

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: TRouteGuard;
  }
}

export interface RouteGuardOptions {
  config: { guard: TRouteGuard };
}

const declare = (guard: TRouteGuard): RouteGuardOptions => ({ config: { guard } });
const rightsOf = (spec: TRightsSpec): TRequiredRights =>
  typeof spec === 'string'
    ? { allOf: [spec], anyOf: [] }
    : 'anyOf' in spec
      ? { allOf: [], anyOf: spec.anyOf }
      : { allOf: spec as readonly TPermission[], anyOf: [] };

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
  signedIn: () => declare({ kind: 'SESSION' }),
  activeAccount: (rights: TRightsSpec, codes: { denial?: TErrorCode; personalDenial?: TErrorCode } = {}) =>
    declare({
      kind: 'ACTIVE_ACCOUNT',
      rights: rightsOf(rights),
      denial: codes.denial ?? 'NO_PERMISSION',
      personalDenial: codes.personalDenial ?? codes.denial ?? 'NO_PERMISSION',
    }),
  enterpriseMember: (rights: TRightsSpec = [], options: { denial?: TErrorCode; defaultAdmin?: boolean } = {}) =>
    declare({
      kind: 'ENTERPRISE_MEMBER',
      rights: rightsOf(rights),
      defaultAdmin: options.defaultAdmin ?? false,
      denial: options.denial ?? 'NO_PERMISSION',
    }),
  openApiApp: () => declare({ kind: 'OPEN_API_APP' }),
} as const;
