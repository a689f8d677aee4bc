// Certificates 615xxxxx: the signing certificates of people and enterprises.
import { entry, type CatalogueEntry } from '../entry';

export const CERTIFICATE_ERRORS = {
  CERT_NOT_FOUND: entry(61500001, 404, '证书不存在', 'The certificate does not exist', '憑證不存在'),
  CERT_EXPIRED: entry(
    61500002,
    409,
    '证书已过期，请更新证书',
    'The certificate has expired; renew it',
    '憑證已過期，請更新憑證',
  ),
  CERT_REVOKED: entry(61500003, 409, '证书已吊销', 'The certificate has been revoked', '憑證已廢止'),
  CERT_NOT_YET_VALID: entry(61500004, 409, '证书尚未生效', 'The certificate is not valid yet', '憑證尚未生效'),
  CERT_APPLY_FAILED: entry(
    61500005,
    500,
    '证书申请失败，请重试',
    'The certificate application failed, please retry',
    '憑證申請失敗，請重試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
