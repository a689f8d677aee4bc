import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scaleSliderPoint } from './scale-slider-point';

describe('scaleSliderPoint', () => {
  it.each([
    [0, 310, { x: 0, y: 5 }],
    [120, 310, { x: 120, y: 5 }], // shown at natural size: unchanged
    [240, 620, { x: 120, y: 5 }], // shown twice as large
    [100, 400, { x: 78, y: 5 }], // 77.5 rounds up
    [60.4, 155, { x: 121, y: 5 }], // 120.8
    [400, 400, { x: 260, y: 5 }], // past the end: the block stops at 310 − 50
    [-3, 310, { x: 0, y: 5 }],
  ])('left %d at width %d → %j', (left, displayWidth, point) => {
    expect(scaleSliderPoint({ left, displayWidth })).toEqual(point);
  });

  it.each([0, -310, Number.NaN, Number.POSITIVE_INFINITY])('refuses display width %d', (displayWidth) => {
    expect(() => scaleSliderPoint({ left: 10, displayWidth })).toThrow(RangeError);
  });

  it('always lands a whole pixel inside 0–260 with y 5', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.integer({ min: 100, max: 2000 }),
        (left, width) => {
          const { x, y } = scaleSliderPoint({ left, displayWidth: width });
          expect(Number.isInteger(x) && x >= 0 && x <= 260).toBe(true);
          expect(y).toBe(5);
        },
      ),
    );
  });
});
