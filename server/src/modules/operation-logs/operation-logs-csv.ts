// The operation log as CSV for Excel: a UTF-8 byte-order mark (without it Excel reads Chinese as
// mojibake), CRLF lines, quoted cells, and cells that start like a formula (= + - @) prefixed with
// an apostrophe — names and user agents come from users, and a spreadsheet must not run them.
import type { TLanguage, TLocalizedText } from '@ecsign/core/i18n';
import type { TOperationLogRecord } from '@ecsign/core/model';

const COLUMNS: [TLocalizedText, (r: TOperationLogRecord) => string | number | null][] = [
  [{ zh: '时间', en: 'Time', 'zh-TW': '時間' }, (r) => r.at],
  [{ zh: '用户', en: 'User', 'zh-TW': '使用者' }, (r) => r.userName],
  [{ zh: '用户ID', en: 'User ID', 'zh-TW': '使用者ID' }, (r) => r.userId],
  [{ zh: '企业', en: 'Enterprise', 'zh-TW': '企業' }, (r) => r.enterpriseName],
  [{ zh: '操作', en: 'Action', 'zh-TW': '操作' }, (r) => r.action],
  [{ zh: '请求', en: 'Request', 'zh-TW': '請求' }, (r) => `${r.method} ${r.route}`],
  [{ zh: '对象ID', en: 'Target ID', 'zh-TW': '對象ID' }, (r) => r.targetId],
  [{ zh: '结果', en: 'Outcome', 'zh-TW': '結果' }, (r) => r.outcome],
  [{ zh: 'HTTP状态', en: 'HTTP status', 'zh-TW': 'HTTP狀態' }, (r) => r.httpStatus],
  [{ zh: '状态码', en: 'Status code', 'zh-TW': '狀態碼' }, (r) => r.status],
  [{ zh: 'IP地址', en: 'IP address', 'zh-TW': 'IP位址' }, (r) => r.ip],
  [{ zh: '客户端', en: 'User agent', 'zh-TW': '用戶端' }, (r) => r.userAgent],
];

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function operationLogsCsv(records: readonly TOperationLogRecord[], language: TLanguage): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title[language])).join(',')];
  for (const record of records) lines.push(COLUMNS.map(([, value]) => csvCell(value(record))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
