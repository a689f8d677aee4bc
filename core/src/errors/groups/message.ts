// Messages 747xxxxx: SMS, e-mail and in-app notifications sent from message templates.
import { entry, type CatalogueEntry } from '../entry';

export const MESSAGE_ERRORS = {
  MESSAGE_RECIPIENT_EMPTY: entry(
    74700001,
    400,
    '消息接收人不能为空',
    'The message recipient is required',
    '訊息接收人不能為空',
  ),
  MESSAGE_TEMPLATE_FILL_FAILED: entry(
    74700002,
    500,
    '消息模板填充失败',
    'The message template could not be filled in',
    '訊息範本填入失敗',
  ),
  NOTICE_TYPE_DISABLED: entry(
    74700003,
    409,
    '该通知类型已停用',
    'This notification type is disabled',
    '此通知類型已停用',
  ),
  MESSAGE_TEMPLATE_DISABLED: entry(
    74700004,
    409,
    '消息模板已停用',
    'The message template is disabled',
    '訊息範本已停用',
  ),
  MESSAGE_SEND_FAILED: entry(
    74700005,
    502,
    '消息发送失败，请稍后再试',
    'The message could not be sent; try again later',
    '訊息傳送失敗，請稍後再試',
  ),
  CODE_SEND_TOO_FREQUENT: entry(
    74700006,
    429,
    '验证码发送过于频繁，请60秒后再试',
    'Codes are being sent too often; wait 60 seconds',
    '驗證碼傳送過於頻繁，請60秒後再試',
  ),
  SMS_CAPTCHA_REQUIRED: entry(
    74700090,
    400,
    '请先完成安全验证再获取验证码',
    'Complete the security check before asking for another code',
    '請先完成安全驗證再取得驗證碼',
  ),
  CODE_SEND_DAILY_LIMIT: entry(
    74700007,
    429,
    '今日验证码发送次数已达上限，请明天再试',
    'The daily limit of verification codes for this number is reached; try again tomorrow',
    '今日驗證碼傳送次數已達上限，請明天再試',
  ),
  MESSAGE_TEMPLATE_PLACEHOLDER_UNKNOWN: entry(
    74700008,
    400,
    '消息模板包含不支持的占位符',
    'The message template uses a placeholder this notice type does not have',
    '訊息範本包含不支援的預留位置',
  ),
  SMS_MOBILE_INVALID: entry(
    74700009,
    400,
    '该手机号无法接收短信，请检查号码是否正确',
    'This mobile number cannot receive SMS; check that it is correct',
    '此手機號碼無法接收簡訊，請檢查號碼是否正確',
  ),
  SMS_PROVIDER_RATE_LIMITED: entry(
    74700010,
    429,
    '短信发送过于频繁，请稍后再试',
    'Too many SMS were sent to this number; try again later',
    '簡訊傳送過於頻繁，請稍後再試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
