import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePng } from './decode-png';

/** A PNG writer for the test: 8-bit samples, each row with the chosen filter applied. */
function encode(options: {
  width: number;
  height: number;
  colourType: number;
  samples: number[];
  filters: number[];
  palette?: number[];
  transparency?: number[];
}): Uint8Array {
  const { width, height, colourType, samples, filters } = options;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colourType]!;
  const stride = width * channels;
  const raw: number[] = [];
  for (let y = 0; y < height; y++) {
    const filter = filters[y % filters.length]!;
    raw.push(filter);
    for (let x = 0; x < stride; x++) {
      const at = y * stride + x;
      const a = x >= channels ? samples[at - channels]! : 0;
      const b = y > 0 ? samples[at - stride]! : 0;
      const c = x >= channels && y > 0 ? samples[at - stride - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!;
      raw.push((samples[at]! - predicted) & 0xff);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  const chunks: [string, Uint8Array][] = [['IHDR', header]];
  if (options.palette) chunks.push(['PLTE', Uint8Array.from(options.palette)]);
  if (options.transparency) chunks.push(['tRNS', Uint8Array.from(options.transparency)]);
  chunks.push(['IDAT', deflateSync(Uint8Array.from(raw))], ['IEND', new Uint8Array()]);
  const parts = chunks.map(([type, data]) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    out.set(data, 8);
    return out; // the decoder does not check CRCs
  });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...parts]);
}

describe('decodePng', () => {
  /** Deterministic noise, so a failure can be reproduced. */
  function noise(seed: number, count: number): number[] {
    let state = seed;
    return Array.from({ length: count }, () => (state = (state * 1103515245 + 12345) % 2 ** 31) & 0xff);
  }

  it.each([
    [1, 1, [0]],
    [3, 2, [1]],
    [4, 3, [2]],
    [5, 4, [3]],
    [6, 5, [4]],
    [7, 10, [0, 1, 2, 3, 4]],
    [2, 6, [4, 3, 2, 1, 0]],
  ])('reads a %i×%i RGB picture through filters %j back to the exact samples', (width, height, filters) => {
    const rgb = noise(width * 31 + height, width * height * 3);
    const image = decodePng(encode({ width, height, colourType: 2, samples: rgb, filters }));
    expect(image).toMatchObject({ width, height });
    const expected = Array.from({ length: width * height }, (_, i) => [...rgb.slice(i * 3, i * 3 + 3), 255]);
    expect([...image.pixels]).toEqual(expected.flat());
  });

  it.each([
    ['greyscale', 0, [10, 200], undefined, undefined, [10, 10, 10, 255, 200, 200, 200, 255]],
    ['grey with alpha', 4, [10, 0, 200, 128], undefined, undefined, [10, 10, 10, 0, 200, 200, 200, 128]],
    ['RGBA', 6, [1, 2, 3, 4, 5, 6, 7, 8], undefined, undefined, [1, 2, 3, 4, 5, 6, 7, 8]],
    ['palette with transparency', 3, [1, 0], [9, 9, 9, 255, 0, 0], [77], [255, 0, 0, 255, 9, 9, 9, 77]],
  ])('reads %s images as RGBA', (_name, colourType, samples, palette, transparency, rgba) => {
    const png = encode({ width: 2, height: 1, colourType, samples, filters: [1], palette, transparency });
    expect([...decodePng(png).pixels]).toEqual(rgba);
  });

  it.each([
    ['not a PNG', Buffer.from('GIF89a...')],
    [
      '16-bit samples',
      Buffer.from(encode({ width: 1, height: 1, colourType: 2, samples: [1, 2, 3], filters: [0] })).fill(16, 24, 25),
    ],
  ])('refuses %s', (_name, bytes) => {
    expect(() => decodePng(bytes)).toThrow();
  });
});
