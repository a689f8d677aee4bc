// Process 744010xx: configurable signing processes (login, notice, identity check, home, signing, tips).
import { entry, type CatalogueEntry } from '../entry';

export const PROCESS_ERRORS = {
  PROCESS_NAME_EXISTS: entry(
    74401001,
    409,
    '流程名称已存在',
    'A process with this name already exists',
    '流程名稱已存在',
  ),
  PROCESS_NO_PERMISSION: entry(
    74401002,
    403,
    '无权操作该流程',
    'You have no permission for this process',
    '無權操作此流程',
  ),
  PROCESS_LOGIN_SETTINGS_INCOMPLETE: entry(
    74401003,
    400,
    '登录设置未完善',
    'The login settings are incomplete',
    '登入設定未完成',
  ),
  PROCESS_NOTICE_SETTINGS_INCOMPLETE: entry(
    74401004,
    400,
    '告知设置未完善',
    'The notice settings are incomplete',
    '告知設定未完成',
  ),
  PROCESS_IDENTITY_SETTINGS_INCOMPLETE: entry(
    74401005,
    400,
    '身份核验设置未完善',
    'The identity check settings are incomplete',
    '身分核驗設定未完成',
  ),
  PROCESS_HOME_SETTINGS_INCOMPLETE: entry(
    74401006,
    400,
    '首页设置未完善',
    'The home page settings are incomplete',
    '首頁設定未完成',
  ),
  PROCESS_SIGNING_SETTINGS_INCOMPLETE: entry(
    74401007,
    400,
    '签署设置未完善',
    'The signing settings are incomplete',
    '簽署設定未完成',
  ),
  PROCESS_TIPS_SETTINGS_INCOMPLETE: entry(
    74401008,
    400,
    '温馨提示设置未完善',
    'The tips settings are incomplete',
    '溫馨提示設定未完成',
  ),
  PROCESS_IN_DRAFT: entry(
    74401009,
    409,
    '流程处于草稿状态，请发布后再使用',
    'The process is still a draft; publish it first',
    '流程處於草稿狀態，請發布後再使用',
  ),
  ONLY_MPS_FACE_CHECK_SUPPORTED: entry(
    74401010,
    400,
    '仅支持公安部人脸核验',
    'Only the Ministry of Public Security face check is supported',
    '僅支援公安部人臉核驗',
  ),
  PROCESS_NOTICE_FILE_EMPTY: entry(
    74401011,
    400,
    '告知书文件不能为空',
    'The notice document is required',
    '告知書檔案不能為空',
  ),
  PROCESS_TIPS_EMPTY: entry(74401012, 400, '提示内容不能为空', 'The tips text is required', '提示內容不能為空'),
  PROCESS_NOT_FOUND: entry(74401013, 404, '流程不存在', 'The process does not exist', '流程不存在'),
} as const satisfies Record<string, CatalogueEntry>;
