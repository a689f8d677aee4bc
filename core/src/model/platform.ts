// Platform options (spec items C-user-menus, C-interface-settings, C-watermark, C-business-types): the menu tree, the interface settings and watermark settings the
// login page needs before anyone logs in, and the base-service configuration entries by business
// type (CA_APPLY_CONFIG describes the platform CA).
import { z } from 'zod';
import { ZMenuList } from '../session/session-schemas';
import { ZSwitchState } from './setting-states';
import { safeText } from '../validation/safe-text';

/** GET cb/assemble/usercenter/userRegister/userMenus: the menu tree of the active account. */
export const ZUserMenusReply = ZMenuList;
export type TUserMenusReply = z.infer<typeof ZUserMenusReply>;

export const ZInterfaceOption = z.object({
  key: z.string().min(1),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  description: z.string().nullable(),
});
export type TInterfaceOption = z.infer<typeof ZInterfaceOption>;

/** GET bc/assemble/interfacesetting/list (no token). */
export const ZInterfaceSettings = z.object({
  /** The configured system name; null means the product default (core/i18n `MESSAGES.systemName`). */
  systemName: z.string().nullable(),
  /** What to show: the configured name, else the product default in the request's language. */
  displayName: z.string(),
  /** The other interface options, in display order. */
  options: z.array(ZInterfaceOption),
});
export type TInterfaceSettings = z.infer<typeof ZInterfaceSettings>;

export const WATERMARK_SETTING_TYPES = ['WATERMARK', 'BAN_SCREENSHOTS'] as const;
export const ZWatermarkSettingType = z.enum(WATERMARK_SETTING_TYPES);
/** At most 20 characters (catalogue 61600003). */
export const WATERMARK_TEXT_MAX_LENGTH = 20;

export const ZWatermarkSetting = z.object({
  settingType: ZWatermarkSettingType,
  state: ZSwitchState,
  /** The watermark's text; null shows the viewer's name and mobile number. Unused for BAN_SCREENSHOTS. */
  watermarkText: safeText({ max: WATERMARK_TEXT_MAX_LENGTH, trim: false }).nullable(),
  updatedAt: z.string(),
});
export type TWatermarkSetting = z.infer<typeof ZWatermarkSetting>;

/** GET bc/assemble/watermarkbanscreenshots/list (no token). */
export const ZWatermarkSettingList = z.array(ZWatermarkSetting);
export type TWatermarkSettingList = z.infer<typeof ZWatermarkSettingList>;

export const ZBusinessType = safeText({ max: 64 }).regex(
  /^[A-Z][A-Z0-9_]{0,63}$/,
  'an upper-case business type such as CA_APPLY_CONFIG',
);

/** GET baseservice/config/getlistByteBusinessTypes?businessType=…; an unknown type has no entries. */
export const ZBusinessTypeQuery = z.object({ businessType: ZBusinessType });
export type TBusinessTypeQuery = z.infer<typeof ZBusinessTypeQuery>;

export const ZBaseServiceConfig = z.object({
  businessType: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TBaseServiceConfig = z.infer<typeof ZBaseServiceConfig>;
export const ZBaseServiceConfigList = z.array(ZBaseServiceConfig);
