// The server's click-words check: every click, in wordList order, within ±25 px (one drawn word)
// of its word in both x and y.
import { CLICK_WORD_TOLERANCE_PX } from './constants';
import type { TPoint } from './schemas';

export function checkClickWords(expected: readonly TPoint[], given: readonly TPoint[]): boolean {
  if (expected.length === 0 || given.length !== expected.length) return false;
  return expected.every((word, i) => {
    const click = given[i];
    return (
      click !== undefined &&
      Math.abs(click.x - word.x) <= CLICK_WORD_TOLERANCE_PX &&
      Math.abs(click.y - word.y) <= CLICK_WORD_TOLERANCE_PX
    );
  });
}
