// The ETSI EN 319 102-1 verdict and its reason (deriveVerdict) in words, in the product's three
// languages: the portal, the extension and the CLI show the same verdict the JSON report carries
// (`verdict`, `reason`), not only a tick or a cross. The `satisfies` clauses make a new reason
// without texts a type error.
import type { TLanguage, TLocalizedText } from '../../i18n/language';
import type { Verdict, VerdictReason } from './derive-verdict';

export const VERDICT_TEXTS = {
  valid: { zh: '有效', en: 'Valid', 'zh-TW': '有效' },
  invalid: { zh: '无效', en: 'Invalid', 'zh-TW': '無效' },
  indeterminate: { zh: '无法确定', en: 'Indeterminate', 'zh-TW': '無法確定' },
} as const satisfies Record<Verdict, TLocalizedText>;

export const VERDICT_REASON_TEXTS = {
  FORMAT_FAILURE: {
    zh: '签名或文件结构不符合格式要求',
    en: 'The signature or the file is not well formed',
    'zh-TW': '簽章或檔案結構不符合格式要求',
  },
  HASH_FAILURE: {
    zh: '签署内容的摘要不一致',
    en: 'The digest of the signed content does not match',
    'zh-TW': '簽署內容的摘要不一致',
  },
  SIG_CRYPTO_FAILURE: {
    zh: '签名值无法用签署人证书验证',
    en: 'The signature value does not verify with the signer’s certificate',
    'zh-TW': '簽章值無法以簽署人憑證驗證',
  },
  SIG_CONSTRAINTS_FAILURE: {
    zh: '签署后的修改超出了签名允许的范围',
    en: 'Changes after signing go beyond what the signature allows',
    'zh-TW': '簽署後的修改超出了簽章允許的範圍',
  },
  REVOKED: {
    zh: '签署人证书在签署时已被吊销',
    en: 'The signer’s certificate was revoked when it signed',
    'zh-TW': '簽署人憑證在簽署時已被撤銷',
  },
  CRYPTO_CONSTRAINTS_FAILURE: {
    zh: '使用了不支持或不允许的算法',
    en: 'An algorithm is unsupported or not allowed',
    'zh-TW': '使用了不支援或不允許的演算法',
  },
  NO_SIGNING_CERTIFICATE_FOUND: {
    zh: '无法确定签署人证书',
    en: 'The signer’s certificate cannot be identified',
    'zh-TW': '無法確定簽署人憑證',
  },
  CERTIFICATE_CHAIN_GENERAL_FAILURE: {
    zh: '证书链有误',
    en: 'The certificate chain is broken',
    'zh-TW': '憑證鏈有誤',
  },
  CHAIN_CONSTRAINTS_FAILURE: {
    zh: '证书不允许用于签名',
    en: 'The certificate may not be used for signing',
    'zh-TW': '憑證不允許用於簽章',
  },
  NO_CERTIFICATE_CHAIN_FOUND: {
    zh: '证书链未到达受信任的根证书',
    en: 'No chain to a trusted root was found',
    'zh-TW': '憑證鏈未到達受信任的根憑證',
  },
  OUT_OF_BOUNDS_NO_POE: {
    zh: '签署时证书不在有效期内',
    en: 'A certificate was outside its validity period at the signing time',
    'zh-TW': '簽署時憑證不在有效期內',
  },
  NO_POE: {
    zh: '时间戳无法证明签署时间',
    en: 'No time-stamp proves when it was signed',
    'zh-TW': '時間戳記無法證明簽署時間',
  },
  REVOKED_NO_POE: {
    zh: '证书已被吊销，且无法证明签名早于吊销',
    en: 'The certificate was revoked and nothing proves the signature came first',
    'zh-TW': '憑證已被撤銷，且無法證明簽章早於撤銷',
  },
} as const satisfies Record<VerdictReason, TLocalizedText>;

/** "Invalid: The digest of the signed content does not match" — the verdict and, unless valid, why. */
export function verdictLine(verdict: Verdict, reason: VerdictReason | null | undefined, language: TLanguage): string {
  const head = VERDICT_TEXTS[verdict][language];
  if (!reason) return head;
  return `${head}${language === 'en' ? ': ' : '：'}${VERDICT_REASON_TEXTS[reason][language]}`;
}
