// A minimal PNG encoder (8-bit truecolour RGB, or RGBA for pictures with transparency; no
// interlace, filter type 0 on every row) so the captchas need no image library. Rows are left
// unfiltered: the images are small and noisy.
import { deflateSync } from 'node:zlib';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const COLOUR_TYPE_RGB = 2;
const COLOUR_TYPE_RGBA = 6;

export interface EncodePngOptions {
  /** The pixels carry a fourth byte, alpha (0 transparent … 255 opaque, not premultiplied). */
  alpha?: boolean;
}

/**
 * Encodes `pixels` (width × height pixels row by row, 3 bytes each — or 4 with `alpha`) as a
 * PNG file.
 */
export function encodePng(
  width: number,
  height: number,
  pixels: Uint8Array,
  options: EncodePngOptions = {},
): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`PNG size must be positive integers, got ${width}×${height}`);
  }
  const channels = options.alpha ? 4 : 3;
  const stride = width * channels;
  if (pixels.length !== stride * height) {
    const layout = options.alpha ? 'RGBA' : 'RGB';
    throw new Error(`PNG pixel data must be ${stride * height} bytes (${layout}), got ${pixels.length}`);
  }

  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, options.alpha ? COLOUR_TYPE_RGBA : COLOUR_TYPE_RGB, 0, 0, 0], 8); // bit depth, colour type, compression, filter, interlace

  const raw = new Uint8Array((stride + 1) * height); // each row: filter byte 0, then its pixels
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);

  return concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length))); // CRC covers type + data
  return out;
}

let crcTable: Uint32Array | undefined;

/** CRC-32 as PNG defines it (ISO 3309, reflected polynomial 0xEDB88320). */
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
