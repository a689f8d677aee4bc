// The platform staff's configuration (user type INSIDE with platform:config): the
// watermark and screenshot ban, and the base-service configuration entries grouped by business
// type (the dictionaries, CA_APPLY_CONFIG among them).
import { z } from 'zod';
import { ZBusinessType, ZWatermarkSettingType } from './platform';
import { ZSwitchState } from './setting-states';
import { safeText } from '../validation/safe-text';

/** POST bc/assemble/watermarkbanscreenshots/update. Text longer than 20 gets its catalogue code. */
export const ZWatermarkUpdateRequest = z.object({
  settingType: ZWatermarkSettingType,
  state: ZSwitchState,
  /** Empty or null: the viewer's name and the time are shown instead. */
  watermarkText: safeText({ max: 200 }).nullable().optional(),
});
export type TWatermarkUpdateRequest = z.input<typeof ZWatermarkUpdateRequest>;

export const ZBaseConfigKey = safeText({ max: 64 }).regex(
  /^[A-Z][A-Z0-9_]{0,63}$/,
  'an upper-case key such as CERT_VALIDITY_DAYS',
);

/** POST baseservice/config/create and …/update. */
export const ZBaseConfigSaveRequest = z.object({
  businessType: ZBusinessType,
  configKey: ZBaseConfigKey,
  configValue: safeText({ max: 2000 }).min(1),
  description: safeText({ max: 200, multiline: true }).nullable().default(null),
  sortOrder: z.number().int().min(0).max(100000).default(0),
});
export type TBaseConfigSaveRequest = z.input<typeof ZBaseConfigSaveRequest>;

/** POST baseservice/config/delete. */
export const ZBaseConfigKeyRequest = z.object({ businessType: ZBusinessType, configKey: ZBaseConfigKey });

/** GET baseservice/config/types: every business type and how many entries it has. */
export const ZBaseConfigTypeRow = z.object({ businessType: z.string(), count: z.number().int() });
export const ZBaseConfigTypeList = z.array(ZBaseConfigTypeRow);
export type TBaseConfigTypeRow = z.infer<typeof ZBaseConfigTypeRow>;

/** POST bc/assemble/interfacesetting/update: one interface option's new value (same kind as before). */
export const ZInterfaceOptionUpdateRequest = z.object({
  settingKey: safeText({ max: 64 }).min(1),
  settingValue: z.union([safeText({ max: 200, trim: false }), z.number(), z.boolean(), z.null()]),
});
export type TInterfaceOptionUpdateRequest = z.input<typeof ZInterfaceOptionUpdateRequest>;
