// The repMsg of the behaviour captcha's replies, in the request's language. AJ-Captcha clients
// show it as it is when a check fails or a get is refused.
import { REP_CODE } from '@ecsign/core/captcha';
import type { TLanguage, TLocalizedText } from '@ecsign/core/i18n';

export type TRepCode = (typeof REP_CODE)[keyof typeof REP_CODE];

const REP_MESSAGES: Record<TRepCode, TLocalizedText> = {
  [REP_CODE.SUCCESS]: { zh: '成功', en: 'Success', 'zh-TW': '成功' },
  [REP_CODE.EXPIRED]: {
    zh: '验证码已失效，请重新获取',
    en: 'The check has expired, please get a new one',
    'zh-TW': '驗證碼已失效，請重新取得',
  },
  [REP_CODE.FAILED]: { zh: '验证失败', en: 'Verification failed', 'zh-TW': '驗證失敗' },
  [REP_CODE.TOO_FREQUENT]: {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    'zh-TW': '請求過於頻繁，請稍後再試',
  },
  [REP_CODE.LOCKED]: {
    zh: '验证失败次数过多，请10分钟后再试',
    en: 'Too many failed checks, please try again in 10 minutes',
    'zh-TW': '驗證失敗次數過多，請10分鐘後再試',
  },
};

export function repMessage(code: TRepCode, language: TLanguage): string {
  return REP_MESSAGES[code][language];
}
