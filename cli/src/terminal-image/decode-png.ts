// Reads a PNG into RGBA pixels, so the CLI can draw the picture captcha in the terminal without
// an image library. Covers what PNG encoders commonly write: 8-bit greyscale, grey+alpha, RGB,
// RGBA and palette images, every filter type, not interlaced.
import { inflateSync } from 'node:zlib';

export interface TRgbaImage {
  width: number;
  height: number;
  /** Row by row, 4 bytes (R, G, B, A) a pixel. */
  pixels: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bytes a pixel for each colour type at 8 bits a sample. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Larger pictures are not captchas; refusing them keeps a hostile server from eating memory. */
const MAX_SIDE = 4096;

export function decodePng(png: Uint8Array): TRgbaImage {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.length < 8 || SIGNATURE.some((byte, i) => bytes[i] !== byte)) throw new Error('not a PNG file');
  let width = 0;
  let height = 0;
  let colourType = -1;
  let palette: Uint8Array = new Uint8Array();
  let transparency: Uint8Array = new Uint8Array();
  const data: Buffer[] = [];
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw new Error(`PNG chunk ${type} is cut short`);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      const [bitDepth, type_, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      colourType = type_ ?? -1;
      if (bitDepth !== 8 || !(colourType in CHANNELS) || interlace !== 0) {
        throw new Error(`unsupported PNG (bit depth ${bitDepth}, colour type ${colourType}, interlace ${interlace})`);
      }
      if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
        throw new Error(`PNG size ${width}×${height} is out of range`);
      }
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (colourType < 0) throw new Error('PNG has no IHDR chunk');
  const channels = CHANNELS[colourType]!;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(data));
  if (raw.length < height * (stride + 1)) throw new Error('PNG image data is too short');
  const samples = unfilter(raw, { height, stride, channels });
  return { width, height, pixels: toRgba(samples, { colourType, palette, transparency, count: width * height }) };
}

/** Undoes the per-row filters (none, sub, up, average, Paeth). */
function unfilter(raw: Uint8Array, shape: { height: number; stride: number; channels: number }): Uint8Array {
  const { height, stride, channels } = shape;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? out[row + x - channels]! : 0;
      const up = y > 0 ? out[row - stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? out[row - stride + x - channels]! : 0;
      const predicted =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? (left + up) >> 1
                : filter === 4
                  ? paeth(left, up, upLeft)
                  : Number.NaN;
      if (Number.isNaN(predicted)) throw new Error(`PNG row ${y} has unknown filter ${filter}`);
      out[row + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function toRgba(
  samples: Uint8Array,
  options: { colourType: number; palette: Uint8Array; transparency: Uint8Array; count: number },
): Uint8Array {
  const { colourType, palette, transparency, count } = options;
  const out = new Uint8Array(count * 4);
  for (let i = 0; i < count; i++) {
    let rgba: [number, number, number, number];
    if (colourType === 0) rgba = [samples[i]!, samples[i]!, samples[i]!, 255];
    else if (colourType === 4) rgba = [samples[i * 2]!, samples[i * 2]!, samples[i * 2]!, samples[i * 2 + 1]!];
    else if (colourType === 2) rgba = [samples[i * 3]!, samples[i * 3 + 1]!, samples[i * 3 + 2]!, 255];
    else if (colourType === 6) rgba = [samples[i * 4]!, samples[i * 4 + 1]!, samples[i * 4 + 2]!, samples[i * 4 + 3]!];
    else {
      const index = samples[i]!;
      if (index * 3 + 2 >= palette.length) throw new Error(`PNG palette has no entry ${index}`);
      rgba = [palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!, transparency[index] ?? 255];
    }
    out.set(rgba, i * 4);
  }
  return out;
}
