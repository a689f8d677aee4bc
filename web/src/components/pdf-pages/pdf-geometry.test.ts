import { describe, expect, it } from 'vitest';
import {
  clampRectToPage,
  MIN_BOX_POINTS,
  moveRect,
  pdfRectToView,
  rectAround,
  resizeRect,
  viewRectToPdf,
} from './pdf-geometry';

const A4 = { width: 595, height: 842 };

describe('PDF ↔ screen coordinates', () => {
  it('puts a box at the bottom-left of the page at the bottom-left of the drawn page', () => {
    expect(pdfRectToView({ x: 0, y: 0, width: 100, height: 50 }, A4, 2)).toEqual({
      left: 0,
      top: (842 - 50) * 2,
      width: 200,
      height: 100,
    });
  });

  it('round-trips through the view at any zoom and media box origin', () => {
    const page = { ...A4, originX: 10, originY: 20 };
    const rect = { x: 110, y: 320, width: 150, height: 60 };
    for (const scale of [0.5, 1, 1.5, 3]) {
      const back = viewRectToPdf(pdfRectToView(rect, page, scale), page, scale);
      expect(back.x).toBeCloseTo(rect.x);
      expect(back.y).toBeCloseTo(rect.y);
      expect(back.width).toBeCloseTo(rect.width);
      expect(back.height).toBeCloseTo(rect.height);
    }
  });
});

describe('dragging and resizing', () => {
  const rect = { x: 100, y: 100, width: 120, height: 60 };

  it('moves right and down on screen as right and down on the page, in points at the zoom', () => {
    expect(moveRect(rect, 20, 40, A4, 2)).toEqual({ x: 110, y: 80, width: 120, height: 60 });
  });

  it('keeps a dragged box on the page', () => {
    expect(moveRect(rect, -1000, 5000, A4, 1)).toEqual({ x: 0, y: 0, width: 120, height: 60 });
    expect(moveRect(rect, 5000, -5000, A4, 1)).toEqual({ x: 595 - 120, y: 842 - 60, width: 120, height: 60 });
  });

  it('resizes from the bottom-right corner keeping the top-left corner in place', () => {
    const resized = resizeRect(rect, 30, 20, A4, 1);
    expect(resized).toEqual({ x: 100, y: 80, width: 150, height: 80 });
    expect(resized.y + resized.height).toBe(rect.y + rect.height);
  });

  it('never shrinks below the minimum or grows past the page edge', () => {
    expect(resizeRect(rect, -500, -500, A4, 1)).toMatchObject({ width: MIN_BOX_POINTS, height: MIN_BOX_POINTS });
    const grown = resizeRect(rect, 5000, 5000, A4, 1);
    expect(grown.x + grown.width).toBe(595);
    expect(grown.y).toBe(0);
  });

  it('clamps a box larger than the page to the page', () => {
    expect(clampRectToPage({ x: -5, y: -5, width: 900, height: 900 }, A4)).toEqual({
      x: 0,
      y: 0,
      width: 595,
      height: 842,
    });
  });

  it('centres a new box on a clicked point, pushed inside near an edge', () => {
    expect(rectAround({ x: 300, y: 400 }, { width: 100, height: 50 }, A4)).toEqual({
      x: 250,
      y: 375,
      width: 100,
      height: 50,
    });
    expect(rectAround({ x: 2, y: 840 }, { width: 100, height: 50 }, A4)).toEqual({
      x: 0,
      y: 792,
      width: 100,
      height: 50,
    });
  });
});
