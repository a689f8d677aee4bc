import { describe, expect, it } from 'vitest';
import { fitWidthZoom, nextZoom } from './zoom-levels';

describe('zoom', () => {
  it('steps to the next level up or down, and stays at the ends', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(0.9, 1)).toBe(1);
    expect(nextZoom(3, 1)).toBe(3);
    expect(nextZoom(0.5, -1)).toBe(0.5);
  });

  it('fits an A4 page into a phone screen and caps large screens', () => {
    expect(fitWidthZoom(359, 595)).toBeCloseTo(359 / 595);
    expect(fitWidthZoom(3000, 595)).toBe(1.25);
    expect(fitWidthZoom(0, 595)).toBe(1);
  });
});
