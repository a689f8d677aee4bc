// States of contracts and signatories (spec items S-signing, S-list, S-void-route, S-simple): signing state, the file manager's list statuses,
// the routes by which a contract becomes void, and the simple status set.
import { z } from 'zod';
import type { TLocalizedText } from '../i18n/language';

/** A signatory's signing state: numeric codes plus the text code OVER, as the server sends them. */
export const SIGNING_STATE = { TO_SIGN: 0, SIGNED: 1, SIGNING: 2, OVER: 'OVER' } as const;
export const SIGNING_STATE_CODES = [1, 0, 2, 'OVER'] as const;
export const ZSigningState = z.literal(SIGNING_STATE_CODES);
export type TSigningState = z.infer<typeof ZSigningState>;
export const SIGNING_STATE_LABELS = {
  1: { zh: '已签署', en: 'Signed', 'zh-TW': '已簽署' },
  0: { zh: '待签署', en: 'To sign', 'zh-TW': '待簽署' },
  2: { zh: '签署中', en: 'Signing', 'zh-TW': '簽署中' },
  OVER: { zh: '已结束', en: 'Ended', 'zh-TW': '已結束' },
} as const satisfies Record<TSigningState, TLocalizedText>;

export const CONTRACT_LIST_STATUSES = [
  'OTHER',
  'FROZEN',
  'REVOKE',
  'EXPIRED',
  'COMPLETE',
  'REFUSE',
  'SIGNING',
  'PROGRESS',
  'PENDING',
] as const;
export const ZContractListStatus = z.enum(CONTRACT_LIST_STATUSES);
export type TContractListStatus = z.infer<typeof ZContractListStatus>;
export const CONTRACT_LIST_STATUS_LABELS = {
  OTHER: { zh: '待他人签署', en: 'Waiting for others', 'zh-TW': '待他人簽署' },
  FROZEN: { zh: '已冻结', en: 'Frozen', 'zh-TW': '已凍結' },
  REVOKE: { zh: '已撤销', en: 'Revoked', 'zh-TW': '已撤銷' },
  EXPIRED: { zh: '已过期', en: 'Expired', 'zh-TW': '已過期' },
  COMPLETE: { zh: '已完成', en: 'Completed', 'zh-TW': '已完成' },
  REFUSE: { zh: '已拒签', en: 'Refused', 'zh-TW': '已拒簽' },
  SIGNING: { zh: '待我签署', en: 'Waiting for me', 'zh-TW': '待我簽署' },
  PROGRESS: { zh: '签署中', en: 'In progress', 'zh-TW': '簽署中' },
  PENDING: { zh: '已挂起', en: 'Suspended', 'zh-TW': '已擱置' },
} as const satisfies Record<TContractListStatus, TLocalizedText>;

export const VOID_ROUTES = ['EXPIRED', 'REVOKE', 'REFUSE'] as const;
export const ZVoidRoute = z.enum(VOID_ROUTES);
export type TVoidRoute = z.infer<typeof ZVoidRoute>;
export const VOID_ROUTE_LABELS = {
  EXPIRED: { zh: '过期作废', en: 'Void by expiry', 'zh-TW': '過期作廢' },
  REVOKE: { zh: '撤销作废', en: 'Void by withdrawal', 'zh-TW': '撤銷作廢' },
  REFUSE: { zh: '拒签作废', en: 'Void by refusal', 'zh-TW': '拒簽作廢' },
} as const satisfies Record<TVoidRoute, TLocalizedText>;

/** The coarse status set (spec item S-simple): a subset of the list statuses, same texts. */
export const SIMPLE_STATUSES = ['PROGRESS', 'REVOKE', 'EXPIRED', 'COMPLETE', 'REFUSE'] as const;
export const ZSimpleStatus = z.enum(SIMPLE_STATUSES);
export type TSimpleStatus = z.infer<typeof ZSimpleStatus>;
export const SIMPLE_STATUS_LABELS = {
  PROGRESS: CONTRACT_LIST_STATUS_LABELS.PROGRESS,
  REVOKE: CONTRACT_LIST_STATUS_LABELS.REVOKE,
  EXPIRED: CONTRACT_LIST_STATUS_LABELS.EXPIRED,
  COMPLETE: CONTRACT_LIST_STATUS_LABELS.COMPLETE,
  REFUSE: CONTRACT_LIST_STATUS_LABELS.REFUSE,
} as const satisfies Record<TSimpleStatus, TLocalizedText>;
