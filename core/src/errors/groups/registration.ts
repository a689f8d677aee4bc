// Registration 605xxxx and remote (third-party) accounts 606xxxx.
import { entry, type CatalogueEntry } from '../entry';

export const REGISTRATION_ERRORS = {
  REGISTRATION_PARAMETER_ERROR: entry(6050001, 400, '注册参数错误', 'Invalid registration parameters', '註冊參數錯誤'),
  REGISTRATION_CODE_MISSING: entry(
    6050002,
    400,
    '请先获取验证码',
    'Request a verification code first',
    '請先取得驗證碼',
  ),
  REGISTRATION_CODE_FAILED: entry(6050003, 400, '验证码校验失败', 'The verification code is wrong', '驗證碼驗證失敗'),
  ACCOUNT_ALREADY_REGISTERED: entry(
    6050004,
    409,
    '该账号已注册，请直接登录',
    'This account is already registered; log in instead',
    '此帳號已註冊，請直接登入',
  ),
  ACCOUNT_NOT_REGISTERED: entry(6050005, 404, '该账号未注册', 'This account is not registered', '此帳號未註冊'),
  AGREEMENTS_NOT_ACCEPTED: entry(
    6050006,
    400,
    '请阅读并同意全部协议后再注册',
    'Read and accept all the agreements to register',
    '請閱讀並同意全部協議後再註冊',
  ),
  REMOTE_PARAMETER_ERROR: entry(
    6060001,
    400,
    '接口参数错误',
    'Invalid parameters in the remote request',
    '介面參數錯誤',
  ),
  REMOTE_AUTH_CODE_MISSING: entry(
    6060002,
    400,
    '授权码不能为空',
    'The authorisation code is required',
    '授權碼不能為空',
  ),
  REMOTE_AUTH_CODE_INVALID: entry(
    6060003,
    401,
    '授权码无效或已过期，请重新登录',
    'The authorisation code is invalid or has expired; log in again',
    '授權碼無效或已過期，請重新登入',
  ),
  REMOTE_ACCOUNT_EXISTS: entry(
    6060004,
    409,
    '该第三方账号已绑定',
    'This third-party account is already linked',
    '此第三方帳號已綁定',
  ),
  REMOTE_ACCOUNT_NOT_FOUND: entry(
    6060005,
    404,
    '第三方账号不存在',
    'The third-party account does not exist',
    '第三方帳號不存在',
  ),
  ENTERPRISE_ALREADY_VERIFIED: entry(
    6060006,
    409,
    '该企业已完成实名认证',
    'This enterprise has already completed real-name verification',
    '此企業已完成實名認證',
  ),
  NAME_ALREADY_VERIFIED: entry(
    6060007,
    409,
    '该姓名和证件号已完成实名认证',
    'This name and ID number have already been verified',
    '此姓名和證件號碼已完成實名認證',
  ),
} as const satisfies Record<string, CatalogueEntry>;
