// Spec items this file exercises (docs/spec-items.md): E-wording.
// The catalogue's texts: three languages each, Simplified Chinese in zh, Traditional Chinese with
// Taiwan wording in zh-TW, plain English in en, and the required numbers (spec's K- items) in the texts that cite them.
import { describe, expect, it } from 'vitest';
import type { TLocalizedText } from '../i18n/language';
import { CLIENT_TEXTS, ERROR_CATALOGUE, type TErrorCode } from './catalogue';

const TEXTS: ReadonlyArray<[string, TLocalizedText]> = [
  ...Object.entries(ERROR_CATALOGUE).map(([code, { text }]): [string, TLocalizedText] => [code, text]),
  ...Object.entries(CLIENT_TEXTS),
];

/** Simplified characters paired with their Traditional forms; neither may stray into the other text. */
const PAIRS = (
  '这這 为為 数數 据據 请請 错錯 误誤 证證 码碼 录錄 户戶 号號 务務 无無 权權 删刪 过過 败敗 库庫 签簽 认認 业業 类類 ' +
  '态態 册冊 页頁 传傳 档檔 发發 个個 关關 门門 们們 对對 时時 间間 样樣 设設 进進 选選 择擇 该該 还還 经經 动動 组組 ' +
  '织織 机機 构構 续續 办辦 审審 项項 达達 启啟 标標 识識 应應 实實 专專 级級 许許 读讀 话話 调調 资資 视視 频頻 规規 ' +
  '则則 节節 点點 现現 体體 单單 击擊 开開 闭閉 获獲 验驗 锁鎖 钟鐘 试試 网網 络絡 执執 营營 银銀 处處 输輸 确確 绑綁 ' +
  '图圖 转轉 换換 内內 长長 仅僅 书書 状狀 变變 后後 员員 参參 损損 坏壞 写寫 电電 邮郵 储儲 维維 扫掃 产產 预預 详詳 属屬 ' +
  '联聯 帐帳 复復 杂雜 钥鑰 钮鈕 线線 终終 统統 计計 询詢 议議 际際 围圍 总總 虑慮 报報'
).split(' ');
const SIMPLIFIED_ONLY = new Set(PAIRS.map((pair) => pair[0]));
const TRADITIONAL_ONLY = new Set(PAIRS.map((pair) => pair[1]));

/** Mainland wording with the Taiwan term to use instead. */
const MAINLAND_WORDING: ReadonlyArray<[RegExp, string]> = [
  [/登錄/, '登入'],
  [/用戶/, '使用者'],
  [/數據/, '資料'],
  [/網絡/, '網路'],
  [/默認/, '預設'],
  [/設置/, '設定'],
  [/支持/, '支援'],
  [/獲取/, '取得'],
  [/保存/, '儲存'],
  [/創建/, '建立'],
  [/菜單/, '選單'],
  [/短信/, '簡訊'],
  [/視頻/, '影片'],
  [/賬/, '帳'],
  [/二維碼/, 'QR Code'],
  [/身份/, '身分'],
  [/服務器/, '伺服器'],
  [/刷新/, '重新整理'],
  [/文檔/, '文件'],
  [/合同/, '合約'],
  [/模板/, '範本'],
  [/信息/, '資訊 / 訊息'],
  [/字段/, '欄位'],
  [/超時/, '逾時'],
  [/接口/, '介面'],
  [/證書/, '憑證'],
  [/吊銷/, '廢止'],
  [/生成/, '產生'],
  [/當前/, '目前'],
  [/列表/, '清單'],
  [/匹配/, '相符'],
  [/導出/, '匯出'],
  [/審批/, '簽核'],
  [/(?<!浮)水印/, '浮水印'],
  [/(?<!演)算法/, '演算法'],
];

const CJK = /[\u3400-\u9fff]/;

describe('catalogue texts', () => {
  it('gives every entry three non-empty, trimmed texts', () => {
    for (const [key, text] of TEXTS) {
      for (const value of [text.zh, text.en, text['zh-TW']])
        expect({ key, value }).toEqual({ key, value: value.trim() || '(empty)' });
    }
  });

  it('writes en in plain English and zh, zh-TW in Chinese with full-width punctuation', () => {
    for (const [key, text] of TEXTS) {
      expect({ key, en: /^[A-Z][\x20-\x7e]*$/.test(text.en) }).toEqual({ key, en: true });
      for (const chinese of [text.zh, text['zh-TW']]) {
        expect({ key, chinese, cjk: CJK.test(chinese), asciiPunctuation: /[,;!?]/.test(chinese) }).toEqual({
          key,
          chinese,
          cjk: true,
          asciiPunctuation: false,
        });
      }
    }
  });

  it('writes zh in Simplified characters only', () => {
    const offending = TEXTS.filter(([, text]) => [...text.zh].some((char) => TRADITIONAL_ONLY.has(char)));
    expect(offending.map(([key, text]) => `${key}: ${text.zh}`)).toEqual([]);
  });

  it('writes zh-TW in Traditional characters only', () => {
    const offending = TEXTS.filter(([, text]) => [...text['zh-TW']].some((char) => SIMPLIFIED_ONLY.has(char)));
    expect(offending.map(([key, text]) => `${key}: ${text['zh-TW']}`)).toEqual([]);
  });

  it('uses Taiwan wording in zh-TW', () => {
    const offending = TEXTS.flatMap(([key, text]) =>
      MAINLAND_WORDING.filter(([pattern]) => pattern.test(text['zh-TW'])).map(
        ([, taiwan]) => `${key}: ${text['zh-TW']} (use ${taiwan})`,
      ),
    );
    expect(offending).toEqual([]);
  });

  it('translates rather than copies: zh-TW differs from zh wherever zh has a Simplified-only character', () => {
    const simplified = TEXTS.filter(([, text]) => [...text.zh].some((char) => SIMPLIFIED_ONLY.has(char)));
    expect(simplified.length).toBeGreaterThan(TEXTS.length * 0.8);
    expect(simplified.filter(([, text]) => text.zh === text['zh-TW'])).toEqual([]);
  });

  it('gives each code its own wording in every language', () => {
    for (const language of ['zh', 'en', 'zh-TW'] as const) {
      const texts = TEXTS.map(([, text]) => text[language]);
      expect(texts.filter((value, index) => texts.indexOf(value) !== index)).toEqual([]);
    }
  });

  it.each<[TErrorCode, RegExp]>([
    ['ACCOUNT_LOCKED', /30/],
    ['ATTACHMENT_COUNT_EXCEEDED', /100/],
    ['ATTACHMENT_TOO_LARGE', /8\s?MB/],
    ['REVOKE_REASON_TOO_LONG', /100/],
    ['PASSWORD_LENGTH_INVALID', /8\D+16/],
    ['CODE_SEND_TOO_FREQUENT', /60/],
  ])('cites the spec limit in every language of %s', (code, limit) => {
    const { text } = ERROR_CATALOGUE[code];
    expect([text.zh, text.en, text['zh-TW']].filter((value) => !limit.test(value))).toEqual([]);
  });
});
