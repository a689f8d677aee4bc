// UI texts (zh, en, zh-TW): HR batch contracts — `ecsign hr …` and the portal's startHRContract.
import type { TLocalizedText } from '../language';

export const HR_BATCH_MESSAGES = {
  hrRowProblem: {
    zh: '第 {row} 行 {column}：{problem}',
    en: 'row {row} {column}: {problem}',
    'zh-TW': '第 {row} 列 {column}：{problem}',
  },
  hrRowsInvalid: {
    zh: '{count} 个问题，未发送任何合同',
    en: '{count} problems found; nothing was sent',
    'zh-TW': '{count} 個問題，未傳送任何合約',
  },
  hrRowsValid: { zh: '{count} 行全部通过校验', en: 'all {count} rows are valid', 'zh-TW': '{count} 列全部通過校驗' },
  hrBatchCreated: {
    zh: '批次 {batchId}：{count} 份合同',
    en: 'batch {batchId}: {count} contracts',
    'zh-TW': '批次 {batchId}：{count} 份合約',
  },
  hrBatchScheduled: { zh: '将于 {time} 发送', en: 'will be sent at {time}', 'zh-TW': '將於 {time} 傳送' },
  hrProgress: {
    zh: '已发送 {sent}，失败 {failed}，共 {total}',
    en: '{sent} sent, {failed} failed of {total}',
    'zh-TW': '已傳送 {sent}，失敗 {failed}，共 {total}',
  },
  hrStateWAITING_SEND: { zh: '未开始', en: 'not started', 'zh-TW': '未開始' },
  hrStatePROCESSING: { zh: '进行中', en: 'in progress', 'zh-TW': '進行中' },
  hrStateFINISH: { zh: '已结束', en: 'finished', 'zh-TW': '已結束' },
  hrControlPAUSED: { zh: '已暂停', en: 'paused', 'zh-TW': '已暫停' },
  hrControlCANCELLED: { zh: '已取消', en: 'cancelled', 'zh-TW': '已取消' },
  hrControlRUNNING: { zh: '运行中', en: 'running', 'zh-TW': '執行中' },
  hrRowsFailed: { zh: '{count} 行发送失败', en: '{count} rows failed', 'zh-TW': '{count} 列傳送失敗' },
  hrDownloaded: {
    zh: '已下载 {count} 份 PDF 到 {dir}',
    en: '{count} PDFs downloaded to {dir}',
    'zh-TW': '已下載 {count} 份 PDF 到 {dir}',
  },
  hrFileUnreadable: { zh: '无法读取文件 {file}', en: 'cannot read the file {file}', 'zh-TW': '無法讀取檔案 {file}' },
  hrFileType: {
    zh: '仅支持 CSV 或 XLSX 文件：{file}',
    en: 'only CSV or XLSX files are accepted: {file}',
    'zh-TW': '僅支援 CSV 或 XLSX 檔案：{file}',
  },
  hrAtInvalid: {
    zh: '发送时间应为 YYYY-MM-DD HH:mm',
    en: 'the send time must be YYYY-MM-DD HH:mm',
    'zh-TW': '傳送時間應為 YYYY-MM-DD HH:mm',
  },
} as const satisfies Record<string, TLocalizedText>;
