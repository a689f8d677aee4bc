// States of plans (tasks) and of batch sends (spec items S-task, S-plan, S-batch): the codes the server stores and sends,
// their schemas, and the texts the screens show for them.
import { z } from 'zod';
import type { TLocalizedText } from '../i18n/language';

/** Task status codes; 2 is unused by the product. */
export const TASK_STATUS = { DRAFT: 0, IN_PROGRESS: 1, REVOKED: 3, EXPIRED: 4, COMPLETED: 5 } as const;
export const TASK_STATUS_CODES = [0, 1, 3, 4, 5] as const;
export const ZTaskStatus = z.literal(TASK_STATUS_CODES);
export type TTaskStatus = z.infer<typeof ZTaskStatus>;
export const TASK_STATUS_LABELS = {
  0: { zh: '草稿', en: 'Draft', 'zh-TW': '草稿' },
  1: { zh: '进行中', en: 'In progress', 'zh-TW': '進行中' },
  3: { zh: '已撤销', en: 'Revoked', 'zh-TW': '已撤銷' },
  4: { zh: '已过期', en: 'Expired', 'zh-TW': '已過期' },
  5: { zh: '已完成', en: 'Completed', 'zh-TW': '已完成' },
} as const satisfies Record<TTaskStatus, TLocalizedText>;

export const PLAN_STATES = ['REVOKE', 'PLAN', 'IMPLEMENT', 'OVER', 'FINISH'] as const;
export const ZPlanState = z.enum(PLAN_STATES);
export type TPlanState = z.infer<typeof ZPlanState>;
export const PLAN_STATE_LABELS = {
  REVOKE: { zh: '已撤销', en: 'Revoked', 'zh-TW': '已撤銷' },
  PLAN: { zh: '未开始', en: 'Planned', 'zh-TW': '未開始' },
  IMPLEMENT: { zh: '执行中', en: 'In progress', 'zh-TW': '執行中' },
  OVER: { zh: '已结束', en: 'Ended', 'zh-TW': '已結束' },
  FINISH: { zh: '已完成', en: 'Finished', 'zh-TW': '已完成' },
} as const satisfies Record<TPlanState, TLocalizedText>;

export const BATCH_FILE_STATES = ['WAITING_SEND', 'PROCESSING', 'FINISH'] as const;
export const ZBatchFileState = z.enum(BATCH_FILE_STATES);
export type TBatchFileState = z.infer<typeof ZBatchFileState>;
export const BATCH_FILE_STATE_LABELS = {
  WAITING_SEND: { zh: '未开始', en: 'Not started', 'zh-TW': '未開始' },
  PROCESSING: { zh: '进行中', en: 'In progress', 'zh-TW': '進行中' },
  FINISH: { zh: '已结束', en: 'Ended', 'zh-TW': '已結束' },
} as const satisfies Record<TBatchFileState, TLocalizedText>;
