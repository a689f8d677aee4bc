// The generated seal and signature images: transparent outside the seal, red ink on the ring, the
// star and the lettering, the print size, a committed reference picture (within a tolerance), an
// SVG that is well-formed with real outline paths, and the background removal of photos.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../captcha/encode-png';
import { readPng } from '../../../test-support/test-images';
import { decodePng } from '@ecsign/core/pdf';
import { drawNameSignature } from './draw-name-signature';
import { drawRoundSeal } from './draw-round-seal';
import { drawSquareSeal, squareSealCharacters } from './draw-square-seal';
import { removeBackground } from './remove-background';
import { renderSealImage } from './render-seal-image';

const REFERENCE = fileURLToPath(new URL('./fixtures/contract-seal.reference.png', import.meta.url));
const contract = () => renderSealImage(drawRoundSeal({ name: '演示科技有限公司', bottom: '合同专用章' }));

/** Pixels with ink (alpha above half) inside a box. */
function inkIn(png: ReturnType<typeof readPng>, x0: number, y0: number, x1: number, y1: number): number {
  let count = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (png.alphaAt(x, y) > 128) count++;
  return count;
}

describe('round seal', () => {
  const image = contract();
  const png = readPng(image.png);

  it('is 42 mm at 16 px/mm (≥ 600 px), transparent outside the ring', () => {
    expect([png.width, png.height]).toEqual([672, 672]);
    for (const [x, y] of [
      [0, 0],
      [671, 0],
      [0, 671],
      [671, 671],
      [40, 40],
    ] as const)
      expect(png.alphaAt(x, y)).toBe(0);
  });

  it('is red and opaque on the ring and on the star, clear between ring and star below the lettering', () => {
    const red = [230, 0, 18];
    for (const [x, y] of [
      [336, 9], // the ring's top (1.2 mm = 19 px wide)
      [662, 336], // the ring's right side
      [336, 336], // the star's centre
      [336, 250], // the star's upper arm
    ] as const) {
      expect(png.alphaAt(x, y), `${x},${y}`).toBe(255);
      expect(png.rgbAt(x, y)).toEqual(red);
    }
    // Lower left, between ring and star: neither lettering nor star reaches there.
    expect(inkIn(png, 120, 480, 170, 530)).toBe(0);
  });

  it("draws the enterprise name's characters along the upper arc and the seal type at the bottom", () => {
    const blank = readPng(renderSealImage(drawRoundSeal({ name: '', bottom: '' })).png);
    const upperBand: [number, number, number, number] = [60, 40, 612, 200];
    const bottomBand: [number, number, number, number] = [180, 480, 492, 560];
    expect(inkIn(png, ...upperBand) - inkIn(blank, ...upperBand)).toBeGreaterThan(8000);
    expect(inkIn(png, ...bottomBand)).toBeGreaterThan(3000);
    expect(inkIn(blank, ...bottomBand)).toBe(0);
  });

  it('matches the committed reference picture within a tolerance', () => {
    // Regenerate with UPDATE_SEAL_REFERENCE=1 after an intended change of the layout.
    if (process.env.UPDATE_SEAL_REFERENCE === '1') writeFileSync(REFERENCE, image.png);
    const reference = readPng(new Uint8Array(readFileSync(REFERENCE)));
    expect([reference.width, reference.height]).toEqual([png.width, png.height]);
    let differing = 0;
    for (let y = 0; y < png.height; y++) {
      for (let x = 0; x < png.width; x++) if (Math.abs(png.alphaAt(x, y) - reference.alphaAt(x, y)) > 64) differing++;
    }
    expect(differing / (png.width * png.height)).toBeLessThan(0.002);
  });

  it('comes as a well-formed SVG of outline paths at its real size', () => {
    const svg = image.svg;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="42mm" height="42mm" viewBox="0 0 42 42">/);
    const tags = [...svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)];
    const open: string[] = [];
    for (const [, closing, name, selfClosing] of tags) {
      if (closing) expect(open.pop()).toBe(name);
      else if (!selfClosing) open.push(name!);
    }
    expect(open).toEqual([]);
    const paths = [...svg.matchAll(/<path d="([^"]*)"\/>/g)].map((m) => m[1]!);
    // Ring, star, 8 name characters, 5 characters of 合同专用章.
    expect(paths).toHaveLength(15);
    for (const d of paths) expect(d).toMatch(/^(?:[MLQ](?:-?[\d.]+ ?)+|Z)+$/);
    expect(svg).not.toMatch(/<text|<image/);
  });
});

describe('square name seal and signatures', () => {
  it('fills a name up to four characters read from the right', () => {
    expect(squareSealCharacters('张三')).toEqual(['张', '三', '之', '印']);
    expect(squareSealCharacters('王小明')).toEqual(['王', '小', '明', '印']);
    expect(squareSealCharacters('欧阳小明')).toEqual(['欧', '阳', '小', '明']);
  });

  it('draws a 20 mm red frame with the characters inside', () => {
    const png = readPng(renderSealImage(drawSquareSeal('王管理')).png);
    expect([png.width, png.height]).toEqual([320, 320]);
    expect(png.alphaAt(5, 5)).toBe(255);
    expect(png.rgbAt(5, 5)).toEqual([230, 0, 18]);
    expect(inkIn(png, 170, 30, 290, 150)).toBeGreaterThan(2000); // 王, top right
    expect(inkIn(png, 30, 170, 150, 290)).toBeGreaterThan(2000); // 印, bottom left
  });

  it('writes a signature in each style on a transparent ground', () => {
    const sizes = (['REGULAR', 'BOLD', 'SLANTED'] as const).map((style) => {
      const artwork = drawNameSignature('张三', style);
      const png = readPng(renderSealImage(artwork).png);
      expect(png.alphaAt(0, 0)).toBe(0);
      expect(inkIn(png, 0, 0, png.width, png.height)).toBeGreaterThan(1500);
      return inkIn(png, 0, 0, png.width, png.height);
    });
    expect(sizes[1]).toBeGreaterThan(sizes[0]!); // bold has more ink than regular
  });
});

describe('background removal', () => {
  it('makes the paper transparent, keeps the ink, softens edges and crops', () => {
    const [w, h] = [200, 100];
    const rgb = new Uint8Array(w * h * 3);
    for (let i = 0; i < w * h; i++) rgb.set([240, 236, 225], 3 * i);
    for (let y = 40; y < 60; y++) for (let x = 50; x < 150; x++) rgb.set([200, 20, 30], 3 * (y * w + x));
    // An anti-aliased edge column halfway between paper and ink.
    for (let y = 40; y < 60; y++) rgb.set([220, 128, 128], 3 * (y * w + 150));
    const clean = removeBackground(decodePng(encodePng(w, h, rgb)))!;
    expect(clean.width).toBeLessThan(120);
    expect(clean.height).toBeLessThanOrEqual(32);
    const png = readPng(encodePng(clean.width, clean.height, clean.rgba, { alpha: true }));
    expect(png.alphaAt(0, 0)).toBe(0);
    const middle = [png.width >> 1, png.height >> 1] as const;
    expect(png.alphaAt(...middle)).toBe(255);
    expect(png.rgbAt(...middle)).toEqual([200, 20, 30]);
    const edgeAlpha = png.alphaAt(middle[0] + 50, middle[1]);
    expect(edgeAlpha).toBeGreaterThan(20);
    expect(edgeAlpha).toBeLessThan(255);
  });

  it('finds no ink on a blank page', () => {
    const rgb = new Uint8Array(60 * 60 * 3).fill(250);
    expect(removeBackground(decodePng(encodePng(60, 60, rgb)))).toBeUndefined();
  });
});
