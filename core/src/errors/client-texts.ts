// Client-side texts that are not server codes (spec item E-client: the picture captcha's own failures).
import type { TLocalizedText } from '../i18n/language';

export const CLIENT_TEXTS = {
  captchaFetchFailed: {
    zh: '获取图片验证码失败，请重试',
    en: 'Failed to get the picture captcha, please retry',
    'zh-TW': '取得圖片驗證碼失敗，請重試',
  },
  captchaFetchError: {
    zh: '获取图片验证码错误',
    en: 'Error getting the picture captcha',
    'zh-TW': '取得圖片驗證碼錯誤',
  },
  verificationFailed: { zh: '验证失败', en: 'Verification failed', 'zh-TW': '驗證失敗' },
} as const satisfies Record<string, TLocalizedText>;
