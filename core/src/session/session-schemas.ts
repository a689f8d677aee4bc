// The shapes of what the clients keep in their session after login (spec's F-session- items).
// The server's replies are defined in core/model; these schemas describe the cached copy,
// and are lenient where the cache holds half-filled forms (verification in progress).
import { z } from 'zod';
import { ZAuthStatus, ZLoggedUserInfo, ZTokenPair } from '../model/auth';

/** Stored under `loginUser`: the token pair of the login reply; only the access token is required. */
export const ZLoginUser = ZTokenPair.partial().extend({
  access_token: z.string().min(1),
  /** When the pair was received (ms since the epoch), to tell when `expires_in` runs out. */
  receivedAt: z.number().int().nonnegative().optional(),
});
export type TLoginUser = z.infer<typeof ZLoginUser>;

/** The user acting now: the getLoggedUserInfo reply (userOwnerType, active account, permissions). */
export const ZActiveUser = ZLoggedUserInfo;
export type TActiveUser = z.infer<typeof ZActiveUser>;

/** Enterprise real-name verification (spec's F-ent-auth- items), possibly still being filled in. */
export const ZEnterpriseAuthInfo = z.object({
  enterpriseId: z.string().optional(),
  authStatus: ZAuthStatus.optional(),
  /** Mainland enterprises use the uniform social credit code; the Hong Kong variant its registrations. */
  region: z.enum(['MAINLAND', 'HONG_KONG']).optional(),
  enterpriseName: z.string().optional(),
  certificateType: z.string().optional(),
  certificateNumber: z.string().optional(),
  address: z.string().optional(),
  legalPersonCertificateType: z.string().optional(),
  legalPersonName: z.string().optional(),
  legalPersonCertificateNumber: z.string().optional(),
  inviteCode: z.string().optional(),
  sealId: z.string().optional(),
  enterpriseNameEn: z.string().optional(),
  enterpriseNameZh: z.string().optional(),
  businessRegistrationNumber: z.string().optional(),
  companyRegistrationNumber: z.string().optional(),
  /** Hong Kong: the authorised person, whose name becomes the legal seal. */
  authorisedPersonName: z.string().optional(),
});
export type TEnterpriseAuthInfo = z.infer<typeof ZEnterpriseAuthInfo>;

/** Personal real-name verification. */
export const ZPersonalAuthInfo = z.object({
  authStatus: ZAuthStatus.optional(),
  name: z.string().optional(),
  idType: z.string().optional(),
  idNumber: z.string().optional(),
  mobile: z.string().optional(),
});
export type TPersonalAuthInfo = z.infer<typeof ZPersonalAuthInfo>;

/** Bank-card verification of a person. */
export const ZBankAuthInfo = z.object({
  authStatus: ZAuthStatus.optional(),
  name: z.string().optional(),
  idNumber: z.string().optional(),
  bankCardNumber: z.string().optional(),
  bankName: z.string().optional(),
  reservedMobile: z.string().optional(),
});
export type TBankAuthInfo = z.infer<typeof ZBankAuthInfo>;

/** Extra facts about the user; loose because the server may add to it without a client release. */
export const ZUserExtensionInfo = z.looseObject({
  email: z.string().nullable().optional(),
  ukeyBound: z.boolean().optional(),
  /** The login password was judged unsafe: a new one is demanded (spec item V-password). */
  passwordUnsafe: z.boolean().optional(),
});
export type TUserExtensionInfo = z.infer<typeof ZUserExtensionInfo>;

export interface TMenuItem {
  id: string;
  name: string;
  path?: string | undefined;
  icon?: string | undefined;
  children?: TMenuItem[] | undefined;
}
/** One entry of the menu tree (cb/assemble/usercenter/userRegister/userMenus). */
export const ZMenuItem: z.ZodType<TMenuItem> = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string().optional(),
  icon: z.string().optional(),
  get children() {
    return z.array(ZMenuItem).optional();
  },
});
export const ZMenuList = z.array(ZMenuItem);
export type TMenuList = z.infer<typeof ZMenuList>;

/** Named permissions (menus, buttons) as the server sent them; checked with guard's `can`. */
export const ZPermissionList = z.array(z.string());
export type TPermissionList = z.infer<typeof ZPermissionList>;

/** Route paths: the router list of the menus, and the route power of the two contract-start routes. */
export const ZRoutePathList = z.array(z.string().startsWith('/'));
export type TRoutePathList = z.infer<typeof ZRoutePathList>;

/** A tab or section chosen in a module (account, contract, company, template), kept across reloads. */
export const ZModuleIndex = z.string().min(1);
export type TModuleIndex = z.infer<typeof ZModuleIndex>;

/** Files queued to be signed with the ukey (key device). */
export const ZUkeySignItem = z.object({
  planId: z.string().min(1),
  fileId: z.string().min(1).optional(),
  fileName: z.string().optional(),
});
export const ZUkeySignList = z.array(ZUkeySignItem);
export type TUkeySignList = z.infer<typeof ZUkeySignList>;

/** Per table: which columns show, in which order and width. */
export const ZTableColumnSetting = z.object({
  key: z.string().min(1),
  visible: z.boolean(),
  width: z.number().positive().optional(),
});
export const ZTableColumnSettings = z.record(z.string(), z.array(ZTableColumnSetting));
export type TTableColumnSettings = z.infer<typeof ZTableColumnSettings>;

/** The mobile number an online (face or SMS) verification is running for. */
export const ZVerificationMobile = z.string().trim().min(1).max(32);
