// Menu management: platform staff see the whole menu tree (core/guard MENU_TREE) with who
// it opens for, and rename, reorder or hide entries. The overrides are stored and applied when the
// server computes each account's menus (userMenus).
import { z } from 'zod';
import { ROLES } from '../guard/permissions';
import { safeText } from '../validation/safe-text';

/** A menu name: 1–20 characters in each language (it has to fit the navbar). */
export const MENU_NAME_MAX_LENGTH = 20;
const ZMenuName = safeText({ max: MENU_NAME_MAX_LENGTH }).min(1);
export const ZMenuTitle = z.object({ zh: ZMenuName, en: ZMenuName, 'zh-TW': ZMenuName });
/** Names as replied: the built-in ones may be longer than staff may type (Scenes and business types). */
const ZMenuTitleReply = z.object({ zh: z.string(), en: z.string(), 'zh-TW': z.string() });

export interface TMenuSettingNode {
  id: string;
  path: string | null;
  icon: string;
  /** The built-in names. */
  defaultTitle: { zh: string; en: string; 'zh-TW': string };
  /** The staff's names, or null for the built-in ones. */
  title: { zh: string; en: string; 'zh-TW': string } | null;
  hidden: boolean;
  /** Permissions of which any one shows the entry; empty = every logged-in user. */
  anyOf: string[];
  /** The built-in roles whose permissions open it (groups: when a child opens). */
  roles: string[];
  /** Menu management itself cannot be hidden, or staff would lock themselves out of it. */
  canHide: boolean;
  children: TMenuSettingNode[];
}
export const ZMenuSettingNode: z.ZodType<TMenuSettingNode> = z.object({
  id: z.string(),
  path: z.string().nullable(),
  icon: z.string(),
  defaultTitle: ZMenuTitleReply,
  title: ZMenuTitleReply.nullable(),
  hidden: z.boolean(),
  anyOf: z.array(z.string()),
  roles: z.array(z.enum(ROLES)),
  canHide: z.boolean(),
  get children() {
    return z.array(ZMenuSettingNode);
  },
});
export const ZMenuSettingTree = z.array(ZMenuSettingNode);

const ZMenuId = safeText({ max: 64 }).min(1);

/** POST bc/assemble/menu/update: new names (null = the built-in ones) and/or hidden. */
export const ZMenuUpdateRequest = z
  .object({ menuId: ZMenuId, title: ZMenuTitle.nullable().optional(), hidden: z.boolean().optional() })
  .refine((change) => change.title !== undefined || change.hidden !== undefined, 'title or hidden');
export type TMenuUpdateRequest = z.input<typeof ZMenuUpdateRequest>;

/** POST bc/assemble/menu/reorder: the siblings under `parentId` (null = top level), all of them, in order. */
export const ZMenuReorderRequest = z.object({
  parentId: ZMenuId.nullable(),
  menuIds: z.array(ZMenuId).min(1).max(50),
});
export type TMenuReorderRequest = z.input<typeof ZMenuReorderRequest>;

/** POST bc/assemble/menu/reset: the built-in name, place and visibility again. */
export const ZMenuResetRequest = z.object({ menuId: ZMenuId });
