// Screen titles of the routes in every language (for headings and breadcrumbs; the document
// title is the system name, see decideNavigation).
import type { TLocalizedText } from '../i18n/language';
import { MESSAGES } from '../i18n/messages';

export const ROUTE_TITLES = {
  home: MESSAGES.home,
  login: MESSAGES.login,
  internalLogin: MESSAGES.internalLogin,
  personAuth: { zh: '个人实名认证', en: 'Personal verification', 'zh-TW': '個人實名認證' },
  companyAuth: { zh: '企业实名认证', en: 'Enterprise verification', 'zh-TW': '企業實名認證' },
  accountCenter: { zh: '账号中心', en: 'Account', 'zh-TW': '帳號中心' },
  enterpriseAccount: { zh: '我的企业', en: 'My enterprises', 'zh-TW': '我的企業' },
  fileManage: { zh: '文件管理', en: 'Files', 'zh-TW': '文件管理' },
  contacts: { zh: '联系人', en: 'Contacts', 'zh-TW': '聯絡人' },
  signatureCheck: { zh: '文件验签', en: 'Signature check', 'zh-TW': '文件驗簽' },
  help: { zh: '帮助中心', en: 'Help', 'zh-TW': '幫助中心' },
  enterpriseManage: { zh: '企业管理', en: 'Enterprise management', 'zh-TW': '企業管理' },
  contractSummary: { zh: '合同详情', en: 'Contract details', 'zh-TW': '合同詳情' },
  fileSign: { zh: '文件签署', en: 'Sign files', 'zh-TW': '文件簽署' },
  singleSignOn: { zh: '单点登录', en: 'Single sign-on', 'zh-TW': '單一登入' },
  startHRContract: { zh: '发起人事合同', en: 'Send HR contracts', 'zh-TW': '發起人事合同' },
  startEntContract: { zh: '发起合同', en: 'Initiate a contract', 'zh-TW': '發起合同' },
  mySignature: { zh: '我的签名', en: 'My signatures', 'zh-TW': '我的簽名' },
  notices: { zh: '通知中心', en: 'Notice centre', 'zh-TW': '通知中心' },
  contractPreview: { zh: '合同预览', en: 'Contract preview', 'zh-TW': '合同預覽' },
  systemNotice: { zh: '系统公告', en: 'System notice', 'zh-TW': '系統公告' },
  agreement: { zh: '协议', en: 'Agreement', 'zh-TW': '協議' },
  passwordResult: { zh: '操作结果', en: 'Result', 'zh-TW': '操作結果' },
  register: { zh: '注册', en: 'Register', 'zh-TW': '註冊' },
  resetPassword: { zh: '重置密码', en: 'Reset password', 'zh-TW': '重設密碼' },
  filePreview: { zh: '文件预览', en: 'File preview', 'zh-TW': '文件預覽' },
  videoPreview: { zh: '视频预览', en: 'Video preview', 'zh-TW': '影片預覽' },
  noticePreview: { zh: '通知预览', en: 'Notice preview', 'zh-TW': '通知預覽' },
  notFound: MESSAGES.notFoundTitle,
  templateList: { zh: '合同模板', en: 'Contract templates', 'zh-TW': '合同範本' },
  templateEdit: { zh: '编辑模板', en: 'Edit template', 'zh-TW': '編輯範本' },
  sceneList: { zh: '场景与业务类型', en: 'Scenes and business types', 'zh-TW': '場景與業務類型' },
  processList: { zh: '签署流程', en: 'Signing processes', 'zh-TW': '簽署流程' },
  platformConfig: { zh: '平台配置', en: 'Platform settings', 'zh-TW': '平台設定' },
  operationLogs: { zh: '操作日志', en: 'Operation log', 'zh-TW': '操作日誌' },
  menuSettings: { zh: '菜单管理', en: 'Menu management', 'zh-TW': '選單管理' },
  identityReviews: { zh: '实名认证审核', en: 'Verification reviews', 'zh-TW': '實名認證審核' },
} as const satisfies Record<string, TLocalizedText>;

export type TRouteTitleKey = keyof typeof ROUTE_TITLES;
