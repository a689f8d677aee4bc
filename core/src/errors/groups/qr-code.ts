// QR code 624xxxxx: QR codes for scan-to-sign and scan-to-verify.
import { entry, type CatalogueEntry } from '../entry';

export const QR_CODE_ERRORS = {
  QR_CODE_EXPIRED: entry(
    62400001,
    409,
    '二维码已过期，请刷新',
    'The QR code has expired; refresh it',
    'QR Code已過期，請重新整理',
  ),
  QR_CODE_INVALID: entry(62400002, 400, '无效的二维码', 'Invalid QR code', '無效的QR Code'),
  QR_CODE_ALREADY_SCANNED: entry(
    62400003,
    409,
    '二维码已被扫描',
    'The QR code has already been scanned',
    'QR Code已被掃描',
  ),
  QR_CODE_GENERATE_FAILED: entry(
    62400004,
    500,
    '二维码生成失败，请重试',
    'The QR code could not be generated, please retry',
    'QR Code產生失敗，請重試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
