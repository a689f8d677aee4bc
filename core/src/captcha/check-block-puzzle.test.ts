import { describe, expect, it } from 'vitest';
import { checkBlockPuzzle } from './check-block-puzzle';

const expected = { x: 120, y: 5 };

describe('checkBlockPuzzle', () => {
  it.each([
    [120, true],
    [115, true], // −5: the edge passes
    [125, true], // +5
    [125.4, false],
    [114, false],
    [126, false],
    [0, false],
    [Number.NaN, false],
  ])('x %d → %s', (x, passes) => {
    expect(checkBlockPuzzle(expected, { x, y: 5 })).toBe(passes);
  });

  it('ignores y, which the slider cannot change', () => {
    expect(checkBlockPuzzle({ x: 120, y: 63 }, { x: 121, y: 5 })).toBe(true);
  });
});
