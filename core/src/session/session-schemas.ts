// The shapes of what the clients keep in their session after login (spec's F-session- items).
// The server's replies are defined in core/model; these schemas describe the cached copy,
// and are lenient where the cache holds half-filled forms (verification in progress).
import { z } from 'zod';
import { ZLoggedUserInfo, ZTokenPair } from '../model/auth';

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

/** Route paths: the route power of the two contract-start routes (spec item P-route-power). */
export const ZRoutePathList = z.array(z.string().startsWith('/'));
export type TRoutePathList = z.infer<typeof ZRoutePathList>;

/** Per table: which columns show, in which order and width. */
export const ZTableColumnSetting = z.object({
  key: z.string().min(1),
  visible: z.boolean(),
  width: z.number().positive().optional(),
});
export const ZTableColumnSettings = z.record(z.string(), z.array(ZTableColumnSetting));
export type TTableColumnSettings = z.infer<typeof ZTableColumnSettings>;
