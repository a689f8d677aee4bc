// Text as a keyword search compares it. PDFs made by ordinary Chinese office software often carry
// a ToUnicode map that names a shared glyph by its Kangxi radical (⽅ U+2F45 for 方) or CJK
// radical-supplement code point (⻓ for 长), because the font maps both to one glyph and the
// producer picked the lowest code point; full-width and half-width forms (（ and () differ too.
// Both the portal (pdf.js text items) and the server (its own text-operator reader) place
// positions by keyword, so both fold text here before comparing: NFKC (which already maps every
// Kangxi radical, U+2F00–U+2FD5, to its unified ideograph, and full-width ASCII to ASCII), the
// radical-supplement table below, and white space dropped. Each folded character remembers the
// index of the original character it came from, so a match maps back to the original glyphs.

/**
 * CJK Radicals Supplement (U+2E80–U+2EFF) to unified ideographs, where a CJK font draws both with
 * one glyph — the very sharing that puts these code points into PDFs' text. Derived from the
 * cmap of Noto Sans SC (the font the platform embeds); NFKC covers U+2E9F and U+2EF3 itself.
 */
const RADICAL_SUPPLEMENT: ReadonlyArray<readonly [number, number]> = [
  [0x2e82, 0x4e5b],
  [0x2e83, 0x4e5a],
  [0x2e85, 0x4ebb],
  [0x2e87, 0x20628],
  [0x2e89, 0x5202],
  [0x2e8b, 0x353e],
  [0x2e8d, 0x2d544],
  [0x2e8f, 0x5c23],
  [0x2e90, 0x5c22],
  [0x2e92, 0x5df3],
  [0x2e93, 0x5e7a],
  [0x2e94, 0x5f51],
  [0x2e95, 0x5f50],
  [0x2e96, 0x5fc4],
  [0x2e98, 0x624c],
  [0x2e99, 0x6535],
  [0x2e9b, 0x65e1],
  [0x2e9e, 0x6b7a],
  [0x2ea0, 0x6c11],
  [0x2ea1, 0x6c35],
  [0x2ea3, 0x706c],
  [0x2ea4, 0x722b],
  [0x2ea6, 0x4e2c],
  [0x2ea8, 0x72ad],
  [0x2ea9, 0x248e9],
  [0x2ead, 0x793b],
  [0x2eae, 0x25ad7],
  [0x2eaf, 0x7cf9],
  [0x2eb0, 0x7e9f],
  [0x2eb1, 0x7f53],
  [0x2eb3, 0x34c1],
  [0x2eb9, 0x8002],
  [0x2eba, 0x8080],
  [0x2ebd, 0x26951],
  [0x2ebe, 0x8279],
  [0x2ec2, 0x8864],
  [0x2ec5, 0x89c1],
  [0x2ec6, 0x89d2],
  [0x2ec7, 0x278b2],
  [0x2ec8, 0x8ba0],
  [0x2ec9, 0x8d1d],
  [0x2eca, 0x27fb7],
  [0x2ecb, 0x8f66],
  [0x2ecc, 0x8fb6],
  [0x2ed0, 0x9485],
  [0x2ed1, 0x9577],
  [0x2ed2, 0x9578],
  [0x2ed3, 0x957f],
  [0x2ed4, 0x95e8],
  [0x2ed5, 0x28e0f],
  [0x2ed6, 0x961d],
  [0x2ed8, 0x9752],
  [0x2ed9, 0x97e6],
  [0x2eda, 0x9875],
  [0x2edb, 0x98ce],
  [0x2edc, 0x98de],
  [0x2edd, 0x98df],
  [0x2ede, 0x2967f],
  [0x2edf, 0x98e0],
  [0x2ee0, 0x9963],
  [0x2ee1, 0x29810],
  [0x2ee2, 0x9a6c],
  [0x2ee3, 0x9aa8],
  [0x2ee4, 0x9b3c],
  [0x2ee5, 0x9c7c],
  [0x2ee6, 0x9e1f],
  [0x2ee7, 0x5364],
  [0x2ee8, 0x9ea6],
  [0x2ee9, 0x9ec4],
  [0x2eea, 0x9efe],
  [0x2eeb, 0x6589],
  [0x2eec, 0x9f50],
  [0x2eee, 0x9f7f],
  [0x2eef, 0x7adc],
  [0x2ef0, 0x9f99],
  [0x2ef1, 0x9f9c],
  [0x2ef2, 0x4e80],
];
const SUPPLEMENT = new Map(
  RADICAL_SUPPLEMENT.map(([radical, ideograph]) => [radical, String.fromCodePoint(ideograph)]),
);

export interface TFoldedText {
  /** The folded text, without white space. */
  text: string;
  /** For each UTF-16 unit of `text`, the index (UTF-16) in the original of the character it came from. */
  source: number[];
}

/** One character (a code point) as keyword matching sees it; '' for white space. */
export function foldKeywordChar(char: string): string {
  const mapped = SUPPLEMENT.get(char.codePointAt(0)!) ?? char.normalize('NFKC');
  return mapped.replace(/\s+/gu, '');
}

/** `text` folded for keyword matching, with where each folded unit came from. */
export function foldKeywordText(text: string): TFoldedText {
  const folded: TFoldedText = { text: '', source: [] };
  let index = 0;
  for (const char of text) {
    const mapped = foldKeywordChar(char);
    folded.text += mapped;
    for (let k = 0; k < mapped.length; k++) folded.source.push(index);
    index += char.length;
  }
  return folded;
}

/** The keyword folded the same way (the needle of a search). */
export const foldKeyword = (keyword: string): string => foldKeywordText(keyword).text;
