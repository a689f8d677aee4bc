// PDF handling 746000xx: reading a PDF and placing signatures in it.
import { entry, type CatalogueEntry } from '../entry';

export const PDF_ERRORS = {
  PDF_PASSWORD_PROTECTED: entry(
    74600001,
    400,
    'PDF文件已加密，请上传未设置密码的文件',
    'The PDF is password-protected; upload a file without a password',
    'PDF檔案已加密，請上傳未設定密碼的檔案',
  ),
  PDF_ALGORITHM_UNSUPPORTED: entry(
    74600002,
    400,
    '不支持的签名算法，仅支持RSA或SM2系列算法',
    'Unsupported signature algorithm: only the RSA and SM2 families are supported',
    '不支援的簽章演算法，僅支援RSA或SM2系列演算法',
  ),
  PDF_PAGE_OUT_OF_RANGE: entry(
    74600003,
    400,
    '页码超出文档范围',
    'The page number is outside the document',
    '頁碼超出文件範圍',
  ),
  PDF_KEYWORD_MISSING: entry(
    74600004,
    400,
    '文档中未找到签章关键字',
    'The signing keyword was not found in the document',
    '文件中找不到簽章關鍵字',
  ),
  PDF_SEAL_EMPTY: entry(74600005, 400, '签章图片不能为空', 'The seal image is required', '簽章圖片不能為空'),
  PDF_DAMAGED: entry(
    74600006,
    400,
    'PDF文件已损坏，无法解析',
    'The PDF is damaged and cannot be read',
    'PDF檔案已損壞，無法解析',
  ),
  // A decompression bomb: the file decodes to more than its per-document budget (inflate-budget.ts).
  PDF_TOO_COMPLEX: entry(
    74600020,
    413,
    'PDF文件解压后过大或过于复杂，无法处理',
    'The PDF expands to too much data to be processed',
    'PDF檔案解壓後過大或過於複雜，無法處理',
  ),
  PDF_CHANGES_NOT_ALLOWED: entry(
    74600007,
    409,
    '文档已被认证且不允许任何修改，无法再签署',
    'The document is certified with no changes allowed; it cannot be signed again',
    '文件已被認證且不允許任何修改，無法再簽署',
  ),
  PDF_CERTIFICATION_NOT_FIRST: entry(
    74600008,
    409,
    '文档已有签名，只有第一个签名可以认证文档',
    'The document already has signatures; only the first signature can certify it',
    '文件已有簽章，只有第一個簽章可以認證文件',
  ),
  PDF_TIMESTAMP_FAILED: entry(
    74600009,
    502,
    '时间戳服务不可用或返回了无效的时间戳，请稍后再试',
    'The time-stamp service is unavailable or returned an invalid time-stamp; try again later',
    '時間戳記服務無法使用或傳回了無效的時間戳記，請稍後再試',
  ),
  // Spec item V-signature-check-pdf: the check takes only PDF files carrying e-signatures (/file/valid).
  PDF_NOT_SIGNED: entry(
    74600010,
    400,
    '仅支持检查带有电子签名的PDF文件',
    'Only PDF files carrying e-signatures can be checked',
    '僅支援檢查帶有電子簽章的PDF檔案',
  ),
} as const satisfies Record<string, CatalogueEntry>;
