// Who may call an endpoint: the vocabulary the server's route guard enforces before the input is
// parsed (a refused caller gets 401/403 with a catalogue code, never a 400 that tells how a body is
// checked). Declared with each endpoint, so the guard, the OpenAPI document and the handler's
// caller type come from one value.
import type { TErrorCode } from '../errors/catalogue';
import type { TPermission } from '../guard/permissions';

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

/** No session needed; the reason is what the reviewed open list (server security/open-routes.ts) says. */
export interface TOpenAccess {
  kind: 'OPEN';
}

/** What an endpoint declares about its callers. */
export type TEndpointAccess = TRouteGuard | TOpenAccess;

export const rightsOf = (spec: TRightsSpec): TRequiredRights =>
  typeof spec === 'string'
    ? { allOf: [spec], anyOf: [] }
    : 'anyOf' in spec
      ? { allOf: [], anyOf: spec.anyOf }
      : { allOf: spec as readonly TPermission[], anyOf: [] };

/** The guard vocabulary: `access.signedIn()`, `access.activeAccount('platform:config')` … */
export const access = {
  open: (): TOpenAccess => ({ kind: 'OPEN' }),
  signedIn: (): Extract<TRouteGuard, { kind: 'SESSION' }> => ({ kind: 'SESSION' }),
  activeAccount: (
    rights: TRightsSpec,
    codes: { denial?: TErrorCode; personalDenial?: TErrorCode } = {},
  ): Extract<TRouteGuard, { kind: 'ACTIVE_ACCOUNT' }> => ({
    kind: 'ACTIVE_ACCOUNT',
    rights: rightsOf(rights),
    denial: codes.denial ?? 'NO_PERMISSION',
    personalDenial: codes.personalDenial ?? codes.denial ?? 'NO_PERMISSION',
  }),
  enterpriseMember: (
    rights: TRightsSpec = [],
    options: { denial?: TErrorCode; defaultAdmin?: boolean } = {},
  ): Extract<TRouteGuard, { kind: 'ENTERPRISE_MEMBER' }> => ({
    kind: 'ENTERPRISE_MEMBER',
    rights: rightsOf(rights),
    defaultAdmin: options.defaultAdmin ?? false,
    denial: options.denial ?? 'NO_PERMISSION',
  }),
  openApiApp: (): Extract<TRouteGuard, { kind: 'OPEN_API_APP' }> => ({ kind: 'OPEN_API_APP' }),
} as const;
