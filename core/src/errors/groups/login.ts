// Login 5200xx: password and key-device (UKey) login failures.
import { entry, type CatalogueEntry } from '../entry';

export const LOGIN_ERRORS = {
  ACCOUNT_OR_PASSWORD_WRONG: entry(520001, 401, '账号或密码错误', 'Wrong account or password', '帳號或密碼錯誤'),
  UKEY_REVOKED: entry(
    520002,
    401,
    'UKey证书已被吊销，无法登录',
    "The key device's certificate has been revoked; it can no longer log in",
    'UKey憑證已被廢止，無法登入',
  ),
  UKEY_SIGNATURE_INVALID: entry(
    520003,
    401,
    'UKey签名校验失败，请重新插入UKey后登录',
    'The key device signature could not be verified; reinsert the key and log in again',
    'UKey簽章驗證失敗，請重新插入UKey後登入',
  ),
  UKEY_CERTIFICATE_EXPIRED: entry(
    520004,
    401,
    'UKey证书已过期，请更新证书后登录',
    "The key device's certificate has expired; renew it and log in again",
    'UKey憑證已過期，請更新憑證後登入',
  ),
} as const satisfies Record<string, CatalogueEntry>;
