// Pictures decoded by libvips (sharp): a JPEG photo as Chromium decodes it, pixel limits read from
// the header before decoding, a PNG decompression bomb refused after a few kilobytes of inflating,
// and damaged files refused with the catalogue code, never another error.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError } from '@ecsign/core/errors';
import { decodePng } from '@ecsign/core/pdf';
import { pngBomb, startCpuClock } from '@ecsign/core/testing';
import { readPicture } from './read-picture';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))));
const LIMITS = { maxSide: 4000, formats: ['png', 'jpeg'] } as const;

async function codeOf(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return undefined;
}

/** The same JPEG with the frame header (SOF0) saying `width`×`height`. */
function withFrameSize(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const bytes = jpeg.slice();
  const sof = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0);
  const view = new DataView(bytes.buffer);
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return bytes;
}

describe('readPicture', () => {
  it('decodes a 4:2:0 JPEG photo as Chromium does, to within a few grey levels on average', async () => {
    const image = await readPicture(fixture('scanned-seal.jpg'), LIMITS);
    const reference = decodePng(fixture('scanned-seal.chromium.png'));
    expect([image.width, image.height, image.channels, image.alpha]).toEqual([240, 160, 3, undefined]);
    let sum = 0;
    for (let i = 0; i < image.pixels.length; i++) sum += Math.abs(image.pixels[i]! - reference.pixels[i]!);
    expect(sum / image.pixels.length).toBeLessThan(3);
  });

  it('shrinks to the working size and keeps the transparency of a PNG', async () => {
    const png = decodePng(fixture('contract-seal.reference.png'));
    const image = await readPicture(fixture('contract-seal.reference.png'), { ...LIMITS, fitSide: 64 });
    expect(Math.max(image.width, image.height)).toBe(64);
    expect(image.width / image.height).toBeCloseTo(png.width / png.height, 1);
    expect(image.alpha).toBeDefined();
  });

  it('refuses more pixels than allowed from the header, before decoding them', async () => {
    const cpu = startCpuClock();
    const huge = withFrameSize(fixture('scanned-seal.jpg'), 30_000, 30_000);
    expect(await codeOf(() => readPicture(huge, LIMITS))).toBe('SEAL_IMAGE_TOO_LARGE');
    const wide = withFrameSize(fixture('scanned-seal.jpg'), 4100, 100);
    expect(await codeOf(() => readPicture(wide, LIMITS))).toBe('SEAL_IMAGE_TOO_LARGE');
    expect(cpu()).toBeLessThan(1000);
  });

  it('refuses a PNG whose image data inflates to 3 GiB behind a 100×100 header, cheaply', async () => {
    const bomb = pngBomb(3072);
    const cpu = startCpuClock();
    expect(await codeOf(() => readPicture(bomb, LIMITS))).toBe('SEAL_IMAGE_INVALID');
    expect(cpu()).toBeLessThan(1000);
  });

  it('refuses what is not an allowed picture, and every damaged JPEG decodes or is refused', async () => {
    const jpeg = fixture('scanned-seal.jpg');
    expect(await codeOf(() => readPicture(jpeg.subarray(0, 300), LIMITS))).toBe('SEAL_IMAGE_INVALID');
    expect(await codeOf(() => readPicture(jpeg, { maxSide: 4000, formats: ['png'] }))).toBe('SEAL_IMAGE_INVALID');
    expect(await codeOf(() => readPicture(new TextEncoder().encode('%PDF-1.7'), LIMITS))).toBe('SEAL_IMAGE_INVALID');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const outcomes = new Set<string>();
    for (let round = 0; round < 60; round++) {
      const bytes = jpeg.slice();
      for (let flips = 1 + Math.floor(random() * 4); flips > 0; flips--) {
        bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      }
      outcomes.add((await codeOf(() => readPicture(bytes, LIMITS))) ?? 'decoded');
    }
    const others = [...outcomes].filter((o) => !['decoded', 'SEAL_IMAGE_INVALID', 'SEAL_IMAGE_TOO_LARGE'].includes(o));
    expect(others).toEqual([]);
  });
});
