import { describe, expect, it } from 'vitest';
import { scaleClickPoints } from './scale-click-points';

describe('scaleClickPoints', () => {
  it('keeps the click order and scales each axis by its own ratio', () => {
    const points = [
      { x: 40, y: 20 },
      { x: 400, y: 100 },
      { x: 200.4, y: 199 },
    ];
    expect(scaleClickPoints({ points, displayWidth: 620, displayHeight: 200 })).toEqual([
      { x: 20, y: 16 }, // 40/2, 20×0.775 = 15.5 → 16
      { x: 200, y: 78 }, // 100×0.775 = 77.5 → 78
      { x: 100, y: 154 }, // 100.2 → 100, 154.225 → 154
    ]);
  });

  it('is the identity at the natural size of 310×155', () => {
    const points = [
      { x: 1, y: 2 },
      { x: 300, y: 150 },
      { x: 155, y: 77 },
    ];
    expect(scaleClickPoints({ points, displayWidth: 310, displayHeight: 155 })).toEqual(points);
  });

  it('keeps clicks on the border inside the picture', () => {
    const points = [
      { x: -2, y: -1 },
      { x: 311, y: 156 },
      { x: 0, y: 0 },
    ];
    expect(scaleClickPoints({ points, displayWidth: 310, displayHeight: 155 })).toEqual([
      { x: 0, y: 0 },
      { x: 310, y: 155 },
      { x: 0, y: 0 },
    ]);
  });

  it.each([0, 2, 4])('refuses %i clicks', (count) => {
    const points = Array.from({ length: count }, () => ({ x: 1, y: 1 }));
    expect(() => scaleClickPoints({ points, displayWidth: 310, displayHeight: 155 })).toThrow(RangeError);
  });

  it('refuses a zero display size', () => {
    const points = [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    expect(() => scaleClickPoints({ points, displayWidth: 310, displayHeight: 0 })).toThrow(RangeError);
  });
});
