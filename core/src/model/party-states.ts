// States of the parties to a contract (spec items S-subject, S-auth, S-join): subject type, real-name verification status and
// the status of an application to join an enterprise.
import { z } from 'zod';
import type { TLocalizedText } from '../i18n/language';
import type { TAuthStatus } from './auth';

/** Subject type as a number (1 enterprise, 0 individual) — the form most lists send. */
export const SUBJECT_TYPE = { INDIVIDUAL: 0, ENTERPRISE: 1 } as const;
export const SUBJECT_TYPE_CODES = [1, 0] as const;
/** Subject type as a name; ENTERPRISE and ORG both mean an enterprise. */
export const SUBJECT_TYPE_NAMES = ['ENTERPRISE', 'ORG', 'PERSONAL'] as const;
export const ZSubjectTypeCode = z.literal(SUBJECT_TYPE_CODES);
export const ZSubjectTypeName = z.enum(SUBJECT_TYPE_NAMES);
/** Either spelling, since different calls of the server use different ones. */
export const ZSubjectType = z.union([ZSubjectTypeCode, ZSubjectTypeName]);
export type TSubjectType = z.infer<typeof ZSubjectType>;
/** Whether a subject of each spelling is an enterprise or a person. */
export const SUBJECT_KIND = {
  1: 'enterprise',
  0: 'individual',
  ENTERPRISE: 'enterprise',
  ORG: 'enterprise',
  PERSONAL: 'individual',
} as const satisfies Record<TSubjectType, 'enterprise' | 'individual'>;
const ENTERPRISE_TEXT = { zh: '企业', en: 'Enterprise', 'zh-TW': '企業' } as const;
const INDIVIDUAL_TEXT = { zh: '个人', en: 'Individual', 'zh-TW': '個人' } as const;
export const SUBJECT_TYPE_LABELS = {
  1: ENTERPRISE_TEXT,
  0: INDIVIDUAL_TEXT,
  ENTERPRISE: ENTERPRISE_TEXT,
  ORG: ENTERPRISE_TEXT,
  PERSONAL: INDIVIDUAL_TEXT,
} as const satisfies Record<TSubjectType, TLocalizedText>;

/** Texts of the seven verification statuses; the codes themselves are defined in ./auth. */
export const AUTH_STATUS_LABELS = {
  UNAUTH: { zh: '未认证', en: 'Unverified', 'zh-TW': '未認證' },
  AUTHING: { zh: '认证中', en: 'Verification in progress', 'zh-TW': '認證中' },
  AUTH: { zh: '已认证', en: 'Verified', 'zh-TW': '已認證' },
  CANCELLED: { zh: '已注销', en: 'Cancelled', 'zh-TW': '已註銷' },
  WAIT_REAUTH: { zh: '待重新认证', en: 'Awaiting re-verification', 'zh-TW': '待重新認證' },
  REAUTHING: { zh: '重新认证中', en: 'Re-verifying', 'zh-TW': '重新認證中' },
  WAIT_MATERIAL: { zh: '待补充材料', en: 'Awaiting extra material', 'zh-TW': '待補充材料' },
} as const satisfies Record<TAuthStatus, TLocalizedText>;

/** The spec names these four statuses but not their codes; these codes are ours. */
export const JOIN_APPLICATION_STATUSES = ['TO_REVIEW', 'PASSED', 'CANCELLED', 'REJECTED'] as const;
export const ZJoinApplicationStatus = z.enum(JOIN_APPLICATION_STATUSES);
export type TJoinApplicationStatus = z.infer<typeof ZJoinApplicationStatus>;
export const JOIN_APPLICATION_STATUS_LABELS = {
  TO_REVIEW: { zh: '待审核', en: 'To be reviewed', 'zh-TW': '待審核' },
  PASSED: { zh: '已通过', en: 'Approved', 'zh-TW': '已通過' },
  CANCELLED: { zh: '已取消', en: 'Cancelled', 'zh-TW': '已取消' },
  REJECTED: { zh: '已驳回', en: 'Rejected', 'zh-TW': '已駁回' },
} as const satisfies Record<TJoinApplicationStatus, TLocalizedText>;
