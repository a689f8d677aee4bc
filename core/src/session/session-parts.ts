// Every part of the session, the storage key it lives under and its schema. Keys are the
// product's names (spec item F-session-login-user: the login user is stored under `loginUser`), the same in every client.
import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';
import { ZUserOwnerType } from '../model/auth';
import {
  ZActiveUser,
  ZBankAuthInfo,
  ZEnterpriseAuthInfo,
  ZLoginUser,
  ZMenuList,
  ZModuleIndex,
  ZPermissionList,
  ZPersonalAuthInfo,
  ZRoutePathList,
  ZTableColumnSettings,
  ZUkeySignList,
  ZUserExtensionInfo,
  ZVerificationMobile,
} from './session-schemas';

export const SESSION_PARTS = {
  loginUser: { key: 'loginUser', schema: ZLoginUser },
  activeUser: { key: 'activeUser', schema: ZActiveUser },
  /**
   * INSIDE or OUTSIDE, kept apart from the active user so that it survives an expired session:
   * the user is sent back to the login page of their kind (spec items R-guard-session-expired, S-session-expired).
   */
  userOwnerType: { key: 'userOwnerType', schema: ZUserOwnerType },
  enterpriseAuthInfo: { key: 'enterpriseAuthInfo', schema: ZEnterpriseAuthInfo },
  personalAuthInfo: { key: 'personalAuthInfo', schema: ZPersonalAuthInfo },
  bankAuthInfo: { key: 'bankAuthInfo', schema: ZBankAuthInfo },
  userExtensionInfo: { key: 'userExtensionInfo', schema: ZUserExtensionInfo },
  menuList: { key: 'menuList', schema: ZMenuList },
  permissions: { key: 'permissions', schema: ZPermissionList },
  buttonPermissions: { key: 'buttonPermissions', schema: ZPermissionList },
  routerList: { key: 'routerList', schema: ZRoutePathList },
  routePower: { key: 'routePower', schema: ZRoutePathList },
  sceneType: { key: 'sceneType', schema: z.string().min(1) },
  accountIndex: { key: 'accountIndex', schema: ZModuleIndex },
  contractIndex: { key: 'contractIndex', schema: ZModuleIndex },
  companyIndex: { key: 'companyIndex', schema: ZModuleIndex },
  templateIndex: { key: 'templateIndex', schema: ZModuleIndex },
  ukeySignList: { key: 'ukeySignList', schema: ZUkeySignList },
  tableColumns: { key: 'tableColumns', schema: ZTableColumnSettings },
  /** The notice about contracts close to expiry was already shown in this session. */
  expiredNotice: { key: 'expiredNotice', schema: z.boolean() },
  /** Set before the portal reloads itself, so the reloaded page knows to fetch the session again. */
  refreshMarker: { key: 'refreshMarker', schema: z.boolean() },
  verificationMobile: { key: 'verificationMobile', schema: ZVerificationMobile },
  /** The chosen language (spec item O-languages: kept in session storage); zh when absent. */
  language: { key: 'language', schema: z.enum(LANGUAGES) },
} as const satisfies Record<string, { key: string; schema: z.ZodType }>;

export type TSessionPartName = keyof typeof SESSION_PARTS;
export type TSessionParts = { [K in TSessionPartName]: z.output<(typeof SESSION_PARTS)[K]['schema']> };
/** Every part that is stored and well-formed; a missing or malformed part is simply absent. */
export type TSessionSnapshot = Partial<TSessionParts>;

export const SESSION_PART_NAMES = Object.keys(SESSION_PARTS) as TSessionPartName[];

/** What an expired session (status 70000401) loses, exactly (spec item S-session-expired). */
export const EXPIRED_SESSION_PARTS = [
  'loginUser',
  'activeUser',
  'enterpriseAuthInfo',
  'buttonPermissions',
  'userExtensionInfo',
] as const satisfies readonly TSessionPartName[];
