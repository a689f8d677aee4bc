// What the portal, the extension and the CLI tell a person about each problem and each bottom
// line, in the product's three languages. One table, so the three show the same words; the
// `satisfies` clauses make a new problem code without texts a type error.
import type { TLocalizedText } from '../../i18n/language';
import type { SignatureProblem } from './problem-codes';
import type { BottomLine } from './types';

export const PROBLEM_TEXTS = {
  'signature-not-filled': {
    zh: '签名域已预留但从未签署',
    en: 'The signature field was prepared but never signed',
    'zh-TW': '簽章欄位已預留但從未簽署',
  },
  'digest-mismatch': {
    zh: '签名后文件内容被修改，摘要不一致',
    en: 'The document was changed after signing: its digest no longer matches',
    'zh-TW': '簽署後文件內容被修改，摘要不一致',
  },
  'signature-invalid': {
    zh: '签名值校验失败，签名数据已被篡改',
    en: 'The signature value does not verify: the signature data was altered',
    'zh-TW': '簽章值驗證失敗，簽章資料已被竄改',
  },
  'byte-range-malformed': {
    zh: '签名的字节范围（ByteRange）格式错误',
    en: 'The signature’s byte range (/ByteRange) is malformed',
    'zh-TW': '簽章的位元組範圍（ByteRange）格式錯誤',
  },
  'byte-range-outside-file': {
    zh: '签名的字节范围超出文件末尾，文件可能被截断',
    en: 'The signature’s byte range runs past the end of the file; the file may be truncated',
    'zh-TW': '簽章的位元組範圍超出檔案結尾，檔案可能被截斷',
  },
  'byte-range-gap-not-contents': {
    zh: '签名未覆盖的区域不只是签名值，其中可能藏有未签名的内容',
    en: 'The bytes the signature leaves out are not just the signature value; unsigned content may be hidden there',
    'zh-TW': '簽章未涵蓋的區域不只是簽章值，其中可能藏有未簽署的內容',
  },
  'byte-range-not-own-contents': {
    zh: '签名的字节范围不指向本签名的签名值',
    en: 'The signature’s byte range does not leave out this signature’s own value',
    'zh-TW': '簽章的位元組範圍未指向本簽章的簽章值',
  },
  'coverage-not-revision': {
    zh: '签名覆盖的范围不是完整的文件版本',
    en: 'The signed bytes do not end where a version of the document ends',
    'zh-TW': '簽章涵蓋的範圍不是完整的文件版本',
  },
  'contents-empty': {
    zh: '签名值为空',
    en: 'The signature value is empty',
    'zh-TW': '簽章值為空',
  },
  'cms-malformed': {
    zh: '签名数据无法解析',
    en: 'The signature data cannot be read',
    'zh-TW': '簽章資料無法解析',
  },
  'sub-filter-unsupported': {
    zh: '不支持的签名格式',
    en: 'This signature format is not supported',
    'zh-TW': '不支援的簽章格式',
  },
  'content-not-detached': {
    zh: '签名数据内嵌了其他内容，签署的并非本文件',
    en: 'The signature data carries content of its own: it does not sign this document',
    'zh-TW': '簽章資料內嵌了其他內容，簽署的並非本文件',
  },
  'content-missing': {
    zh: '签名数据缺少文件摘要',
    en: 'The signature data lacks the document digest',
    'zh-TW': '簽章資料缺少文件摘要',
  },
  'digest-algorithm-unsupported': {
    zh: '不支持签名使用的摘要算法',
    en: 'The signature’s digest algorithm is not supported',
    'zh-TW': '不支援簽章使用的摘要演算法',
  },
  'digest-algorithm-invalid': {
    zh: '签名的摘要算法无效',
    en: 'The signature names an invalid digest algorithm',
    'zh-TW': '簽章的摘要演算法無效',
  },
  'signature-algorithm-unsupported': {
    zh: '不支持签名使用的签名算法',
    en: 'The signature algorithm is unknown or not supported',
    'zh-TW': '不支援簽章使用的簽章演算法',
  },
  'signer-key-mismatch': {
    zh: '签名证书的密钥与签名算法不匹配',
    en: 'The signer certificate’s key does not fit the signature algorithm',
    'zh-TW': '簽章憑證的金鑰與簽章演算法不相符',
  },
  'content-type-invalid': {
    zh: '签名的内容类型属性缺失或不正确',
    en: 'The signature’s content-type attribute is missing or wrong',
    'zh-TW': '簽章的內容類型屬性缺失或不正確',
  },
  'message-digest-missing': {
    zh: '签名缺少文件摘要属性',
    en: 'The signature lacks its message-digest attribute',
    'zh-TW': '簽章缺少文件摘要屬性',
  },
  'modified-after-signing': {
    zh: '签名后文件被以不允许的方式修改',
    en: 'The document was changed after signing in a way that is not allowed',
    'zh-TW': '簽署後文件被以不允許的方式修改',
  },
  'signer-certificate-missing': {
    zh: '签名中找不到签署人证书',
    en: 'The signer’s certificate is not in the signature',
    'zh-TW': '簽章中找不到簽署人憑證',
  },
  'signer-not-identified': {
    zh: '签名未绑定签署人证书，且证书链不可信，无法确认签署人身份',
    en: 'Nothing signed names the signer’s certificate and no trusted chain vouches for it: the signer cannot be identified',
    'zh-TW': '簽章未綁定簽署人憑證，且憑證鏈不可信，無法確認簽署人身分',
  },
  'signing-certificate-mismatch': {
    zh: '签名声明的签署人证书与实际证书不一致',
    en: 'The signature names a different certificate than the one it was made with',
    'zh-TW': '簽章宣告的簽署人憑證與實際憑證不一致',
  },
  'time-stamp-imprint-mismatch': {
    zh: '文档时间戳的摘要与本文档内容不符（可能复制自其他文档），无法证明本文档的存档时间',
    en: 'The document time-stamp’s imprint does not match this document (it may be copied from another): it proves no archival time for this document',
    'zh-TW': '文件時戳的摘要與本文件內容不符（可能複製自其他文件），無法證明本文件的存檔時間',
  },
  'encryption-weak': {
    zh: '文档仅以已被攻破的算法（RC4 或 40 位密钥）加密，任何人无需密码即可读取',
    en: 'The document is encrypted only with a broken cipher (RC4 or a 40-bit key): anyone can read it without the password',
    'zh-TW': '文件僅以已被攻破的演算法（RC4 或 40 位元金鑰）加密，任何人無需密碼即可讀取',
  },
  'signing-certificate-issuer-serial-mismatch': {
    zh: '签名声明的签署人证书颁发者或序列号与实际证书不一致',
    en: 'The issuer or serial number the signature names differ from the certificate it was made with',
    'zh-TW': '簽章宣告的簽署人憑證簽發者或序號與實際憑證不一致',
  },
  'algorithm-constraint': {
    zh: '签名使用了规范不允许的算法组合',
    en: 'The signature combines algorithms its specification does not allow',
    'zh-TW': '簽章使用了規範不允許的演算法組合',
  },
  'certificate-chain-broken': {
    zh: '证书链无效：颁发者不是证书机构，或证书签名无效',
    en: 'The certificate chain is broken: an issuer is not a certificate authority, or a certificate signature fails',
    'zh-TW': '憑證鏈無效：簽發者不是憑證機構，或憑證簽章無效',
  },
  'certificate-not-valid-at-signing-time': {
    zh: '签署时证书不在有效期内',
    en: 'A certificate was not valid at the time of signing',
    'zh-TW': '簽署時憑證不在有效期內',
  },
  'key-usage-not-signing': {
    zh: '签署人证书不允许用于签名',
    en: 'The signer certificate may not be used for signing',
    'zh-TW': '簽署人憑證不允許用於簽章',
  },
  'time-stamp-invalid': {
    zh: '签名时间戳无效',
    en: 'The signature time-stamp is not valid',
    'zh-TW': '簽章時間戳記無效',
  },
  'time-stamp-signer-missing': {
    zh: '找不到时间戳服务机构的证书',
    en: 'The time-stamp authority’s certificate cannot be found',
    'zh-TW': '找不到時間戳記服務機構的憑證',
  },
  'certificate-not-trusted': {
    zh: '签署人证书未链接到受信任的根证书',
    en: 'The signer certificate does not chain to a trusted root',
    'zh-TW': '簽署人憑證未鏈結至受信任的根憑證',
  },
  'certificate-expired-now': {
    zh: '签署人证书现已过期（签署时有效）',
    en: 'The signer certificate has expired since (it was valid when signing)',
    'zh-TW': '簽署人憑證現已過期（簽署時有效）',
  },
  'weak-digest-algorithm': {
    zh: '签名使用了不安全的 SHA-1 摘要算法',
    en: 'The signature uses the weak SHA-1 digest',
    'zh-TW': '簽章使用了不安全的 SHA-1 摘要演算法',
  },
  'signed-attributes-not-der': {
    zh: '签名属性编码不规范，部分验证工具可能判定签名无效',
    en: 'The signed attributes are not DER-encoded; some validators will reject the signature',
    'zh-TW': '簽章屬性編碼不規範，部分驗證工具可能判定簽章無效',
  },
  'cms-element-malformed': {
    zh: '签名数据中有无法解析的证书或属性',
    en: 'A certificate or attribute in the signature data cannot be read',
    'zh-TW': '簽章資料中有無法解析的憑證或屬性',
  },
  'signing-certificate-attribute-missing': {
    zh: '签名未包含签署人证书绑定属性，不符合 PAdES 基线要求',
    en: 'The signature lacks the signing-certificate attribute PAdES baseline requires',
    'zh-TW': '簽章未包含簽署人憑證綁定屬性，不符合 PAdES 基線要求',
  },
  'time-stamp-not-trusted': {
    zh: '时间戳服务机构的证书未链接到受信任的根证书',
    en: 'The time-stamp authority does not chain to a trusted root',
    'zh-TW': '時間戳記服務機構的憑證未鏈結至受信任的根憑證',
  },
  'time-stamp-key-usage': {
    zh: '时间戳证书未声明时间戳用途',
    en: 'The time-stamp certificate is not marked for time-stamping',
    'zh-TW': '時間戳記憑證未宣告時間戳記用途',
  },
  'signing-time-after-time-stamp': {
    zh: '声明的签署时间晚于时间戳时间',
    en: 'The claimed signing time is later than the time-stamp',
    'zh-TW': '宣告的簽署時間晚於時間戳記時間',
  },
  'objects-after-last-eof': {
    zh: '最后一个 %%EOF 之后追加了未被任何签名覆盖的 PDF 对象，阅读器修复文件时会显示它们',
    en: 'PDF objects were appended after the last %%EOF: no signature covers them, and a viewer that repairs the file shows them',
    'zh-TW': '最後一個 %%EOF 之後附加了未被任何簽章涵蓋的 PDF 物件，閱讀器修復檔案時會顯示它們',
  },
  'bytes-after-last-eof': {
    zh: '最后一个 %%EOF 之后有未被任何签名覆盖的数据（不含 PDF 对象）',
    en: 'Data after the last %%EOF is not covered by any signature (it holds no PDF objects)',
    'zh-TW': '最後一個 %%EOF 之後有未被任何簽章涵蓋的資料（不含 PDF 物件）',
  },
  'certificate-revoked': {
    zh: '文件所附的吊销信息（CRL/OCSP）表明证书在签署时已被吊销',
    en: 'The revocation data in the document (CRL/OCSP) shows the certificate was revoked when it signed',
    'zh-TW': '文件所附的撤銷資訊（CRL/OCSP）顯示憑證在簽署時已被撤銷',
  },
  'certificate-revoked-no-poe': {
    zh: '证书在声明的签署时间之后被吊销，但没有时间戳证明签名早于吊销',
    en: 'The certificate was revoked after the claimed signing time, and no time-stamp proves the signature came first',
    'zh-TW': '憑證在宣告的簽署時間之後被撤銷，但沒有時間戳記證明簽章早於撤銷',
  },
  'certificate-revoked-after-signing': {
    zh: '证书在时间戳证明的签署时间之后才被吊销',
    en: 'The certificate was revoked after the time-stamped signing time',
    'zh-TW': '憑證在時間戳記證明的簽署時間之後才被撤銷',
  },
} as const satisfies Record<SignatureProblem, TLocalizedText>;

export const BOTTOM_LINE_TEXTS = {
  valid: { zh: '签名有效', en: 'Signature valid', 'zh-TW': '簽章有效' },
  tampered: { zh: '签名后文件被篡改', en: 'Document tampered with after signing', 'zh-TW': '簽署後文件被竄改' },
  invalid: { zh: '签名无效', en: 'Signature invalid', 'zh-TW': '簽章無效' },
  modified: {
    zh: '签名后文件被修改',
    en: 'Document modified after signing',
    'zh-TW': '簽署後文件被修改',
  },
  indeterminate: { zh: '无法确定签名是否有效', en: 'Validity cannot be determined', 'zh-TW': '無法確定簽章是否有效' },
  unsigned: { zh: '文件未签名', en: 'Not signed', 'zh-TW': '文件未簽章' },
} as const satisfies Record<BottomLine, TLocalizedText>;
