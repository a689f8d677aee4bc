import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderCaptchaPng } from './render-captcha-png';

/** mulberry32: a tiny seeded generator so renders are repeatable. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Decodes the PNGs encodePng writes (RGB, filter type 0 on every row) into width, height and pixels. */
function decode(png: Uint8Array) {
  const buffer = Buffer.from(png);
  expect([...buffer.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const [width, height] = [buffer.readUInt32BE(16), buffer.readUInt32BE(20)];
  const idat: Buffer[] = [];
  for (let offset = 8; offset < buffer.length; offset += 12 + buffer.readUInt32BE(offset)) {
    if (buffer.toString('latin1', offset + 4, offset + 8) === 'IDAT') {
      idat.push(buffer.subarray(offset + 8, offset + 8 + buffer.readUInt32BE(offset)));
    }
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw).toHaveLength(height * (1 + width * 3));
  const pixels: [number, number, number][] = [];
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    expect(raw[row]).toBe(0);
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      pixels.push([raw[at]!, raw[at + 1]!, raw[at + 2]!]);
    }
  }
  return { width, height, pixels };
}

// Glyphs are drawn with channels below 100; background and noise stay at 130 and above.
const isInk = ([r, g, b]: [number, number, number]) => Math.max(r, g, b) < 115;

describe('renderCaptchaPng', () => {
  it('renders a 120×40 PNG by default, one pixel per width × height', () => {
    const { width, height, pixels } = decode(renderCaptchaPng('AB7K'));
    expect([width, height]).toEqual([120, 40]);
    expect(pixels).toHaveLength(120 * 40);
  });

  it('honours a requested size', () => {
    const { width, height, pixels } = decode(renderCaptchaPng('AB7K', { width: 200, height: 64 }));
    expect([width, height, pixels.length]).toEqual([200, 64, 200 * 64]);
  });

  it('is repeatable for the same code and seed, and varies with the seed', () => {
    const first = renderCaptchaPng('XQ3M', { random: seeded(7) });
    expect(renderCaptchaPng('XQ3M', { random: seeded(7) })).toEqual(first);
    expect(renderCaptchaPng('XQ3M', { random: seeded(8) })).not.toEqual(first);
  });

  it('draws different codes differently', () => {
    const ink = (code: string) =>
      decode(renderCaptchaPng(code, { random: seeded(1) }))
        .pixels.map(isInk)
        .join();
    expect(ink('AB7K')).not.toBe(ink('AB7X'));
    expect(ink('WN58')).not.toBe(ink('WN59'));
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('puts ink in each of the four character cells (seed %i)', (seed) => {
    const random = seeded(seed);
    const code = Array.from(
      { length: 4 },
      () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[Math.floor(random() * 36)],
    ).join('');
    const { width, pixels } = decode(renderCaptchaPng(code, { random }));
    const inkPerCell = [0, 0, 0, 0];
    pixels.forEach((pixel, i) => {
      if (isInk(pixel)) inkPerCell[Math.floor(((i % width) / width) * 4)]! += 1;
    });
    for (const count of inkPerCell) expect(count, `${code}: ${inkPerCell.join(',')}`).toBeGreaterThan(40);
  });

  it.each(['', 'ab7k', 'AB-7', 'ÄB7K', 'AB 7'])('rejects the code %j', (code) => {
    expect(() => renderCaptchaPng(code)).toThrow(/A–Z or 0–9/);
  });
});
