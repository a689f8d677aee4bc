// What `ecsign sign` says in its own words, in the three languages of core's messages (same
// shape, same {placeholders}); failures of the signing itself use the error catalogue's texts.
// They live here until core's message table (core/src/i18n) takes them over.
import type { TLanguage } from '@ecsign/core/i18n';

const TEXTS = {
  signDone: {
    zh: '已签署 {input} → {output}（PAdES {level}，签署人 {signer}）',
    en: 'Signed {input} → {output} (PAdES {level}, signer {signer})',
    'zh-TW': '已簽署 {input} → {output}（PAdES {level}，簽署人 {signer}）',
  },
  signOutputIsInput: {
    zh: '输出文件不能是输入文件（{file}）：签署结果总是写入新文件，原文件保持不变',
    en: 'The output must not be the input file ({file}): the signed PDF is written to a new file and the input is left as it is',
    'zh-TW': '輸出檔案不能是輸入檔案（{file}）：簽署結果一律寫入新檔案，原檔案保持不變',
  },
  signPinPrompt: { zh: '{file} 的证书密码（PIN）', en: 'PIN of {file}', 'zh-TW': '{file} 的憑證密碼（PIN）' },
  signNoPin: {
    zh: '缺少证书密码：请使用 --pin-stdin 从标准输入读取、设置环境变量 ECSIGN_P12_PIN，或在终端中运行以输入',
    en: 'No PIN: pass it on standard input with --pin-stdin, set ECSIGN_P12_PIN, or run at a terminal to be asked',
    'zh-TW': '缺少憑證密碼：請使用 --pin-stdin 從標準輸入讀取、設定環境變數 ECSIGN_P12_PIN，或在終端機中執行以輸入',
  },
  signAppearanceNeedsRect: {
    zh: '--image、--name-text 和 --date-text 需要用 --rect 指定签章位置',
    en: '--image, --name-text and --date-text need --rect to say where the seal goes',
    'zh-TW': '--image、--name-text 和 --date-text 需要用 --rect 指定簽章位置',
  },
  signLevelNeedsTsa: {
    zh: 'PAdES {level} 需要时间戳服务：请用 --tsa 指定其地址',
    en: 'PAdES {level} needs a time-stamp authority: give its address with --tsa',
    'zh-TW': 'PAdES {level} 需要時間戳記服務：請用 --tsa 指定其位址',
  },
  signTsaUnused: {
    zh: 'PAdES B-B 不含时间戳：请去掉 --tsa，或选择 --level B-T 及以上',
    en: 'PAdES B-B carries no time-stamp: leave out --tsa, or choose --level B-T or higher',
    'zh-TW': 'PAdES B-B 不含時間戳記：請去掉 --tsa，或選擇 --level B-T 以上',
  },
  signCannotRead: {
    zh: '无法读取 {file}：{reason}',
    en: 'Cannot read {file}: {reason}',
    'zh-TW': '無法讀取 {file}：{reason}',
  },
  signCannotWrite: {
    zh: '无法写入 {file}：{reason}',
    en: 'Cannot write {file}: {reason}',
    'zh-TW': '無法寫入 {file}：{reason}',
  },
  signRevocationUnavailable: {
    zh: '无法获取证书 {subject} 的吊销信息（{sources}）：{reason}',
    en: 'Could not get revocation data for {subject} ({sources}): {reason}',
    'zh-TW': '無法取得憑證 {subject} 的廢止資訊（{sources}）：{reason}',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;

export type TSignTextKey = keyof typeof TEXTS;

export function signText(language: TLanguage, key: TSignTextKey, values: Record<string, string | number> = {}): string {
  const text: string = TEXTS[key][language];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
