/// <reference types="node" />
// decodePng against PNGs written by an independent encoder (node:zlib, every filter type, Adam7):
// for any colour type and bit depth the PNG standard allows, the 8-bit samples and the alpha
// plane are what the file says (property-based), and malformed files are the catalogue's codes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors/app-error';
import { pngBomb } from '../../../testing/decompression-bombs.fixture';
import { startCpuClock } from '../../../test-support/cpu-milliseconds.fixture';
import { makePng, type PngSpec } from '../testing/make-png.fixture';
import { decodePng } from './decode-png';

const DEPTHS: Record<number, Array<1 | 2 | 4 | 8 | 16>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const SAMPLES: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** What the decoder must produce from a spec, computed the plain way. */
function expected(spec: PngSpec) {
  const depth = spec.bitDepth ?? 8;
  const to8 = (v: number) => (depth === 16 ? v >> 8 : Math.round((v * 255) / ((1 << depth) - 1)));
  const grey = spec.colorType === 0 || spec.colorType === 4;
  const pixels: number[] = [];
  const alpha: number[] = [];
  for (let y = 0; y < spec.height; y++) {
    for (let x = 0; x < spec.width; x++) {
      const s = spec.sample(x, y);
      if (spec.colorType === 3) {
        pixels.push(...spec.palette![s[0]!]!);
        alpha.push(spec.trns?.[s[0]!] ?? 255);
      } else {
        const colour = s.slice(0, grey ? 1 : 3);
        pixels.push(...colour.map(to8));
        const key =
          spec.trns &&
          (grey
            ? [(spec.trns[0]! << 8) | spec.trns[1]!]
            : [0, 2, 4].map((i) => (spec.trns![i]! << 8) | spec.trns![i + 1]!));
        const hasAlpha = spec.colorType === 4 || spec.colorType === 6;
        alpha.push(hasAlpha ? to8(s.at(-1)!) : key && key.every((k, i) => k === colour[i]) ? 0 : 255);
      }
    }
  }
  return { channels: grey ? 1 : 3, pixels, alpha: alpha.every((a) => a === 255) ? undefined : alpha };
}

const arbitrarySpec = fc
  .record({
    width: fc.integer({ min: 1, max: 19 }),
    height: fc.integer({ min: 1, max: 19 }),
    colorType: fc.constantFrom(0, 2, 3, 4, 6),
    depthIndex: fc.nat(4),
    interlace: fc.boolean(),
    seed: fc.integer(),
    filters: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 7 }),
    transparent: fc.boolean(),
  })
  .map((r): PngSpec => {
    const depths = DEPTHS[r.colorType]!;
    const depth = depths[r.depthIndex % depths.length]!;
    const max = r.colorType === 3 ? Math.min(255, (1 << depth) - 1) : (1 << depth) - 1;
    // A small deterministic generator, so a failing case shrinks to one reproducible seed.
    const value = (x: number, y: number, k: number) =>
      Math.abs((x * 7919 + y * 104729 + k * 1299709 + r.seed) % (max + 1));
    const palette = Array.from({ length: max + 1 }, (_, i) => [(i * 37) % 256, (i * 91) % 256, (i * 53) % 256]);
    const spec: PngSpec = {
      width: r.width,
      height: r.height,
      colorType: r.colorType as PngSpec['colorType'],
      bitDepth: depth,
      interlace: r.interlace,
      filter: (line) => r.filters[line % r.filters.length]!,
      sample: (x, y) => Array.from({ length: SAMPLES[r.colorType]! }, (_, k) => value(x, y, k)),
    };
    if (r.colorType === 3) {
      spec.palette = palette;
      if (r.transparent) spec.trns = palette.slice(0, 3).map((_, i) => i * 100);
    } else if (r.transparent && (r.colorType === 0 || r.colorType === 2)) {
      const key = spec.sample(0, 0);
      spec.trns = key.flatMap((v) => [v >> 8, v & 0xff]);
    }
    return spec;
  });

describe('decodePng', () => {
  it('decodes every colour type, bit depth, filter and interlacing to 8-bit samples + alpha (property)', () => {
    fc.assert(
      fc.property(arbitrarySpec, (spec) => {
        const image = decodePng(makePng(spec));
        const want = expected(spec);
        expect(image.width).toBe(spec.width);
        expect(image.height).toBe(spec.height);
        expect(image.channels).toBe(want.channels);
        expect([...image.pixels]).toEqual(want.pixels);
        expect(image.alpha && [...image.alpha]).toEqual(want.alpha);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps an opaque image without an alpha plane', () => {
    const image = decodePng(makePng({ width: 3, height: 2, colorType: 6, sample: (x) => [x * 80, 0, 0, 255] }));
    expect(image.alpha).toBeUndefined();
    expect([...image.pixels.subarray(0, 9)]).toEqual([0, 0, 0, 80, 0, 0, 160, 0, 0]);
  });

  const code = (f: () => unknown) => {
    try {
      f();
    } catch (error) {
      return error instanceof AppError ? error.code : String(error);
    }
    return 'no error';
  };
  it('refuses what is not a usable PNG with the catalogue codes', () => {
    const good = makePng({ width: 4, height: 4, colorType: 2, sample: () => [1, 2, 3] });
    expect(code(() => decodePng(new Uint8Array()))).toBe('PDF_SEAL_EMPTY');
    expect(code(() => decodePng(new TextEncoder().encode('GIF89a....')))).toBe('SEAL_IMAGE_INVALID');
    expect(code(() => decodePng(good.subarray(0, good.length - 30)))).toBe('SEAL_IMAGE_INVALID');
    const badFilter = makePng({ width: 4, height: 4, colorType: 2, sample: () => [1, 2, 3], filter: () => 7 });
    expect(code(() => decodePng(badFilter))).toBe('SEAL_IMAGE_INVALID');
    const palette = makePng({ width: 2, height: 2, colorType: 3, sample: () => [0], palette: [[1, 2, 3]] });
    const withoutPlte = palette.slice();
    // PLTE's type follows the 8-byte signature, the 25-byte IHDR chunk and its own length field.
    expect(String.fromCharCode(...palette.subarray(37, 41))).toBe('PLTE');
    withoutPlte.set(new TextEncoder().encode('xxxx'), 37);
    expect(code(() => decodePng(withoutPlte))).toBe('SEAL_IMAGE_INVALID');
  });

  it('stops a decompression bomb at the size its header declares: little CPU, little memory', () => {
    // 3 MB of image data that inflates to 3 GiB behind a 100×100 header (30,100 bytes declared).
    const bomb = pngBomb(3072);
    const cpu = startCpuClock();
    const heapBefore = process.memoryUsage().arrayBuffers;
    expect(code(() => decodePng(bomb))).toBe('SEAL_IMAGE_INVALID');
    // One 16 KiB step of input inflates to at most about 16 MiB before the decoder stops.
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(64 * 1024 * 1024);
    expect(cpu()).toBeLessThan(1000);
  });

  it('refuses more pixels than a seal needs before allocating them', () => {
    const huge = makePng({ width: 1, height: 1, colorType: 0, sample: () => [0] });
    // IHDR width and height sit after the signature, the chunk length and its type.
    new DataView(huge.buffer, huge.byteOffset).setUint32(16, 60_000);
    new DataView(huge.buffer, huge.byteOffset).setUint32(20, 60_000);
    expect(code(() => decodePng(huge))).toBe('SEAL_IMAGE_TOO_LARGE');
  });
});
