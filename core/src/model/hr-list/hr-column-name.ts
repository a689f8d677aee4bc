// A list column as messages name it, in the reader's language: the header they would write in
// that language (业务ID / 業務ID / businessId), a template field by its label in Chinese and by its
// key in English — each of them a header the list reader accepts.
import type { TLanguage } from '../../i18n/language';

const FIXED: Record<string, Record<TLanguage, string>> = {
  name: { zh: '姓名', en: 'name', 'zh-TW': '姓名' },
  mobile: { zh: '手机号', en: 'mobile', 'zh-TW': '手機號' },
  idNumber: { zh: '身份证号', en: 'idNumber', 'zh-TW': '身分證號' },
  businessId: { zh: '业务ID', en: 'businessId', 'zh-TW': '業務ID' },
};

export function hrColumnName(
  column: string,
  language: TLanguage,
  fields: readonly { key: string; label: string }[] = [],
): string {
  const fixed = FIXED[column];
  if (fixed) return fixed[language];
  const field = fields.find((candidate) => candidate.key === column);
  return field && language !== 'en' ? field.label : column;
}
