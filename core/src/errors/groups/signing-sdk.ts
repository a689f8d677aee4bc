// Signing SDK 743000xx: what the signing engine needs before it can stamp a PDF.
import { entry, type CatalogueEntry } from '../entry';

export const SIGNING_SDK_ERRORS = {
  STAMP_TEMPLATE_MISSING: entry(74300001, 404, '签章模板不存在', 'The stamp template does not exist', '簽章範本不存在'),
  USER_CERTIFICATE_MISSING: entry(
    74300002,
    404,
    '用户证书不存在，请先申请证书',
    'The user has no certificate; apply for one first',
    '使用者憑證不存在，請先申請憑證',
  ),
  SIGN_LOCK_FAILED: entry(
    74300003,
    409,
    '文档加锁失败，请稍后再试',
    'The document could not be locked for signing; try again later',
    '文件鎖定失敗，請稍後再試',
  ),
  PDF_MISSING: entry(74300004, 400, '缺少待签署的PDF文件', 'The PDF to sign is missing', '缺少待簽署的PDF檔案'),
  PDF_ZERO_SIZE: entry(74300005, 400, 'PDF文件大小为0', 'The PDF file is empty (0 bytes)', 'PDF檔案大小為0'),
  NOT_A_PDF: entry(74300006, 400, '文件不是PDF格式', 'The file is not a PDF', '檔案不是PDF格式'),
  CERT_PIN_WRONG: entry(
    74300007,
    400,
    '证书密码（PIN码）错误',
    'Wrong PIN for the certificate file',
    '憑證密碼（PIN碼）錯誤',
  ),
} as const satisfies Record<string, CatalogueEntry>;
