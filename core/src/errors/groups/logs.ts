// Logs 621xxxxx: operation and login logs.
import { entry, type CatalogueEntry } from '../entry';

export const LOG_ERRORS = {
  LOG_NOT_FOUND: entry(62100001, 404, '日志不存在', 'The log entry does not exist', '日誌紀錄不存在'),
  LOG_RANGE_EXCEEDED: entry(
    62100002,
    400,
    '日志查询时间范围不能超过90天',
    'Log searches can span at most 90 days',
    '日誌查詢時間範圍不能超過90天',
  ),
  LOG_EXPORT_FAILED: entry(
    62100003,
    500,
    '日志导出失败，请重试',
    'The logs could not be exported, please retry',
    '日誌匯出失敗，請重試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
