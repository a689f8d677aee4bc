// Every part of the session, the storage key it lives under and its schema. Keys are the
// product's names (spec item F-session-login-user: the login user is stored under `loginUser`), the same in every client.
import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';
import { ZUserOwnerType } from '../model/auth';
import {
  ZActiveUser,
  ZLoginUser,
  ZMenuList,
  ZPermissionList,
  ZRoutePathList,
  ZTableColumnSettings,
  ZUserExtensionInfo,
} from './session-schemas';

// The spec's other session items (verification info, router list, scene type, module indexes,
// key-device signing list, expiry-notice flag, refresh marker, verification mobile) are not kept:
// no screen needs a stored copy; each reason is in docs/spec-trace-reasons.md.
export const SESSION_PARTS = {
  loginUser: { key: 'loginUser', schema: ZLoginUser },
  activeUser: { key: 'activeUser', schema: ZActiveUser },
  /**
   * INSIDE or OUTSIDE, kept apart from the active user so that it survives an expired session:
   * the user is sent back to the login page of their kind (spec items R-guard-session-expired, S-session-expired).
   */
  userOwnerType: { key: 'userOwnerType', schema: ZUserOwnerType },
  userExtensionInfo: { key: 'userExtensionInfo', schema: ZUserExtensionInfo },
  menuList: { key: 'menuList', schema: ZMenuList },
  permissions: { key: 'permissions', schema: ZPermissionList },
  buttonPermissions: { key: 'buttonPermissions', schema: ZPermissionList },
  routePower: { key: 'routePower', schema: ZRoutePathList },
  /** The columns each table shows, as chosen in its column chooser (spec item F-session-table-columns). */
  tableColumns: { key: 'tableColumns', schema: ZTableColumnSettings },
  /** The chosen language (spec item O-languages: kept in session storage); zh when absent. */
  language: { key: 'language', schema: z.enum(LANGUAGES) },
} as const satisfies Record<string, { key: string; schema: z.ZodType }>;

export type TSessionPartName = keyof typeof SESSION_PARTS;
export type TSessionParts = { [K in TSessionPartName]: z.output<(typeof SESSION_PARTS)[K]['schema']> };
/** Every part that is stored and well-formed; a missing or malformed part is simply absent. */
export type TSessionSnapshot = Partial<TSessionParts>;

export const SESSION_PART_NAMES = Object.keys(SESSION_PARTS) as TSessionPartName[];

/**
 * What an expired session (status 70000401) loses, exactly (spec item S-session-expired); the
 * spec's enterprise verification info is not in the list because it is never stored.
 */
export const EXPIRED_SESSION_PARTS = [
  'loginUser',
  'activeUser',
  'buttonPermissions',
  'userExtensionInfo',
] as const satisfies readonly TSessionPartName[];
