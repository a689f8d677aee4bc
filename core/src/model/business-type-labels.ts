// Business types by name (spec item F-plan-business-type): a plan keeps the code and, when it was
// chosen from the enterprise's list, that list's name. The platform's own codes have a name in every
// language, so a list never shows a bare code such as GENERAL; an enterprise's own code shows the
// name the enterprise gave it (one language, as typed), and the code only when there is no name.
import type { TLanguage, TLocalizedText } from '../i18n/language';

export const PLATFORM_BUSINESS_TYPE_LABELS: Readonly<Record<string, TLocalizedText>> = {
  GENERAL: { zh: '通用', en: 'General', 'zh-TW': '通用' },
  PURCHASE: { zh: '采购', en: 'Purchase', 'zh-TW': '採購' },
  SALES: { zh: '销售', en: 'Sales', 'zh-TW': '銷售' },
  HR_CONTRACT: { zh: '人事合同', en: 'HR contract', 'zh-TW': '人事合約' },
  LABOUR: { zh: '劳动合同', en: 'Employment contract', 'zh-TW': '勞動合約' },
};

export function businessTypeLabel(code: string, name: string | null, language: TLanguage): string {
  const platform = Object.hasOwn(PLATFORM_BUSINESS_TYPE_LABELS, code) ? PLATFORM_BUSINESS_TYPE_LABELS[code] : undefined;
  return platform?.[language] ?? (name || code);
}
