// Switch-like settings (spec items S-enable, S-order) and the plan defaults (K-plan-defaults).
import { z } from 'zod';
import type { TLocalizedText } from '../i18n/language';

export const ENABLE_STATES = ['ENABLE', 'DISABLE', 'DRAFT'] as const;
export const ZEnableState = z.enum(ENABLE_STATES);
export type TEnableState = z.infer<typeof ZEnableState>;
export const ENABLE_STATE_LABELS = {
  ENABLE: { zh: '启用', en: 'Enabled', 'zh-TW': '啟用' },
  DISABLE: { zh: '停用', en: 'Disabled', 'zh-TW': '停用' },
  DRAFT: { zh: '草稿', en: 'Draft', 'zh-TW': '草稿' },
} as const satisfies Record<TEnableState, TLocalizedText>;

/** An on/off flag of a plan (sendTimeState, watermarkState, …): the enable state without DRAFT. */
export const ZSwitchState = ZEnableState.extract(['ENABLE', 'DISABLE']);
export type TSwitchState = z.infer<typeof ZSwitchState>;

export const SIGNING_ORDERS = ['DISORDER', 'ORDER'] as const;
export const ZSigningOrder = z.enum(SIGNING_ORDERS);
export type TSigningOrder = z.infer<typeof ZSigningOrder>;
export const SIGNING_ORDER_LABELS = {
  DISORDER: { zh: '无序签署', en: 'Any order', 'zh-TW': '無序簽署' },
  ORDER: { zh: '顺序签署', en: 'In sequence', 'zh-TW': '順序簽署' },
} as const satisfies Record<TSigningOrder, TLocalizedText>;

/** Plan defaults (spec item K-plan-defaults); the language default lives with the languages in core/i18n. */
export const PLAN_DEFAULTS = {
  sendTimeState: 'ENABLE',
  orderState: 'DISORDER',
  watermarkState: 'DISABLE',
  positionState: 'ENABLE',
} as const satisfies {
  sendTimeState: TSwitchState;
  orderState: TSigningOrder;
  watermarkState: TSwitchState;
  positionState: TSwitchState;
};
