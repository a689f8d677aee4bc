// The columns the product's tables can show (spec's F-column- items), with their headers, and
// the per-user column settings kept in the session.
import { z } from 'zod';
import type { TLocalizedText } from '../i18n/language';

export const TABLE_COLUMN_LABELS = {
  taskName: { zh: '任务名称', en: 'Task name', 'zh-TW': '任務名稱' },
  taskNo: { zh: '任务编号', en: 'Task number', 'zh-TW': '任務編號' },
  scene: { zh: '场景', en: 'Scenario', 'zh-TW': '場景' },
  initiator: { zh: '发起人', en: 'Initiator', 'zh-TW': '發起人' },
  creator: { zh: '创建人', en: 'Creator', 'zh-TW': '建立人' },
  initiateTime: { zh: '发起时间', en: 'Initiated at', 'zh-TW': '發起時間' },
  signDeadline: { zh: '签署截止时间', en: 'Signing deadline', 'zh-TW': '簽署截止時間' },
  progress: { zh: '进度', en: 'Progress', 'zh-TW': '進度' },
  fileTotal: { zh: '文件总数', en: 'Total files', 'zh-TW': '檔案總數' },
  lastSaveTime: { zh: '最近保存时间', en: 'Last saved', 'zh-TW': '最近儲存時間' },
  taskStatus: { zh: '任务状态', en: 'Task status', 'zh-TW': '任務狀態' },
  contractName: { zh: '合同名称', en: 'Contract name', 'zh-TW': '合同名稱' },
  contractNo: { zh: '合同编号', en: 'Contract number', 'zh-TW': '合同編號' },
  contractId: { zh: '合同ID', en: 'Contract ID', 'zh-TW': '合同ID' },
  businessType: { zh: '业务类型', en: 'Business type', 'zh-TW': '業務類型' },
  fileType: { zh: '文件类型', en: 'File type', 'zh-TW': '檔案類型' },
  signatory: { zh: '签署方', en: 'Signatory', 'zh-TW': '簽署方' },
  signStatus: { zh: '签署状态', en: 'Signing status', 'zh-TW': '簽署狀態' },
  voidReason: { zh: '作废原因', en: 'Void reason', 'zh-TW': '作廢原因' },
  voidRoute: { zh: '作废途径', en: 'Void route', 'zh-TW': '作廢途徑' },
  operation: { zh: '操作', en: 'Actions', 'zh-TW': '操作' },
  sealName: { zh: '待盖印章名称', en: 'Seal to stamp', 'zh-TW': '待蓋印章名稱' },
  sealStamped: { zh: '已盖印章', en: 'Seal stamped', 'zh-TW': '已蓋印章' },
  systemSource: { zh: '系统来源', en: 'System source', 'zh-TW': '系統來源' },
  sendDepartment: { zh: '发送部门', en: 'Sending department', 'zh-TW': '發送部門' },
} as const satisfies Record<string, TLocalizedText>;

export type TTableColumnKey = keyof typeof TABLE_COLUMN_LABELS;
export const TABLE_COLUMN_KEYS = Object.keys(TABLE_COLUMN_LABELS) as [TTableColumnKey, ...TTableColumnKey[]];
export const ZTableColumnKey = z.enum(TABLE_COLUMN_KEYS);

/** A user's choice for one column of one table, in display order. */
export const ZTableColumnSetting = z.object({
  key: ZTableColumnKey,
  visible: z.boolean().default(true),
});
export type TTableColumnSetting = z.infer<typeof ZTableColumnSetting>;

/** Settings per table, keyed by the table's name. */
export const ZTableColumnSettings = z.record(z.string(), z.array(ZTableColumnSetting));
export type TTableColumnSettings = z.infer<typeof ZTableColumnSettings>;
