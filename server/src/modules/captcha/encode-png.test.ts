import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './encode-png';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function chunks(png: Uint8Array) {
  const buffer = Buffer.from(png);
  const found: { type: string; data: Buffer; crc: number }[] = [];
  for (let offset = 8; offset < buffer.length;) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    found.push({
      type,
      data: buffer.subarray(offset + 8, offset + 8 + length),
      crc: buffer.readUInt32BE(offset + 8 + length),
    });
    offset += 12 + length;
  }
  return found;
}

describe('encodePng', () => {
  // A 3×2 image whose every byte differs, so any shuffling of rows or channels shows.
  const rgb = Uint8Array.from({ length: 3 * 2 * 3 }, (_, i) => i * 13);

  it('writes the signature and an IHDR for 8-bit truecolour RGB', () => {
    const png = encodePng(3, 2, rgb);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const [header] = chunks(png);
    expect(header?.type).toBe('IHDR');
    expect(header?.data.readUInt32BE(0)).toBe(3);
    expect(header?.data.readUInt32BE(4)).toBe(2);
    expect([...(header?.data.subarray(8) ?? [])]).toEqual([8, 2, 0, 0, 0]);
  });

  it('ends with IEND and gives every chunk a correct CRC-32', () => {
    const found = chunks(encodePng(3, 2, rgb));
    expect(found.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of found) expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type), chunk.data])));
    expect(found[2]?.crc).toBe(0xae426082); // the well-known CRC of an empty IEND
  });

  it('stores the pixels unfiltered, row by row, so they decode back exactly', () => {
    const raw = inflateSync(chunks(encodePng(3, 2, rgb))[1]!.data);
    expect(raw).toHaveLength(2 * (1 + 3 * 3));
    expect([raw[0], raw[10]]).toEqual([0, 0]);
    expect([...raw.subarray(1, 10), ...raw.subarray(11)]).toEqual([...rgb]);
  });

  it('rejects pixel data that does not match the size', () => {
    expect(() => encodePng(3, 2, rgb.subarray(1))).toThrow(/18 bytes/);
    expect(() => encodePng(0, 2, new Uint8Array())).toThrow(/positive integers/);
  });

  it('writes 8-bit RGBA (colour type 6) with four bytes a pixel when asked for alpha', () => {
    const rgba = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => i * 11);
    const [header, data] = chunks(encodePng(3, 2, rgba, { alpha: true }));
    expect([...(header?.data.subarray(8) ?? [])]).toEqual([8, 6, 0, 0, 0]);
    const raw = inflateSync(data!.data);
    expect(raw).toHaveLength(2 * (1 + 3 * 4));
    expect([raw[0], raw[13]]).toEqual([0, 0]);
    expect([...raw.subarray(1, 13), ...raw.subarray(14)]).toEqual([...rgba]);
    expect(() => encodePng(3, 2, rgb, { alpha: true })).toThrow(/24 bytes \(RGBA\)/);
  });
});
