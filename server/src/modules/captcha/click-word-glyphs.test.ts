import { describe, expect, it } from 'vitest';
import { CLICK_WORD_BOX, CLICK_WORD_GLYPHS } from './click-word-glyphs';

describe('CLICK_WORD_GLYPHS', () => {
  const entries = Object.entries(CLICK_WORD_GLYPHS);

  it('has enough single Chinese characters for five different words a picture', () => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
    for (const [char] of entries) expect(char).toMatch(/^\p{Script=Han}$/u);
  });

  it.each(entries)('draws %s inside its box, each shape its own', (_char, strokes) => {
    expect(strokes.length).toBeGreaterThan(0);
    for (const stroke of strokes) {
      for (const value of stroke) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(CLICK_WORD_BOX);
      }
    }
    const same = entries.filter(([, other]) => JSON.stringify(other) === JSON.stringify(strokes));
    expect(same).toHaveLength(1);
  });
});
