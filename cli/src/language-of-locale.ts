// The CLI's language for a POSIX locale name (LC_ALL, LC_MESSAGES or LANG): Chinese locales give
// Chinese — Traditional for Taiwan, Hong Kong and Macao — and every other one English, also C and
// POSIX, which CI runners and containers have, and whose logs are read by people of any language.
import type { TLanguage } from '@ecsign/core/i18n';

const TRADITIONAL = /^zh[-_](tw|hk|mo|hant)([-_]|$)/i;

export function languageOfLocale(locale: string | undefined): TLanguage {
  // "zh_CN.UTF-8@pinyin": the encoding and modifier say nothing about the language.
  const name = (locale ?? '').replace(/[.@].*$/, '');
  if (TRADITIONAL.test(name)) return 'zh-TW';
  if (/^zh([-_]|$)/i.test(name)) return 'zh';
  return 'en';
}
