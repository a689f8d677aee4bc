// Test helper: reads back the PNGs encodePng writes (8-bit RGB or RGBA, unfiltered rows) so
// tests can check sizes and pixels. Not a general PNG decoder.
import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  /** PNG colour type from IHDR: 2 RGB, 6 RGBA. */
  colourType: number;
  channels: 3 | 4;
  /** Row by row, `channels` bytes a pixel. */
  pixels: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function decodePngForTests(png: Uint8Array): DecodedPng {
  const buffer = Buffer.from(png);
  if (SIGNATURE.some((byte, i) => buffer[i] !== byte)) throw new Error('not a PNG');
  if (buffer.toString('latin1', 12, 16) !== 'IHDR') throw new Error('IHDR is not the first chunk');
  const [width, height, bitDepth, colourType] = [
    buffer.readUInt32BE(16),
    buffer.readUInt32BE(20),
    buffer[24],
    buffer[25],
  ];
  if (bitDepth !== 8 || (colourType !== 2 && colourType !== 6))
    throw new Error(`unsupported PNG ${bitDepth}/${colourType}`);
  const channels = colourType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let offset = 8; offset < buffer.length; offset += 12 + buffer.readUInt32BE(offset)) {
    const length = buffer.readUInt32BE(offset);
    if (buffer.toString('latin1', offset + 4, offset + 8) === 'IDAT')
      idat.push(buffer.subarray(offset + 8, offset + 8 + length));
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length !== height * (stride + 1)) throw new Error('IDAT has the wrong size');
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    if (raw[y * (stride + 1)] !== 0) throw new Error(`row ${y} is filtered`);
    pixels.set(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)), y * stride);
  }
  return { width, height, colourType, channels, pixels };
}
