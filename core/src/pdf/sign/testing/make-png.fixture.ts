/// <reference types="node" />
// A PNG encoder for tests, independent of the decoder under test: node:zlib deflates, every
// scanline gets the filter asked for, and the samples are packed at the bit depth asked for.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export interface PngSpec {
  width: number;
  height: number;
  colorType: 0 | 2 | 3 | 4 | 6;
  bitDepth?: 1 | 2 | 4 | 8 | 16;
  /** Samples per pixel in file order (palette index for type 3), at the bit depth's range. */
  sample: (x: number, y: number) => number[];
  palette?: number[][];
  trns?: number[];
  /** Filter type per scanline, counted over all passes (default: line % 5, every filter used). */
  filter?: (line: number) => number;
  /** Adam7 interlacing. */
  interlace?: boolean;
}

const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

export function makePng(spec: PngSpec): Uint8Array {
  const depth = spec.bitDepth ?? 8;
  const perPixel = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[spec.colorType];
  const bitsPerPixel = perPixel * depth;
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const chunks: Buffer[] = [];
  const passes = spec.interlace ? ADAM7 : [[0, 0, 1, 1]];
  let lineNumber = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((spec.width - x0!) / dx!);
    const h = Math.ceil((spec.height - y0!) / dy!);
    if (w <= 0 || h <= 0) continue;
    const stride = Math.ceil((w * bitsPerPixel) / 8);
    const raw = Buffer.alloc((stride + 1) * h);
    let previous = new Uint8Array(stride);
    for (let y = 0; y < h; y++) {
      const line = new Uint8Array(stride);
      for (let x = 0; x < w; x++) {
        spec.sample(x0! + x * dx!, y0! + y * dy!).forEach((value, s) => {
          const index = x * perPixel + s;
          if (depth === 16) {
            line[2 * index] = value >> 8;
            line[2 * index + 1] = value & 0xff;
          } else if (depth === 8) line[index] = value;
          else {
            const bit = index * depth;
            line[bit >> 3]! |= value << (8 - depth - (bit & 7));
          }
        });
      }
      const filter = spec.filter ? spec.filter(lineNumber++) : lineNumber++ % 5;
      raw[y * (stride + 1)] = filter;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? line[i - bpp]! : 0;
        const b = previous[i]!;
        const c = i >= bpp ? previous[i - bpp]! : 0;
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        const predictor = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
        raw[y * (stride + 1) + 1 + i] = (line[i]! - predictor) & 0xff;
      }
      previous = line;
    }
    chunks.push(raw);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(spec.width, 0);
  ihdr.writeUInt32BE(spec.height, 4);
  ihdr[8] = depth;
  ihdr[9] = spec.colorType;
  ihdr[12] = spec.interlace ? 1 : 0;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  if (spec.palette) parts.push(chunk('PLTE', Uint8Array.from(spec.palette.flat())));
  if (spec.trns) parts.push(chunk('tRNS', Uint8Array.from(spec.trns)));
  // Split the image data over two IDAT chunks, as encoders do for big images.
  const data = deflateSync(Buffer.concat(chunks));
  const half = data.length >> 1;
  parts.push(
    chunk('IDAT', data.subarray(0, half)),
    chunk('IDAT', data.subarray(half)),
    chunk('IEND', new Uint8Array()),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * The seal of the rendering tests: opaque red in its top half, opaque blue in its bottom half,
 * a transparent border — so a rendering shows where it is and which way up.
 */
export function twoToneSeal(size = 64): Uint8Array {
  const border = size / 8;
  return makePng({
    width: size,
    height: size,
    colorType: 6,
    sample: (x, y) => {
      const inside = x >= border && x < size - border && y >= border && y < size - border;
      return y < size / 2 ? [230, 0, 0, inside ? 255 : 0] : [0, 0, 230, inside ? 255 : 0];
    },
  });
}
