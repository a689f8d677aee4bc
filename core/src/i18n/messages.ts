// User-interface texts shared by the portal, the extension and the CLI, in zh, en and zh-TW.
// Error texts live in the error catalogue (core/errors); these are labels and prompts.
import { CONTACT_AND_NOTICE_MESSAGES } from './features/contacts-and-notices';
import { CONTRACT_MESSAGES } from './features/contracts';
import { HR_BATCH_MESSAGES } from './features/hr-batches';
import { OPERATION_MESSAGES } from './features/operations';
import { SEAL_MESSAGES } from './features/seals';
import { TEMPLATE_MESSAGES } from './features/templates';
import { VERIFICATION_MESSAGES } from './features/verification';
import type { TLanguage, TLocalizedText } from './language';

const BASE_MESSAGES = {
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
  // Shared screen parts (web/src/components) and their gallery (/components).
  search: { zh: '查询', en: 'Search', 'zh-TW': '查詢' },
  reset: { zh: '重置', en: 'Reset', 'zh-TW': '重設' },
  advancedSearch: { zh: '高级搜索', en: 'Advanced search', 'zh-TW': '進階搜尋' },
  inputPlaceholder: { zh: '请输入', en: 'Enter a value', 'zh-TW': '請輸入' },
  selectPlaceholder: { zh: '请选择', en: 'Choose', 'zh-TW': '請選擇' },
  startDate: { zh: '开始日期', en: 'Start date', 'zh-TW': '開始日期' },
  endDate: { zh: '结束日期', en: 'End date', 'zh-TW': '結束日期' },
  noData: { zh: '暂无数据', en: 'No data', 'zh-TW': '暫無資料' },
  loadFailed: { zh: '数据加载失败', en: 'The data could not be loaded', 'zh-TW': '資料載入失敗' },
  retry: { zh: '重试', en: 'Retry', 'zh-TW': '重試' },
  firstPage: { zh: '首页', en: 'First page', 'zh-TW': '首頁' },
  lastPage: { zh: '尾页', en: 'Last page', 'zh-TW': '尾頁' },
  previousPage: { zh: '上一页', en: 'Previous page', 'zh-TW': '上一頁' },
  nextPage: { zh: '下一页', en: 'Next page', 'zh-TW': '下一頁' },
  pageSize: { zh: '每页条数', en: 'Rows per page', 'zh-TW': '每頁筆數' },
  pageSizeOption: { zh: '{size} 条/页', en: '{size} / page', 'zh-TW': '{size} 筆/頁' },
  totalRecords: { zh: '共 {total} 条', en: '{total} in total', 'zh-TW': '共 {total} 筆' },
  pagination: { zh: '分页', en: 'Pages', 'zh-TW': '分頁' },
  breadcrumb: { zh: '当前位置', en: 'You are here', 'zh-TW': '目前位置' },
  picturePreview: { zh: '图片预览', en: 'Picture preview', 'zh-TW': '圖片預覽' },
  contentPreview: { zh: '内容预览', en: 'Content preview', 'zh-TW': '內容預覽' },
  close: { zh: '关闭', en: 'Close', 'zh-TW': '關閉' },
  templateType: { zh: '模板类型', en: 'Template type', 'zh-TW': '範本類型' },
  contractGroupInfo: { zh: '合同组信息', en: 'Contract group', 'zh-TW': '合同組資訊' },
  contractList: { zh: '合同列表', en: 'Contract list', 'zh-TW': '合同列表' },
  ccList: { zh: '抄送列表', en: 'CC list', 'zh-TW': '副本列表' },
  signType: { zh: '签署方式', en: 'Sign type', 'zh-TW': '簽署方式' },
  viewPdf: { zh: '查看PDF', en: 'Open PDF', 'zh-TW': '檢視PDF' },
  treeFilterPlaceholder: { zh: '输入关键字进行过滤', en: 'Type to filter', 'zh-TW': '輸入關鍵字進行篩選' },
  treeExpand: { zh: '展开', en: 'Expand', 'zh-TW': '展開' },
  treeCollapse: { zh: '收起', en: 'Collapse', 'zh-TW': '收合' },
  treeDropRefused: {
    zh: '只能在同级节点之间拖动',
    en: 'A node can only be moved among its siblings',
    'zh-TW': '只能在同級節點之間拖動',
  },
  passwordStrength: { zh: '密码强度', en: 'Password strength', 'zh-TW': '密碼強度' },
  strengthWeak: { zh: '弱', en: 'Weak', 'zh-TW': '弱' },
  strengthMedium: { zh: '中', en: 'Medium', 'zh-TW': '中' },
  strengthStrong: { zh: '强', en: 'Strong', 'zh-TW': '強' },
  passwordTooShort: {
    zh: '密码长度不能少于{min}位',
    en: 'Use at least {min} characters',
    'zh-TW': '密碼長度不能少於{min}位',
  },
  passwordTooLong: {
    zh: '密码长度不能超过{max}位',
    en: 'Use at most {max} characters',
    'zh-TW': '密碼長度不能超過{max}位',
  },
  passwordInvalidCharacters: {
    zh: '密码只能包含数字、字母和特殊字符',
    en: 'Use only digits, letters and special characters',
    'zh-TW': '密碼只能包含數字、字母和特殊字元',
  },
  passwordTooFewKinds: {
    zh: '至少包含数字、大写字母、小写字母、特殊字符中的三种',
    en: 'Mix at least three of: digits, capitals, small letters, special characters',
    'zh-TW': '至少包含數字、大寫字母、小寫字母、特殊字元中的三種',
  },
  sendCode: { zh: '获取验证码', en: 'Send code', 'zh-TW': '取得驗證碼' },
  resendIn: { zh: '{seconds}秒后重新获取', en: 'Resend in {seconds} s', 'zh-TW': '{seconds}秒後重新取得' },
  securityCheckTitle: {
    zh: '请完成安全验证',
    en: 'Please complete the security verification',
    'zh-TW': '請完成安全驗證',
  },
  sliderHint: { zh: '向右滑动完成验证', en: 'Slide to the right to complete the puzzle', 'zh-TW': '向右滑動完成驗證' },
  clickWordsHint: { zh: '请依次点击【{words}】', en: 'Click in order: {words}', 'zh-TW': '請依次點擊【{words}】' },
  verificationSucceeded: { zh: '验证成功', en: 'Verified', 'zh-TW': '驗證成功' },
  refreshPictures: { zh: '换一张', en: 'New pictures', 'zh-TW': '換一張' },
  componentsGallery: { zh: '组件库', en: 'Component gallery', 'zh-TW': '元件庫' },
  galleryIntro: {
    zh: '门户共用的界面组件及其各种状态。',
    en: 'The screen parts the portal shares, in each of their states.',
    'zh-TW': '入口網站共用的介面元件及其各種狀態。',
  },
  stateEmpty: { zh: '空', en: 'Empty', 'zh-TW': '空' },
  stateLoading: { zh: '加载中', en: 'Loading', 'zh-TW': '載入中' },
  stateError: { zh: '出错', en: 'Error', 'zh-TW': '出錯' },
  stateFilled: { zh: '有数据', en: 'Filled', 'zh-TW': '有資料' },
  sliderPuzzle: { zh: '滑动拼图', en: 'Slider puzzle', 'zh-TW': '滑動拼圖' },
  clickWords: { zh: '文字点选', en: 'Click the words', 'zh-TW': '文字點選' },
  verificationResult: { zh: '验证结果：{value}', en: 'Verification: {value}', 'zh-TW': '驗證結果：{value}' },
  partSearchBar: { zh: '搜索栏', en: 'Search bar', 'zh-TW': '搜尋列' },
  partPagedTable: { zh: '分页表格', en: 'Paged table', 'zh-TW': '分頁表格' },
  partBreadcrumb: { zh: '面包屑导航', en: 'Breadcrumb header', 'zh-TW': '麵包屑導覽' },
  partPreviewDialogs: { zh: '预览对话框', en: 'Preview dialogs', 'zh-TW': '預覽對話框' },
  partTemplatePanel: { zh: '模板信息面板', en: 'Template information panel', 'zh-TW': '範本資訊面板' },
  partTree: { zh: '树形控件', en: 'Tree', 'zh-TW': '樹狀控制項' },
  partPasswordStrength: { zh: '密码强度框', en: 'Password strength box', 'zh-TW': '密碼強度框' },
  partPictureCaptcha: { zh: '图片验证码', en: 'Picture captcha', 'zh-TW': '圖片驗證碼' },
  partSendCode: { zh: '发送验证码按钮', en: 'Send-code button', 'zh-TW': '傳送驗證碼按鈕' },
  partSecurityCheck: { zh: '安全验证弹窗', en: 'Security check popup', 'zh-TW': '安全驗證彈窗' },
  lastSearch: { zh: '最近一次查询：', en: 'Last search:', 'zh-TW': '最近一次查詢：' },
  mineOnly: { zh: '只看我的', en: 'Mine only', 'zh-TW': '只看我的' },
  largePageSizes: { zh: '大分页', en: 'Large pages', 'zh-TW': '大分頁' },
  refreshingUser: { zh: '正在刷新账号信息…', en: 'Refreshing your account…', 'zh-TW': '正在重新整理帳號資訊…' },
  // Portal: login, registration, password reset, login transfer and single sign-on.
  passwordLogin: { zh: '密码登录', en: 'Password', 'zh-TW': '密碼登入' },
  smsLogin: { zh: '短信登录', en: 'SMS code', 'zh-TW': '簡訊登入' },
  mobile: { zh: '手机号', en: 'Mobile number', 'zh-TW': '手機號碼' },
  mobilePlaceholder: { zh: '请输入手机号', en: 'Enter your mobile number', 'zh-TW': '請輸入手機號碼' },
  smsCode: { zh: '短信验证码', en: 'SMS code', 'zh-TW': '簡訊驗證碼' },
  smsCodePlaceholder: { zh: '请输入6位数字验证码', en: 'Enter the 6-digit code', 'zh-TW': '請輸入6位數字驗證碼' },
  mobileInvalid: {
    zh: '请输入正确的11位手机号',
    en: 'Enter a valid 11-digit mobile number',
    'zh-TW': '請輸入正確的11位手機號碼',
  },
  codeInvalid: { zh: '验证码为6位数字', en: 'The code has 6 digits', 'zh-TW': '驗證碼為6位數字' },
  captchaInvalid: {
    zh: '请输入图片中的4位字母或数字',
    en: 'Enter the 4 letters or digits of the picture',
    'zh-TW': '請輸入圖片中的4位字母或數字',
  },
  securityCheckNotice: {
    zh: '为保障账号安全，本次登录需完成安全验证',
    en: 'To keep your account safe, complete a security check to log in',
    'zh-TW': '為保障帳號安全，本次登入需完成安全驗證',
  },
  registerLink: { zh: '注册账号', en: 'Create an account', 'zh-TW': '註冊帳號' },
  forgotPassword: { zh: '忘记密码', en: 'Forgot password?', 'zh-TW': '忘記密碼' },
  externalLogin: { zh: '普通用户登录', en: 'User login', 'zh-TW': '一般使用者登入' },
  signingIn: { zh: '正在登录…', en: 'Logging you in…', 'zh-TW': '正在登入…' },
  backToLogin: { zh: '返回登录', en: 'Back to login', 'zh-TW': '返回登入' },
  handoverOtherUser: {
    zh: '您已登录为 {current}。此链接将登录为 {incoming}，是否切换？',
    en: 'You are logged in as {current}. This link logs you in as {incoming}; continue as {incoming}?',
    'zh-TW': '您已登入為 {current}。此連結將登入為 {incoming}，是否切換？',
  },
  handoverContinueAs: { zh: '切换为 {incoming}', en: 'Continue as {incoming}', 'zh-TW': '切換為 {incoming}' },
  handoverStayAs: { zh: '保持 {current} 登录', en: 'Stay logged in as {current}', 'zh-TW': '保持 {current} 登入' },
  inviteTitle: { zh: '签署邀请', en: 'Invitation to sign', 'zh-TW': '簽署邀請' },
  inviteIntro: {
    zh: '您收到了一份电子合同签署邀请。请用收到短信的手机号注册，完成实名认证后即可查看并签署合同。',
    en: 'You are invited to an electronic contract. Register with the mobile number that received the SMS, verify your real name, then read and sign the contract.',
    'zh-TW': '您收到了一份電子合約簽署邀請。請用收到簡訊的手機號碼註冊，完成實名認證後即可查看並簽署合約。',
  },
  inviteRegistered: {
    zh: '手机号 {mobile} 已注册。请用该手机号登录后再打开此链接。',
    en: 'The number {mobile} already has an account. Log in with it, then open this link again.',
    'zh-TW': '手機號碼 {mobile} 已註冊。請用該手機號碼登入後再開啟此連結。',
  },
  inviteAccept: { zh: '查看邀请的合同', en: 'Open the contract', 'zh-TW': '查看邀請的合約' },
  inviteLoginWith: { zh: '用 {mobile} 登录', en: 'Log in with {mobile}', 'zh-TW': '用 {mobile} 登入' },
  registerTitle: { zh: '注册账号', en: 'Create your account', 'zh-TW': '註冊帳號' },
  registerSubmit: { zh: '注册', en: 'Register', 'zh-TW': '註冊' },
  haveAccount: { zh: '已有账号？去登录', en: 'Already registered? Log in', 'zh-TW': '已有帳號？去登入' },
  newPassword: { zh: '新密码', en: 'New password', 'zh-TW': '新密碼' },
  newPasswordPlaceholder: {
    zh: '8-16位，含数字、大写字母、小写字母、特殊字符中的三种',
    en: '8 to 16 characters, three of: digits, upper-case, lower-case, special',
    'zh-TW': '8-16位，含數字、大寫字母、小寫字母、特殊字元中的三種',
  },
  confirmPassword: { zh: '确认密码', en: 'Confirm password', 'zh-TW': '確認密碼' },
  confirmPasswordPlaceholder: { zh: '请再次输入密码', en: 'Enter the password again', 'zh-TW': '請再次輸入密碼' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords differ', 'zh-TW': '兩次輸入的密碼不一致' },
  agreePrefix: { zh: '我已阅读并同意', en: 'I have read and accept the', 'zh-TW': '我已閱讀並同意' },
  resetPasswordTitle: { zh: '重置密码', en: 'Reset your password', 'zh-TW': '重設密碼' },
  resetPasswordSubmit: { zh: '重置密码', en: 'Reset password', 'zh-TW': '重設密碼' },
  registerSucceeded: { zh: '注册成功', en: 'Registration complete', 'zh-TW': '註冊成功' },
  registerSucceededText: {
    zh: '您的账号已创建并已登录。完成实名认证后即可签署合同。',
    en: 'Your account is ready and you are logged in. Verify your identity to start signing contracts.',
    'zh-TW': '您的帳號已建立並已登入。完成實名認證後即可簽署合同。',
  },
  registerFailed: { zh: '注册失败', en: 'Registration failed', 'zh-TW': '註冊失敗' },
  resetSucceeded: { zh: '密码重置成功', en: 'Your password has been reset', 'zh-TW': '密碼重設成功' },
  resetSucceededText: {
    zh: '所有设备上的登录均已退出，请使用新密码重新登录。',
    en: 'You have been logged out everywhere. Log in with your new password.',
    'zh-TW': '所有裝置上的登入均已登出，請使用新密碼重新登入。',
  },
  resetFailed: { zh: '密码重置失败', en: 'Password reset failed', 'zh-TW': '密碼重設失敗' },
  resultFailedText: {
    zh: '操作未能完成，请返回重新尝试。',
    en: 'This could not be completed. Go back and try again.',
    'zh-TW': '操作未能完成，請返回重新嘗試。',
  },
  enterSystem: { zh: '进入系统', en: 'Continue', 'zh-TW': '進入系統' },
  back: { zh: '返回', en: 'Back', 'zh-TW': '返回' },
  agreementNotFound: { zh: '协议不存在', en: 'There is no such agreement', 'zh-TW': '協議不存在' },
  agreementUpdated: { zh: '更新日期：{date}', en: 'Last updated: {date}', 'zh-TW': '更新日期：{date}' },
  setNewPasswordTitle: { zh: '请设置新密码', en: 'Set a new password', 'zh-TW': '請設定新密碼' },
  setNewPasswordText: {
    zh: '您的登录密码不符合当前的密码规则，请先设置新密码再继续使用。',
    en: 'Your password does not meet the password rule. Set a new one before you continue.',
    'zh-TW': '您的登入密碼不符合目前的密碼規則，請先設定新密碼再繼續使用。',
  },
  // Portal: the account centre (/account/index) and the header's user menu.
  personalInfo: { zh: '个人信息', en: 'Personal information', 'zh-TW': '個人資訊' },
  name: { zh: '姓名', en: 'Name', 'zh-TW': '姓名' },
  idNumber: { zh: '证件号码', en: 'ID number', 'zh-TW': '證件號碼' },
  realNameStatus: { zh: '实名状态', en: 'Verification', 'zh-TW': '實名狀態' },
  email: { zh: '邮箱', en: 'E-mail', 'zh-TW': '電子郵件' },
  notSet: { zh: '未设置', en: 'Not set', 'zh-TW': '未設定' },
  change: { zh: '修改', en: 'Change', 'zh-TW': '修改' },
  save: { zh: '保存', en: 'Save', 'zh-TW': '儲存' },
  cancel: { zh: '取消', en: 'Cancel', 'zh-TW': '取消' },
  changeMobile: { zh: '更换手机号', en: 'Change mobile number', 'zh-TW': '更換手機號碼' },
  currentMobile: { zh: '当前手机号', en: 'Current number', 'zh-TW': '目前手機號碼' },
  oldMobileCode: { zh: '原手机号验证码', en: 'Code sent to the current number', 'zh-TW': '原手機號碼驗證碼' },
  newMobile: { zh: '新手机号', en: 'New mobile number', 'zh-TW': '新手機號碼' },
  newMobileCode: { zh: '新手机号验证码', en: 'Code sent to the new number', 'zh-TW': '新手機號碼驗證碼' },
  mobileChanged: { zh: '手机号已更换', en: 'Your mobile number has been changed', 'zh-TW': '手機號碼已更換' },
  changeEmail: { zh: '修改邮箱', en: 'Change e-mail', 'zh-TW': '修改電子郵件' },
  emailPlaceholder: { zh: '请输入邮箱地址', en: 'Enter your e-mail address', 'zh-TW': '請輸入電子郵件地址' },
  emailCode: { zh: '邮箱验证码', en: 'E-mail code', 'zh-TW': '電子郵件驗證碼' },
  emailInvalid: { zh: '请输入正确的邮箱地址', en: 'Enter a valid e-mail address', 'zh-TW': '請輸入正確的電子郵件地址' },
  emailChanged: { zh: '邮箱已修改', en: 'Your e-mail address has been changed', 'zh-TW': '電子郵件已修改' },
  changePassword: { zh: '修改密码', en: 'Change password', 'zh-TW': '修改密碼' },
  oldPassword: { zh: '原密码', en: 'Current password', 'zh-TW': '原密碼' },
  oldPasswordPlaceholder: { zh: '请输入原密码', en: 'Enter your current password', 'zh-TW': '請輸入原密碼' },
  passwordChanged: {
    zh: '密码已修改，其他设备上的登录已退出',
    en: 'Your password has been changed; your other sessions have ended',
    'zh-TW': '密碼已修改，其他裝置上的登入已登出',
  },
  myAccounts: { zh: '我的账号', en: 'My accounts', 'zh-TW': '我的帳號' },
  accountType: { zh: '类型', en: 'Type', 'zh-TW': '類型' },
  role: { zh: '角色', en: 'Role', 'zh-TW': '角色' },
  operation: { zh: '操作', en: 'Actions', 'zh-TW': '操作' },
  currentAccount: { zh: '当前账号', en: 'Current account', 'zh-TW': '目前帳號' },
  switchTo: { zh: '切换至此账号', en: 'Switch to it', 'zh-TW': '切換至此帳號' },
  switchAccount: { zh: '切换账号', en: 'Switch account', 'zh-TW': '切換帳號' },
  mainMenu: { zh: '主菜单', en: 'Main menu', 'zh-TW': '主選單' },
  toggleMenu: { zh: '展开或收起菜单', en: 'Show or hide the menu', 'zh-TW': '展開或收合選單' },
  ukeyTitle: { zh: 'UKey证书', en: 'Key device (UKey)', 'zh-TW': 'UKey憑證' },
  ukeyNotBound: {
    zh: '尚未绑定UKey。请登录命令行工具后运行 ecsign ukey bind --p12 <证书文件>，并输入PIN完成绑定。',
    en: 'No key device is bound. Log in with the command-line tool and run ecsign ukey bind --p12 <certificate file>, then enter its PIN.',
    'zh-TW': '尚未綁定UKey。請登入命令列工具後執行 ecsign ukey bind --p12 <憑證檔案>，並輸入PIN完成綁定。',
  },
  ukeySubject: { zh: '证书主题', en: 'Subject', 'zh-TW': '憑證主體' },
  ukeyFingerprint: { zh: '证书指纹（SHA-256）', en: 'Fingerprint (SHA-256)', 'zh-TW': '憑證指紋（SHA-256）' },
  ukeySerial: { zh: '序列号', en: 'Serial number', 'zh-TW': '序號' },
  ukeyValidity: { zh: '有效期', en: 'Valid', 'zh-TW': '有效期' },
  ukeyBoundAt: { zh: '绑定时间', en: 'Bound on', 'zh-TW': '綁定時間' },
  unbind: { zh: '解除绑定', en: 'Unbind', 'zh-TW': '解除綁定' },
  unbindConfirm: {
    zh: '解除绑定后将不能再使用此UKey登录，确定解除吗？',
    en: 'You will no longer be able to log in with this key device. Unbind it?',
    'zh-TW': '解除綁定後將不能再使用此UKey登入，確定解除嗎？',
  },
  ukeyUnbound: { zh: 'UKey已解除绑定', en: 'The key device has been unbound', 'zh-TW': 'UKey已解除綁定' },
  // The ecsign command line (cli/): login, whoami, logout.
  cliChooseLoginMethod: { zh: '选择登录方式', en: 'How do you want to log in?', 'zh-TW': '選擇登入方式' },
  cliCaptchaSaved: {
    zh: '验证码图片已保存到 {path}',
    en: 'The captcha picture is saved as {path}',
    'zh-TW': '驗證碼圖片已儲存到 {path}',
  },
  cliCaptchaPrompt: {
    zh: '请输入图片中的验证码（直接回车换一张）',
    en: 'Captcha (press Enter alone for a new picture)',
    'zh-TW': '請輸入圖片中的驗證碼（直接按 Enter 換一張）',
  },
  cliCodeSent: {
    zh: '验证码已发送至 {mobile}，{minutes} 分钟内有效',
    en: 'A code was sent to {mobile}; it is valid for {minutes} minutes',
    'zh-TW': '驗證碼已傳送至 {mobile}，{minutes} 分鐘內有效',
  },
  // The server's behaviour captcha is a slider or clicked words, which a terminal cannot show.
  cliSmsNeedsSecurityCheck: {
    zh: '服务器要求先完成滑块安全验证才能再发送短信验证码，终端无法完成；请改用密码登录（ecsign login --method password）或令牌登录（ecsign login --token-stdin）',
    en: 'The server wants a slider security check before another SMS code, which a terminal cannot show; log in with your password (ecsign login --method password) or a token (ecsign login --token-stdin) instead',
    'zh-TW':
      '伺服器要求先完成滑塊安全驗證才能再傳送簡訊驗證碼，終端機無法完成；請改用密碼登入（ecsign login --method password）或權杖登入（ecsign login --token-stdin）',
  },
  cliLoggedIn: {
    zh: '已登录 {server}：{name}（{username}）',
    en: 'Logged in to {server} as {name} ({username})',
    'zh-TW': '已登入 {server}：{name}（{username}）',
  },
  cliLoggedOut: { zh: '已退出 {server} 的登录', en: 'Logged out of {server}', 'zh-TW': '已登出 {server}' },
  cliLoggedOutLocally: {
    zh: '已在本机退出登录；无法连接 {server}，其令牌将在到期后失效',
    en: 'Logged out here; {server} could not be reached, so its token stays valid until it expires',
    'zh-TW': '已在本機登出；無法連線 {server}，其權杖將在到期後失效',
  },
  cliNothingToLogOut: { zh: '当前未登录', en: 'You are not logged in', 'zh-TW': '目前未登入' },
  cliNotLoggedIn: {
    zh: '未登录 {server}，请运行 ecsign login 登录',
    en: 'Not logged in to {server}; run `ecsign login`',
    'zh-TW': '未登入 {server}，請執行 ecsign login 登入',
  },
  cliLoggedInElsewhere: {
    zh: '未登录 {server}（已保存的登录属于 {other}），请运行 ecsign login 登录',
    en: 'Not logged in to {server} (the stored login is for {other}); run `ecsign login`',
    'zh-TW': '未登入 {server}（已儲存的登入屬於 {other}），請執行 ecsign login 登入',
  },
  cliRunLogin: { zh: '请运行 ecsign login', en: 'run `ecsign login`', 'zh-TW': '請執行 ecsign login' },
  cliTokenInputInvalid: {
    zh: '标准输入中没有访问令牌（应为令牌本身，或含 access_token 的 JSON）',
    en: 'No access token on standard input (expected the token itself, or JSON with access_token)',
    'zh-TW': '標準輸入中沒有存取權杖（應為權杖本身，或含 access_token 的 JSON）',
  },
  cliTokenRefused: {
    zh: '服务器不接受此访问令牌（无效或已过期）',
    en: 'The server refused this access token (unknown or expired)',
    'zh-TW': '伺服器不接受此存取權杖（無效或已過期）',
  },
  cliNeedsTerminal: {
    zh: '交互式登录需要终端；在脚本中请使用 ecsign login --token-stdin',
    en: 'Interactive login needs a terminal; scripts can use `ecsign login --token-stdin`',
    'zh-TW': '互動式登入需要終端機；在指令碼中請使用 ecsign login --token-stdin',
  },
  cliPermissionCount: { zh: '权限：{count} 项', en: 'Permissions: {count}', 'zh-TW': '權限：{count} 項' },
  cliCancelled: { zh: '已取消', en: 'Cancelled', 'zh-TW': '已取消' },
  // Extension: the options page and the popup's login choices.
  settings: { zh: '设置', en: 'Settings', 'zh-TW': '設定' },
  optionsTitle: { zh: '电子签约助手设置', en: 'ecsign assistant settings', 'zh-TW': '電子簽約助手設定' },
  optionsServerHint: {
    zh: '助手连接的 ecsign 服务器。本机以外的服务器需要您授权访问。',
    en: 'The ecsign server the assistant works with. Servers other than this computer need your permission.',
    'zh-TW': '助手連線的 ecsign 伺服器。本機以外的伺服器需要您授權存取。',
  },
  saved: { zh: '已保存', en: 'Saved', 'zh-TW': '已儲存' },
  serverChangedLoggedOut: {
    zh: '已保存，并已退出原服务器的登录',
    en: 'Saved; you were logged out of the former server',
    'zh-TW': '已儲存，並已登出原伺服器',
  },
  useSliderCheck: { zh: '改用滑块验证', en: 'Use the slider check instead', 'zh-TW': '改用滑塊驗證' },
  usePictureCaptcha: { zh: '改用图片验证码', en: 'Use the picture captcha instead', 'zh-TW': '改用圖片驗證碼' },
  cliUkeyFileUnreadable: {
    zh: '无法读取密钥文件 {file}：{reason}',
    en: 'Cannot read the key file {file}: {reason}',
    'zh-TW': '無法讀取金鑰檔案 {file}：{reason}',
  },
  cliUkeyPinPrompt: { zh: '{file} 的 PIN 码', en: 'PIN of {file}', 'zh-TW': '{file} 的 PIN 碼' },
  cliUkeyPinMissing: {
    zh: '需要密钥文件的 PIN 码：使用 --pin-stdin、设置 ECSIGN_P12_PIN，或在终端中运行',
    en: 'The key file needs its PIN: use --pin-stdin, set ECSIGN_P12_PIN, or run at a terminal',
    'zh-TW': '需要金鑰檔案的 PIN 碼：使用 --pin-stdin、設定 ECSIGN_P12_PIN，或在終端機中執行',
  },
  cliUkeyBound: {
    zh: '已绑定证书：{subject}（指纹 {fingerprint}）',
    en: 'Bound certificate: {subject} (fingerprint {fingerprint})',
    'zh-TW': '已綁定憑證：{subject}（指紋 {fingerprint}）',
  },
  cliUkeyNone: { zh: '未绑定 UKey 证书', en: 'No UKey certificate is bound', 'zh-TW': '未綁定 UKey 憑證' },
  cliUkeyUnbound: { zh: '已解除 UKey 绑定', en: 'The UKey binding was removed', 'zh-TW': '已解除 UKey 綁定' },
  downloadRootCertificate: {
    zh: '下载平台根证书（在阅读器中信任后，签名显示为可信）',
    en: 'Download the platform root certificate (trust it in your PDF reader to see signatures as trusted)',
    'zh-TW': '下載平台根憑證（在閱讀器中信任後，簽章顯示為可信）',
  },
  // ecsign verify.
  cliVerifyNoFiles: {
    zh: '没有找到要检查的 PDF 文件：{paths}',
    en: 'No PDF files to check in {paths}',
    'zh-TW': '找不到要檢查的 PDF 檔案：{paths}',
  },
  cliVerifyTrustUnreadable: {
    zh: '无法读取信任锚证书 {file}：{reason}',
    en: 'Cannot read the trust anchor {file}: {reason}',
    'zh-TW': '無法讀取信任錨憑證 {file}：{reason}',
  },
  cliVerifyCannotRead: {
    zh: '无法读取文件：{reason}',
    en: 'Cannot read the file: {reason}',
    'zh-TW': '無法讀取檔案：{reason}',
  },
  cliVerifyProgress: {
    zh: '正在检查签名… {done}/{total}',
    en: 'Checking signatures… {done}/{total}',
    'zh-TW': '正在檢查簽章… {done}/{total}',
  },
  cliVerifySummary: {
    zh: '共 {files} 个文件：{valid} 个通过，{invalid} 个未通过，{unsigned} 个未签名，{error} 个无法读取',
    en: '{files} files: {valid} passed, {invalid} failed, {unsigned} unsigned, {error} unreadable',
    'zh-TW': '共 {files} 個檔案：{valid} 個通過，{invalid} 個未通過，{unsigned} 個未簽章，{error} 個無法讀取',
  },
  cliVerifyFailed: {
    zh: '{count} 个文件未通过签名检查',
    en: '{count} of {files} files did not pass the signature check',
    'zh-TW': '{count} 個檔案未通過簽章檢查',
  },
  cliVerifyUnreadable: {
    zh: '{count} 个文件无法检查',
    en: '{count} of {files} files could not be checked',
    'zh-TW': '{count} 個檔案無法檢查',
  },
  cliVerifyNoTrust: {
    zh: '提示：未指定信任锚（--trust），任何签名都不会被视为可信。请传入平台根证书（<服务器>/ecapi/pki/root.pem）或签署人的根证书',
    en: 'Note: no trust anchors (--trust) were given, so no signature can be trusted. Pass the platform root (<server>/ecapi/pki/root.pem) or the signers’ roots',
    'zh-TW':
      '提示：未指定信任錨（--trust），任何簽章都不會被視為可信。請傳入平台根憑證（<伺服器>/ecapi/pki/root.pem）或簽署人的根憑證',
  },
  cliVerifyTrusted: { zh: '可信', en: 'trusted', 'zh-TW': '可信' },
  cliVerifyNotTrusted: { zh: '不可信', en: 'not trusted', 'zh-TW': '不可信' },
  cliVerifyWhole: { zh: '覆盖整个文件', en: 'covers the whole document', 'zh-TW': '涵蓋整個檔案' },
  cliVerifyPartial: { zh: '签名后另有修订', en: 'revisions follow it', 'zh-TW': '簽署後另有修訂' },
  cliVerifyGap: {
    zh: '未覆盖所在修订的全部内容',
    en: 'leaves part of its own revision unsigned',
    'zh-TW': '未涵蓋所在修訂的全部內容',
  },
  cliVerifyAfterEof: {
    zh: '文件末尾（%%EOF 之后）有未签名的数据',
    en: 'unsigned data follows the last %%EOF',
    'zh-TW': '檔案末尾（%%EOF 之後）有未簽章的資料',
  },
  cliVerifySignedAt: { zh: '签署于 {time}', en: 'signed {time}', 'zh-TW': '簽署於 {time}' },
  cliVerifyTimeStamped: { zh: '时间戳 {time}', en: 'time-stamped {time}', 'zh-TW': '時間戳記 {time}' },
  cliVerifyNoSignatures: { zh: '文件未签名', en: 'no signatures', 'zh-TW': '文件未簽章' },
  cliVerifyUnknownSigner: { zh: '未知签署人', en: 'unknown signer', 'zh-TW': '未知簽署人' },
  cliVerifyNotPassed: {
    zh: '{count} 个签名未通过',
    en: '{count} of {total} signatures did not pass',
    'zh-TW': '{count} 個簽章未通過',
  },
  // The signature check page, /file/valid and /validationFile.
  fileValidHeading: { zh: '文件验签', en: 'Signature check', 'zh-TW': '文件驗簽' },
  fileValidIntro: {
    zh: '选择或拖入带有电子签名的 PDF 文件，检查每个签名是否完整、可信，以及签署后文件是否被修改。',
    en: 'Choose or drop PDF files carrying e-signatures to see whether each signature is intact and trusted, and whether the document was changed after signing.',
    'zh-TW': '選擇或拖入帶有電子簽章的 PDF 檔案，檢查每個簽章是否完整、可信，以及簽署後文件是否被修改。',
  },
  fileValidPrivacy: {
    zh: '文件只在您的浏览器中检查，不会离开您的电脑，也不会上传到服务器。',
    en: 'Files are checked in your browser: they never leave your computer and are not uploaded to the server.',
    'zh-TW': '檔案只在您的瀏覽器中檢查，不會離開您的電腦，也不會上傳到伺服器。',
  },
  fileValidDrop: {
    zh: '将 PDF 文件拖到此处，或点击选择文件（可多选）',
    en: 'Drop PDF files here, or click to choose them (several at once)',
    'zh-TW': '將 PDF 檔案拖到此處，或點擊選擇檔案（可多選）',
  },
  fileValidChooseFiles: { zh: '选择 PDF 文件', en: 'Choose PDF files', 'zh-TW': '選擇 PDF 檔案' },
  fileValidChecking: { zh: '正在检查…', en: 'Checking…', 'zh-TW': '正在檢查…' },
  fileValidAnchorsLoaded: {
    zh: '以平台根证书作为信任锚：由本平台签发证书的签名会显示为可信。',
    en: 'The platform root certificate is the trust anchor: signatures by certificates this platform issued show as trusted.',
    'zh-TW': '以平台根憑證作為信任錨：由本平台簽發憑證的簽章會顯示為可信。',
  },
  fileValidAnchorsMissing: {
    zh: '未能获取平台根证书：仍会检查签名是否完整、文件是否被修改，但无法判定签署人证书是否可信。',
    en: 'The platform root certificate could not be loaded: signatures are still checked for integrity and later changes, but no signer can be shown as trusted.',
    'zh-TW': '未能取得平台根憑證：仍會檢查簽章是否完整、文件是否被修改，但無法判定簽署人憑證是否可信。',
  },
  fileValidVerdict: { zh: '验证结论', en: 'Verdict', 'zh-TW': '驗證結論' },
  fileValidPassed: { zh: '签名有效且可信', en: 'Signatures valid and trusted', 'zh-TW': '簽章有效且可信' },
  fileValidSignatureCount: { zh: '共 {count} 个签名', en: '{count} signature(s)', 'zh-TW': '共 {count} 個簽章' },
  fileValidSigner: { zh: '签署人', en: 'Signer', 'zh-TW': '簽署人' },
  fileValidIssuer: { zh: '颁发者', en: 'Issued by', 'zh-TW': '簽發者' },
  fileValidSigningTime: { zh: '签署时间', en: 'Signing time', 'zh-TW': '簽署時間' },
  fileValidClaimedTime: {
    zh: '{time}（签署人声明）',
    en: '{time} (as the signer states)',
    'zh-TW': '{time}（簽署人聲明）',
  },
  fileValidTimeStamp: { zh: '时间戳', en: 'Time-stamp', 'zh-TW': '時間戳記' },
  fileValidIntegrity: { zh: '完整性', en: 'Integrity', 'zh-TW': '完整性' },
  fileValidIntact: {
    zh: '签名完整，签署内容未被篡改',
    en: 'Intact: the signed content is unchanged',
    'zh-TW': '簽章完整，簽署內容未被竄改',
  },
  fileValidNotIntact: {
    zh: '签名不完整或已被篡改',
    en: 'Not intact: the signature or the signed content was altered',
    'zh-TW': '簽章不完整或已被竄改',
  },
  fileValidTrust: { zh: '可信性', en: 'Trust', 'zh-TW': '可信性' },
  fileValidTrusted: { zh: '证书链可信', en: 'Certificate chain trusted', 'zh-TW': '憑證鏈可信' },
  fileValidNotTrusted: { zh: '证书链不可信', en: 'Certificate chain not trusted', 'zh-TW': '憑證鏈不可信' },
  fileValidCoverage: { zh: '覆盖范围', en: 'Coverage', 'zh-TW': '涵蓋範圍' },
  fileValidCoverageWhole: { zh: '覆盖整个文件', en: 'Covers the whole document', 'zh-TW': '涵蓋整個檔案' },
  fileValidCoverageAllowed: {
    zh: '签署后另有修订，均为允许的修改（如后续签名、填写表单）',
    en: 'Revisions follow it, all of them allowed changes (later signatures, form filling)',
    'zh-TW': '簽署後另有修訂，均為允許的修改（如後續簽章、填寫表單）',
  },
  fileValidCoverageModified: {
    zh: '签署后文件被以不允许的方式修改',
    en: 'The document was changed after signing in a way that is not allowed',
    'zh-TW': '簽署後文件被以不允許的方式修改',
  },
  fileValidLevel: { zh: '签名级别', en: 'Level', 'zh-TW': '簽章等級' },
  fileValidAlgorithm: { zh: '算法', en: 'Algorithm', 'zh-TW': '演算法' },
  fileValidProblems: { zh: '问题', en: 'Problems', 'zh-TW': '問題' },
  fileValidPlace: { zh: '签章位置', en: 'Place', 'zh-TW': '簽章位置' },
  fileValidPage: { zh: '第 {page} 页', en: 'Page {page}', 'zh-TW': '第 {page} 頁' },
  fileValidInvisible: {
    zh: '不可见签名（页面上没有签章外观）',
    en: 'Invisible signature (no appearance on a page)',
    'zh-TW': '不可見簽章（頁面上沒有簽章外觀）',
  },
  fileValidShowPlace: { zh: '在页面上查看', en: 'Show on the page', 'zh-TW': '在頁面上查看' },
  fileValidPreviewUnavailable: {
    zh: '无法显示页面预览',
    en: 'The page preview cannot be shown',
    'zh-TW': '無法顯示頁面預覽',
  },
  fileValidUnknownSigner: { zh: '未知签署人', en: 'Unknown signer', 'zh-TW': '未知簽署人' },
  fileValidClear: { zh: '清除结果', en: 'Clear results', 'zh-TW': '清除結果' },
  // Extension: verify a PDF from the context menu.
  extVerifyMenu: { zh: '验证签名', en: 'Verify signatures', 'zh-TW': '驗證簽章' },
  extVerifyLatest: { zh: '最近的签名验证', en: 'Latest signature checks', 'zh-TW': '最近的簽章驗證' },
  extVerifyHint: {
    zh: '在 PDF 链接或打开的 PDF 上点击右键，选择“验证签名”。文件在本机检查。',
    en: 'Right-click a PDF link or an open PDF and choose “Verify signatures”. Files are checked on this computer.',
    'zh-TW': '在 PDF 連結或開啟的 PDF 上按右鍵，選擇「驗證簽章」。檔案在本機檢查。',
  },
  extVerifyFetchFailed: {
    zh: '无法下载该文件：{reason}',
    en: 'The file could not be downloaded: {reason}',
    'zh-TW': '無法下載該檔案：{reason}',
  },
  extBadgeTitle: {
    zh: '待我签署 {todo} 份，未读通知 {unread} 条',
    en: '{todo} to sign, {unread} unread notices',
    'zh-TW': '待我簽署 {todo} 份，未讀通知 {unread} 則',
  },
  extVerifyAccessDenied: {
    zh: '未获准访问该网站，无法下载文件',
    en: 'Access to this site was not granted, so the file cannot be downloaded',
    'zh-TW': '未獲准存取該網站，無法下載檔案',
  },
} as const satisfies Record<string, TLocalizedText>;

/**
 * Every text: the base ones above plus one file per feature area (features/), so that work on
 * different areas never edits the same file. `messages.test.ts` proves no key is defined twice.
 */
export const MESSAGE_PARTS = {
  base: BASE_MESSAGES,
  verification: VERIFICATION_MESSAGES,
  seals: SEAL_MESSAGES,
  contactsAndNotices: CONTACT_AND_NOTICE_MESSAGES,
  contracts: CONTRACT_MESSAGES,
  templates: TEMPLATE_MESSAGES,
  hrBatches: HR_BATCH_MESSAGES,
  operations: OPERATION_MESSAGES,
} as const;

/**
 * Every text in one object, for callers that name a key in code (`MESSAGES.systemName[language]`).
 * Built by a call marked pure, so a bundle that only translates (the CLI) leaves it out: copying a
 * thousand keys into one object was 3 % of `ecsign verify`'s start-up.
 */
export const MESSAGES = /* @__PURE__ */ mergeParts();

function mergeParts() {
  return {
    ...BASE_MESSAGES,
    ...VERIFICATION_MESSAGES,
    ...SEAL_MESSAGES,
    ...CONTACT_AND_NOTICE_MESSAGES,
    ...CONTRACT_MESSAGES,
    ...TEMPLATE_MESSAGES,
    ...HR_BATCH_MESSAGES,
    ...OPERATION_MESSAGES,
  } as const;
}

export type TMessageKey = keyof typeof MESSAGES;

const PARTS: readonly Partial<Record<TMessageKey, TLocalizedText>>[] = Object.values(MESSAGE_PARTS);

/** The texts of `key`, looked up in the part that defines it (messages.test.ts: exactly one does). */
function textsOf(key: TMessageKey): TLocalizedText {
  for (const part of PARTS) {
    const texts = part[key];
    if (texts) return texts;
  }
  throw new Error(`no message ${key}`); // unreachable: the key's type names only defined keys
}

/** The text of `key` in `language`, with `{name}` placeholders filled from `values`. */
export function translate(language: TLanguage, key: TMessageKey, values: Record<string, string | number> = {}): string {
  const text: string = textsOf(key)[language];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
