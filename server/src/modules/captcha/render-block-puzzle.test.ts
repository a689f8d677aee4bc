import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, SLIDER_BLOCK_SIZE } from '@ecsign/core/captcha';
import { describe, expect, it } from 'vitest';
import { decodePngForTests } from '../../test-support/decode-png-for-tests';
import { renderBlockPuzzle } from './render-block-puzzle';

describe('renderBlockPuzzle', () => {
  it.each([
    [60, 5],
    [137, 52],
    [250, 100],
  ])('cuts the piece at (%i, %i): the strip holds it at that height and it covers the hole', (x, y) => {
    const { original, jigsaw } = renderBlockPuzzle({ x, y });
    const picture = decodePngForTests(original);
    const strip = decodePngForTests(jigsaw);
    expect([picture.width, picture.height, picture.colourType]).toEqual([CAPTCHA_IMAGE_WIDTH, CAPTCHA_IMAGE_HEIGHT, 2]);
    expect([strip.width, strip.height, strip.colourType]).toEqual([SLIDER_BLOCK_SIZE, CAPTCHA_IMAGE_HEIGHT, 6]);

    const alpha = (u: number, v: number) => strip.pixels[(v * strip.width + u) * 4 + 3]!;
    const solidRows = new Set<number>();
    let solid = 0;
    for (let v = 0; v < strip.height; v++) {
      for (let u = 0; u < strip.width; u++) {
        if (alpha(u, v) > 0) expect(v >= y && v < y + SLIDER_BLOCK_SIZE, `row ${v} has ink`).toBe(true);
        if (alpha(u, v) === 255) {
          solidRows.add(v);
          solid++;
        }
      }
    }
    // The body alone is 30×30; tabs and blanks change that by a few hundred pixels at most.
    expect(solid).toBeGreaterThan(700);
    expect(solidRows.size).toBeGreaterThan(28);

    // The hole is shaded: where the piece is solid, the picture is darker than the piece.
    const brightness = (pixels: Uint8Array, at: number) => pixels[at]! + pixels[at + 1]! + pixels[at + 2]!;
    let darker = 0;
    for (let v = 0; v < SLIDER_BLOCK_SIZE; v++) {
      for (let u = 0; u < SLIDER_BLOCK_SIZE; u++) {
        if (alpha(u, y + v) !== 255) continue;
        const inPicture = brightness(picture.pixels, ((y + v) * picture.width + x + u) * 3);
        if (inPicture < brightness(strip.pixels, ((y + v) * strip.width + u) * 4)) darker++;
      }
    }
    expect(darker / solid).toBeGreaterThan(0.95);
  });

  it('draws a different picture every time', () => {
    const a = renderBlockPuzzle({ x: 100, y: 50 });
    const b = renderBlockPuzzle({ x: 100, y: 50 });
    expect(Buffer.from(a.original).equals(Buffer.from(b.original))).toBe(false);
  });

  it('refuses a piece that would not fit', () => {
    expect(() => renderBlockPuzzle({ x: 270, y: 10 })).toThrow(RangeError);
    expect(() => renderBlockPuzzle({ x: 100, y: 110 })).toThrow(RangeError);
  });
});
