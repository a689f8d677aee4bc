import { describe, expect, it } from 'vitest';
import { renderHalfBlocks } from './render-half-blocks';

const ESC = '\x1b';
const cell = (top: number[], bottom: number[]) => `${ESC}[38;2;${top.join(';')}m${ESC}[48;2;${bottom.join(';')}m▀`;

describe('renderHalfBlocks', () => {
  it('draws two pixel rows per line: the top pixel as the half block, the bottom one as its background', () => {
    const image = {
      width: 2,
      height: 2,
      pixels: Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 9, 9, 9, 255]),
    };
    expect(renderHalfBlocks(image, { maxColumns: 80 })).toEqual([
      `${cell([255, 0, 0], [0, 0, 255])}${cell([0, 255, 0], [9, 9, 9])}${ESC}[0m`,
    ]);
  });

  it('scales a wide picture down to the columns it may use, keeping its proportions', () => {
    const width = 120;
    const height = 40;
    const pixels = new Uint8Array(width * height * 4).fill(255);
    const lines = renderHalfBlocks({ width, height, pixels }, { maxColumns: 60 });
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line.split('▀').length - 1 === 60)).toBe(true);
  });

  it('averages the pixels a cell covers and lays transparency over white', () => {
    // 2×2 → 1 cell: the top half is black and transparent (white), the bottom all black.
    const image = { width: 2, height: 4, pixels: new Uint8Array(2 * 4 * 4) };
    image.pixels.set([0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 0]); // rows 0–1: two opaque, two clear
    for (let i = 16; i < 32; i += 4) image.pixels[i + 3] = 255; // rows 2–3 opaque black
    expect(renderHalfBlocks(image, { maxColumns: 1 })).toEqual([`${cell([128, 128, 128], [0, 0, 0])}${ESC}[0m`]);
  });
});
