// The file manager's nine tabs and the home counters (spec's R-tab- items, O-home-counters).
//   POST contract/list            ZContractListQuery → zPage(ZContractListRow)  ({ total, records, current })
//   GET  contract/home/counters                      → ZHomeCounters (each equals its tab's total)
import { z } from 'zod';
import { ZContractListStatus, ZSigningState, ZVoidRoute } from '../contract-states';
import { ZLocalDateTime } from '../date-time';
import { zPage } from '../envelope';
import { ZTaskStatus } from '../task-states';
import { ZContractKind } from './contract-initiate';
import { safeText } from '../../validation/safe-text';
import { sanitizeSearchInput } from '../../validation/sanitize-search-input';
import { ZShownListStatus } from './list-status-filter';
import { ZPlanFileType, ZSystemSource } from './plan-origin';

/** The tabs in the order the screen shows them. */
export const FILE_MANAGER_TABS = [
  'TO_SIGN',
  'DRAFT',
  'WAITING_OTHERS',
  'INITIATED',
  'CC',
  'COMPLETED',
  'VOIDED',
  'SIGNED_BY_ME',
  'ALL',
] as const;
export const ZFileManagerTab = z.enum(FILE_MANAGER_TABS);
export type TFileManagerTab = z.infer<typeof ZFileManagerTab>;
export const FILE_MANAGER_TAB_LABELS = {
  TO_SIGN: { zh: '待我签署', en: 'To sign by me', 'zh-TW': '待我簽署' },
  DRAFT: { zh: '草稿箱', en: 'Draft box', 'zh-TW': '草稿匣' },
  WAITING_OTHERS: { zh: '待他人签署', en: 'Waiting for others', 'zh-TW': '待他人簽署' },
  INITIATED: { zh: '我发起的', en: 'Initiated by me', 'zh-TW': '我發起的' },
  CC: { zh: '抄送我的', en: 'CC to me', 'zh-TW': '副本給我的' },
  COMPLETED: { zh: '签署完成', en: 'Signing completed', 'zh-TW': '簽署完成' },
  VOIDED: { zh: '已作废', en: 'Voided', 'zh-TW': '已作廢' },
  SIGNED_BY_ME: { zh: '我已签署', en: 'Signed by me', 'zh-TW': '我已簽署' },
  ALL: { zh: '全部文件', en: 'All files', 'zh-TW': '全部檔案' },
} as const;

/**
 * Search text: whitespace removed, only letters, digits and Chinese characters kept (spec item
 * V-search-text) — by sanitizeSearchInput, the rule the server also applies to the titles it stores
 * for searching, so a pasted title with punctuation finds its plan.
 */
const ZSearchText = safeText({ max: 200, trim: false })
  .transform(sanitizeSearchInput)
  .pipe(safeText({ max: 100, trim: false }))
  .optional();

export const ZContractListQuery = z.object({
  tab: ZFileManagerTab.default('ALL'),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(5),
  /** Matches the task name or any document name. */
  taskName: ZSearchText,
  taskNo: ZSearchText,
  businessType: safeText({ max: 64 }).optional(),
  initiatorName: ZSearchText,
  signatoryName: ZSearchText,
  kind: ZContractKind.optional(),
  /** The raw task status (spec item S-task); 3 holds both withdrawn and refused plans. */
  status: ZTaskStatus.optional(),
  /** The status a row shows (SHOWN_LIST_STATUSES): what the file manager's status filter sends. */
  listStatus: ZShownListStatus.optional(),
  /** Initiate time range (inclusive), local time of China (UTC+8). */
  initiateFrom: ZLocalDateTime.optional(),
  initiateTo: ZLocalDateTime.optional(),
  deadlineFrom: ZLocalDateTime.optional(),
  deadlineTo: ZLocalDateTime.optional(),
});
export type TContractListQuery = z.input<typeof ZContractListQuery>;

/** One row with the table columns (spec's F-column- items; keys as in TABLE_COLUMN_LABELS where they coincide). */
export const ZContractListRow = z.object({
  planId: z.string(),
  /** = planId: the contract ID column. */
  contractId: z.string(),
  taskName: z.string(),
  taskNo: z.string(),
  /** Contract number column: the task number plus the document index for a group. */
  contractNo: z.string(),
  contractName: z.string(),
  scene: ZContractKind,
  initiator: z.string(),
  initiatorEnterprise: z.string().nullable(),
  creator: z.string(),
  initiateTime: z.string().nullable(),
  signDeadline: z.string().nullable(),
  progress: z.object({ signed: z.number().int(), total: z.number().int() }),
  fileTotal: z.number().int(),
  fileType: ZPlanFileType,
  lastSaveTime: z.string(),
  taskStatus: ZTaskStatus,
  /** The status as the caller sees it (SIGNING = waiting for me, OTHER = waiting for others …). */
  listStatus: ZContractListStatus,
  businessType: z.string(),
  businessTypeName: z.string().nullable(),
  signatory: z.string(),
  /** The caller's own signing state, when the caller is a signatory. */
  signStatus: ZSigningState.nullable(),
  voidReason: z.string().nullable(),
  voidRoute: ZVoidRoute.nullable(),
  sealName: z.string().nullable(),
  sealStamped: z.string().nullable(),
  systemSource: ZSystemSource,
  sendDepartment: z.string().nullable(),
  version: z.number().int(),
});
export type TContractListRow = z.infer<typeof ZContractListRow>;
export const ZContractListPage = zPage(ZContractListRow);
export type TContractListPage = z.infer<typeof ZContractListPage>;

/** Home counters (spec item O-home-counters): each is the total of the file-manager tab named beside it. */
export const ZHomeCounters = z.object({
  /** TO_SIGN */
  toDo: z.number().int().nonnegative(),
  /** INITIATED */
  initiatedByMe: z.number().int().nonnegative(),
  /** DRAFT */
  draft: z.number().int().nonnegative(),
  /** SIGNED_BY_ME */
  signed: z.number().int().nonnegative(),
  /** COMPLETED */
  finished: z.number().int().nonnegative(),
});
export type THomeCounters = z.infer<typeof ZHomeCounters>;
export const HOME_COUNTER_TABS = {
  toDo: 'TO_SIGN',
  initiatedByMe: 'INITIATED',
  draft: 'DRAFT',
  signed: 'SIGNED_BY_ME',
  finished: 'COMPLETED',
} as const satisfies Record<keyof THomeCounters, TFileManagerTab>;
