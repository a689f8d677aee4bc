// Keyword folding: the radicals real Chinese PDFs put in their text layer match the ideographs a
// person types, full-width punctuation matches half-width, and every folded unit points back at
// the original character (so the portal and the server can draw the box over the right glyphs).
import { describe, expect, it } from 'vitest';
import { foldKeyword, foldKeywordText } from './fold-keyword-text';

describe('foldKeywordText', () => {
  it('maps every Kangxi radical to a unified ideograph through NFKC (方 written as U+2F45)', () => {
    expect('\u2F45'.normalize('NFKC')).toBe('方');
    for (let code = 0x2f00; code <= 0x2fd5; code++) {
      const folded = foldKeyword(String.fromCodePoint(code)).codePointAt(0)!;
      expect(folded >= 0x3400, `U+${code.toString(16)}`).toBe(true);
    }
    expect(foldKeyword('甲\u2F45（盖章）')).toBe(foldKeyword('甲方（盖章）'));
  });

  it('maps the CJK radicals supplement, which NFKC mostly leaves alone', () => {
    // ⻓ (U+2ED3) and ⻅ (U+2EC5): NFKC keeps them; the table gives 长 and 见.
    expect('\u2ED3'.normalize('NFKC')).toBe('\u2ED3');
    expect(foldKeyword('\u2ED3\u671F')).toBe('长期');
    expect(foldKeyword('\u2EC5证人')).toBe('见证人');
    expect(foldKeyword('\u2E9F')).toBe('母');
  });

  it('folds full-width and half-width forms and drops white space', () => {
    expect(foldKeyword('甲方（盖章）')).toBe('甲方(盖章)');
    expect(foldKeyword('甲方 (盖章)')).toBe('甲方(盖章)');
    expect(foldKeyword('ＡＢＣ１２３')).toBe('ABC123');
    expect(foldKeyword('ｶﾀ')).toBe('カタ');
  });

  it('keeps the original index of every folded unit', () => {
    const folded = foldKeywordText('甲 \u2F45（盖章）');
    expect(folded.text).toBe('甲方(盖章)');
    expect(folded.source).toEqual([0, 2, 3, 4, 5, 6]);
    // An expansion (㈱ → (株)) points all its units at the one original character.
    expect(foldKeywordText('a㈱').source).toEqual([0, 1, 1, 1]);
    // An astral radical target keeps its surrogate pair together.
    expect(foldKeywordText('\u2E87x').source).toEqual([0, 0, 1]);
  });
});
