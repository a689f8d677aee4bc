// displayRectToUserSpace for every page rotation and for boxes off the origin. The rendering
// tests (appearance.test.ts) show the result lands where pdftoppm draws it; these pin the numbers.
import { describe, expect, it } from 'vitest';
import { displayRectToUserSpace } from './display-rect-to-user-space';
import type { PdfRect } from './types';

const box = [100, 200, 700, 1000] as [number, number, number, number]; // 600 × 800
const display: PdfRect = [10, 20, 30, 40]; // 10 from the left, 20 from the top, 30 wide, 40 tall

describe('displayRectToUserSpace', () => {
  it.each([
    [0, [110, 940, 30, 40]],
    // Turned 90° clockwise: the display's top edge is user space's left edge (x = 100).
    [90, [120, 210, 40, 30]],
    [180, [660, 220, 30, 40]],
    // Turned 270°: the display's top edge is user space's right edge (x = 700).
    [270, [640, 960, 40, 30]],
  ])('rotate %i', (rotate, expected) => {
    expect(displayRectToUserSpace({ cropBox: box, rotate }, display)).toEqual(expected);
  });

  it('keeps the displayed size, swapping width and height on turned pages', () => {
    for (const rotate of [0, 90, 180, 270]) {
      const [, , w, h] = displayRectToUserSpace({ cropBox: box, rotate }, display);
      expect(rotate % 180 ? [h, w] : [w, h]).toEqual([30, 40]);
    }
  });
});
