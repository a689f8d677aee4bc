import { describe, expect, it } from 'vitest';
import { findKeywordRects, type TTextItem } from './find-keyword-rects';

/** A run of 12 pt text at (x, y) whose glyphs are each 10 points wide. */
function run(str: string, x: number, y: number): TTextItem {
  return { str, transform: [12, 0, 0, 12, x, y], width: str.length * 10, height: 12 };
}

describe('findKeywordRects', () => {
  it('finds a keyword inside one text run, at its glyphs', () => {
    const [rect, ...rest] = findKeywordRects([run('Party A signature:', 72, 700)], 'signature');
    expect(rest).toEqual([]);
    expect(rect!.x).toBeCloseTo(72 + 8 * 10);
    expect(rect!.width).toBeCloseTo(9 * 10);
    // The box covers the baseline and reaches above it by the font height.
    expect(rect!.y).toBeLessThan(700);
    expect(rect!.y + rect!.height).toBeGreaterThanOrEqual(712);
  });

  it('finds a keyword split over several runs (one CJK glyph per run) as one box', () => {
    const items = ['甲', '方', '签', '章'].map((glyph, i) => run(glyph, 100 + i * 10, 500));
    const rects = findKeywordRects(items, '签章');
    expect(rects).toHaveLength(1);
    expect(rects[0]!.x).toBeCloseTo(120);
    expect(rects[0]!.width).toBeCloseTo(20);
  });

  it('ignores whitespace in the page text and the keyword', () => {
    expect(findKeywordRects([run('甲 方 盖 章', 50, 50)], '甲方 盖章')).toHaveLength(1);
  });

  it('returns every occurrence, and nothing for a missing or empty keyword', () => {
    const items = [run('Seal here', 72, 700), run('Seal here', 72, 300)];
    expect(findKeywordRects(items, 'Seal').map((rect) => rect.y < 400)).toEqual([false, true]);
    expect(findKeywordRects(items, 'absent')).toEqual([]);
    expect(findKeywordRects(items, '  ')).toEqual([]);
  });
});
