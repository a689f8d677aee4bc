// User-interface texts shared by the portal, the extension and the CLI, in zh, en and zh-TW.
// Error texts live in the error catalogue (core/errors); these are labels and prompts.
import type { TLanguage, TLocalizedText } from './language';

export const MESSAGES = {
  systemName: { zh: '电子合同签署系统', en: 'Electronic Contract Signing System', 'zh-TW': '電子合同簽署系統' },
  login: { zh: '登录', en: 'Log in', 'zh-TW': '登入' },
  logout: { zh: '退出登录', en: 'Log out', 'zh-TW': '登出' },
  account: { zh: '账号', en: 'Account', 'zh-TW': '帳號' },
  accountPlaceholder: { zh: '请输入手机号或账号', en: 'Mobile number or account', 'zh-TW': '請輸入手機號或帳號' },
  password: { zh: '密码', en: 'Password', 'zh-TW': '密碼' },
  passwordPlaceholder: { zh: '请输入密码', en: 'Enter your password', 'zh-TW': '請輸入密碼' },
  captcha: { zh: '验证码', en: 'Captcha', 'zh-TW': '驗證碼' },
  captchaPlaceholder: { zh: '请输入验证码', en: 'Enter the captcha', 'zh-TW': '請輸入驗證碼' },
  required: { zh: '此项为必填项', en: 'This field is required', 'zh-TW': '此項為必填項' },
  home: { zh: '首页', en: 'Home', 'zh-TW': '首頁' },
  welcome: { zh: '欢迎，{name}', en: 'Welcome, {name}', 'zh-TW': '歡迎，{name}' },
  notFoundTitle: { zh: '页面不存在', en: 'Page not found', 'zh-TW': '頁面不存在' },
  notFoundText: {
    zh: '您访问的页面不存在或已被移除。',
    en: 'The page you asked for does not exist or has been removed.',
    'zh-TW': '您造訪的頁面不存在或已被移除。',
  },
  backHome: { zh: '返回首页', en: 'Back to home', 'zh-TW': '返回首頁' },
  loading: { zh: '加载中…', en: 'Loading…', 'zh-TW': '載入中…' },
  language: { zh: '语言', en: 'Language', 'zh-TW': '語言' },
  internalLogin: { zh: '内部用户登录', en: 'Staff login', 'zh-TW': '內部使用者登入' },
  extensionTitle: { zh: '电子签约助手', en: 'ecsign signing assistant', 'zh-TW': '電子簽約助手' },
  serverUrl: { zh: '服务器地址', en: 'Server address', 'zh-TW': '伺服器位址' },
  // Extension popup (login and account panel).
  serverUrlInvalid: {
    zh: '请输入以 http:// 或 https:// 开头的服务器地址',
    en: 'Enter a server address starting with http:// or https://',
    'zh-TW': '請輸入以 http:// 或 https:// 開頭的伺服器位址',
  },
  serverAccessDenied: {
    zh: '未获准访问该服务器，无法登录',
    en: 'Access to this server was not granted, so you cannot log in',
    'zh-TW': '未獲准存取該伺服器，無法登入',
  },
  connectServer: { zh: '连接服务器', en: 'Connect to server', 'zh-TW': '連線伺服器' },
  captchaRefreshHint: {
    zh: '看不清？点击图片换一张',
    en: 'Hard to read? Click the picture for a new one',
    'zh-TW': '看不清？點擊圖片換一張',
  },
  captchaTooFrequent: {
    zh: '刷新太频繁了，请休息一下再试',
    en: 'You are refreshing too often, take a short rest and try again',
    'zh-TW': '重新整理太頻繁了，請休息一下再試',
  },
  activeAccount: { zh: '当前账号', en: 'Current account', 'zh-TW': '目前帳號' },
  enterpriseAccount: { zh: '企业账号', en: 'Enterprise account', 'zh-TW': '企業帳號' },
  personalAccount: { zh: '个人账号', en: 'Personal account', 'zh-TW': '個人帳號' },
} as const satisfies Record<string, TLocalizedText>;

export type TMessageKey = keyof typeof MESSAGES;

/** The text of `key` in `language`, with `{name}` placeholders filled from `values`. */
export function translate(language: TLanguage, key: TMessageKey, values: Record<string, string | number> = {}): string {
  const text: string = MESSAGES[key][language];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
