import {
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CLICK_WORD_COUNT,
  CLICK_WORD_TOLERANCE_PX,
} from '@ecsign/core/captcha';
import { describe, expect, it } from 'vitest';
import { CLICK_WORD_GLYPHS } from './click-word-glyphs';
import { planClickWords } from './plan-click-words';

/** mulberry32: a tiny seeded generator so layouts are repeatable. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('planClickWords', () => {
  it.each(Array.from({ length: 40 }, (_, seed) => seed))(
    'lays out a readable, unambiguous picture (seed %i)',
    (seed) => {
      const plan = planClickWords(seeded(seed));
      expect(plan.words.length).toBeGreaterThanOrEqual(4);
      expect(plan.words.length).toBeLessThanOrEqual(5);
      expect(new Set(plan.words.map((w) => w.char)).size).toBe(plan.words.length);
      for (const word of plan.words) {
        expect(CLICK_WORD_GLYPHS[word.char]).toBeDefined();
        expect(word.x).toBeGreaterThanOrEqual(20);
        expect(word.x).toBeLessThanOrEqual(CAPTCHA_IMAGE_WIDTH - 20);
        expect(word.y).toBeGreaterThanOrEqual(20);
        expect(word.y).toBeLessThanOrEqual(CAPTCHA_IMAGE_HEIGHT - 20);
      }
      // No click can be within tolerance of two characters.
      for (const a of plan.words) {
        for (const b of plan.words) {
          if (a === b) continue;
          expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThan(2 * CLICK_WORD_TOLERANCE_PX);
        }
      }
      expect(plan.wordList).toHaveLength(CLICK_WORD_COUNT);
      expect(plan.points).toEqual(
        plan.wordList.map((char) => {
          const word = plan.words.find((w) => w.char === char)!;
          return { x: word.x, y: word.y };
        }),
      );
    },
  );
});
