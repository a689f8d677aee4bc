import { describe, expect, it } from 'vitest';
import { thumbnailBox } from './thumbnail-box';

describe('thumbnailBox', () => {
  it('turns a field in PDF points (origin bottom left) into a box on the thumbnail (origin top left)', () => {
    // An A4 page drawn 150 px wide: a field 100 pt from the left and 100 pt above the bottom.
    const scale = 150 / 595;
    const box = thumbnailBox({ x: 100, y: 100, width: 160, height: 40 }, [0, 0, 595, 842], scale);
    expect(box.left).toBeCloseTo(100 * scale);
    expect(box.top).toBeCloseTo((842 - 100 - 40) * scale);
    expect(box.width).toBeCloseTo(160 * scale);
    expect(box.height).toBeCloseTo(40 * scale);
  });

  it('measures from the view box when a page does not start at the origin', () => {
    const box = thumbnailBox({ x: 60, y: 70, width: 10, height: 10 }, [50, 50, 250, 350], 1);
    expect(box).toEqual({ left: 10, top: 270, width: 10, height: 10 });
  });
});
