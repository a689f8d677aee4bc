// PNG decoding (ISO/IEC 15948) for seal and handwritten-signature images: every colour type,
// bit depths 1–16, palettes with tRNS transparency, Adam7 interlacing. The result is 8-bit
// samples with the alpha channel split out, which is how a PDF image wants it (colour in the
// image, alpha in its /SMask). Anything malformed is the catalogue's SEAL_IMAGE_INVALID.
import { unzlibSync } from 'fflate';
import { AppError } from '../../../errors/app-error';
import { concatBytes } from '../../asn1/concat-bytes';
import { allocateImage, expandSamples, type PngHeader } from './expand-png-samples';
import { unfilterScanlines } from './unfilter-png-scanlines';

export interface DecodedImage {
  readonly width: number;
  readonly height: number;
  /** 1 (grey) or 3 (RGB) samples per pixel. */
  readonly channels: 1 | 3;
  readonly pixels: Uint8Array;
  /** One byte per pixel; undefined when every pixel is opaque. */
  readonly alpha: Uint8Array | undefined;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A seal is a few hundred pixels a side; this bounds memory for a hostile file. */
const MAX_PIXELS = 40_000_000;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

export function decodePng(bytes: Uint8Array): DecodedImage {
  if (bytes.length === 0) throw new AppError('PDF_SEAL_EMPTY', { internal: 'the appearance image has 0 bytes' });
  const invalid = (why: string) => new AppError('SEAL_IMAGE_INVALID', { internal: `PNG: ${why}` });
  if (bytes.length < 8 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw invalid('not a PNG file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: PngHeader | undefined;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) throw invalid(`chunk ${type} is truncated`);
    at += 12 + length;
    if (type === 'IHDR' && length >= 13) {
      const fields = new DataView(data.buffer, data.byteOffset, length);
      header = {
        width: fields.getUint32(0),
        height: fields.getUint32(4),
        bitDepth: data[8]!,
        colorType: data[9]!,
        interlaced: data[12] === 1,
      };
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
  }
  if (!header) throw invalid('no IHDR chunk');
  const { width, height, bitDepth, colorType } = header;
  const channels = CHANNELS[colorType];
  if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth)) throw invalid(`colour type ${colorType}, depth ${bitDepth}`);
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) throw invalid(`size ${width}×${height}`);
  if (colorType === 3 && !palette) throw invalid('palette image without PLTE');
  let raw: Uint8Array;
  try {
    raw = unzlibSync(concatBytes(idat));
  } catch (error) {
    throw invalid(`image data does not inflate: ${(error as Error).message}`);
  }
  const bitsPerPixel = channels * bitDepth;
  const passes = header.interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  const out = allocateImage(header);
  let offset = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    const stride = Math.ceil((w * bitsPerPixel) / 8);
    const size = (stride + 1) * h;
    if (offset + size > raw.length) throw invalid('image data is shorter than the image');
    const lines = unfilterScanlines(raw.subarray(offset, offset + size), stride, h, Math.max(1, bitsPerPixel >> 3));
    if (!lines) throw invalid('unknown scanline filter');
    offset += size;
    expandSamples(out, header, lines, stride, { x0, y0, dx, dy, w, h }, palette, transparency);
  }
  return Object.freeze({
    width,
    height,
    channels: out.channels,
    pixels: out.pixels,
    alpha: out.alpha.some((a) => a !== 255) ? out.alpha : undefined,
  });
}
