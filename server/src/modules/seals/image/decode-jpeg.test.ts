// The baseline JPEG decoder against Chromium's decoding of the same file (a photo of a seal on
// paper, 4:2:0 chroma as cameras write it), and its refusals.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError } from '@ecsign/core/errors';
import { decodePng } from '@ecsign/core/pdf';
import { decodeJpeg } from './decode-jpeg';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))));

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return undefined;
}

describe('decodeJpeg', () => {
  it('decodes a 4:2:0 photo as Chromium does, to within a grey level on average', () => {
    const image = decodeJpeg(fixture('scanned-seal.jpg'));
    const reference = decodePng(fixture('scanned-seal.chromium.png'));
    expect([image.width, image.height, image.channels]).toEqual([240, 160, 3]);
    let sum = 0;
    for (let i = 0; i < image.pixels.length; i++) sum += Math.abs(image.pixels[i]! - reference.pixels[i]!);
    expect(sum / image.pixels.length).toBeLessThan(1.5);
    // Paper, the red ring and the blue block where they were drawn.
    const at = (x: number, y: number) => [...image.pixels.subarray(3 * (y * 240 + x), 3 * (y * 240 + x) + 3)];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, i) => Math.abs(value - expected[i]!) <= 12);
    expect(near(at(10, 10), [236, 231, 219])).toBe(true);
    expect(near(at(180, 80), [205, 25, 35])).toBe(true);
    expect(near(at(120, 80), [30, 40, 120])).toBe(true);
  });

  it('refuses truncated, progressive and non-JPEG data', () => {
    const bytes = fixture('scanned-seal.jpg');
    expect(codeOf(() => decodeJpeg(bytes.subarray(0, 300)))).toBe('SEAL_IMAGE_INVALID');
    expect(codeOf(() => decodeJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47])))).toBe('SEAL_IMAGE_INVALID');
    // The same file with its frame marker turned into SOF2 (progressive).
    const progressive = bytes.slice();
    const sof = progressive.findIndex((byte, i) => byte === 0xff && progressive[i + 1] === 0xc0);
    progressive[sof + 1] = 0xc2;
    expect(codeOf(() => decodeJpeg(progressive))).toBe('SEAL_IMAGE_INVALID');
  });

  it('survives damaged files: every mutation decodes or is refused with the catalogue code', () => {
    const original = fixture('scanned-seal.jpg');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const outcomes = new Set<string>();
    for (let round = 0; round < 300; round++) {
      const bytes = original.slice();
      for (let flips = 1 + Math.floor(random() * 4); flips > 0; flips--) {
        bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      }
      const code = codeOf(() => decodeJpeg(bytes));
      outcomes.add(code ?? 'decoded');
    }
    expect([...outcomes].filter((outcome) => outcome !== 'decoded' && outcome !== 'SEAL_IMAGE_INVALID')).toEqual([]);
  });
});
