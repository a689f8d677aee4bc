// Spec items this file exercises (docs/spec-items.md): V-click-words, K-click-count.
import { describe, expect, it } from 'vitest';
import { checkClickWords } from './check-click-words';
import type { TPoint } from './schemas';

const words: TPoint[] = [
  { x: 50, y: 40 },
  { x: 150, y: 100 },
  { x: 250, y: 70 },
];
const shift = (i: number, dx: number, dy: number) => words.map((p, j) => (j === i ? { x: p.x + dx, y: p.y + dy } : p));

describe('checkClickWords', () => {
  it.each<[string, TPoint[], boolean]>([
    ['exact clicks', words, true],
    ['25 px off in x', shift(0, 25, 0), true],
    ['25 px off in y', shift(1, 0, -25), true],
    ['25 px off in both (a corner of the square)', shift(2, -25, 25), true],
    ['26 px off in x', shift(0, 26, 0), false],
    ['26 px off in y', shift(2, 0, 26), false],
    ['the right words in the wrong order', [words[1]!, words[0]!, words[2]!], false],
    ['two clicks', words.slice(0, 2), false],
    ['four clicks', [...words, words[0]!], false],
    ['a NaN click', shift(1, Number.NaN, 0), false],
  ])('%s → %s', (_label, given, passes) => {
    expect(checkClickWords(words, given)).toBe(passes);
  });

  it('refuses when nothing was expected', () => {
    expect(checkClickWords([], [])).toBe(false);
  });
});
