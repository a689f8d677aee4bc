// The chunks of a PNG (ISO/IEC 15948) without inflating anything: the header, the palette, the
// transparency and the compressed image data, plus how many bytes that data must inflate to. A
// decoder inflates at most that many bytes, so a file whose few megabytes of IDAT would inflate to
// gigabytes behind a small header costs no more than the header declares (R-my-signature: anyone
// may upload a signature picture; the public demo signing page takes a drawn one with no login).
import { AppError } from '../../../errors/app-error';
import { concatBytes } from '../../asn1/concat-bytes';
import type { PngHeader } from './expand-png-samples';

export interface PngStructure {
  readonly header: PngHeader;
  readonly palette: Uint8Array | undefined;
  readonly transparency: Uint8Array | undefined;
  /** The IDAT chunks' data, joined: one zlib stream. */
  readonly compressed: Uint8Array;
  /** Bytes the image data inflates to: each pass's rows, each row with its filter byte. */
  readonly inflatedBytes: number;
}

/** One Adam7 pass: first column and row, then the steps between its pixels. */
export type PngPass = readonly [x0: number, y0: number, dx: number, dy: number];

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/**
 * The most pixels a PNG may have here: 4096 × 4096. A seal or a signature is a few hundred pixels
 * a side; the bound keeps the decoded image (four bytes a pixel) under 64 MiB in a browser too.
 */
export const MAX_PNG_PIXELS = 4096 * 4096;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const SINGLE_PASS: readonly PngPass[] = [[0, 0, 1, 1]];
const ADAM7: readonly PngPass[] = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

export function pngPasses(header: PngHeader): readonly PngPass[] {
  return header.interlaced ? ADAM7 : SINGLE_PASS;
}

/** Bits per pixel of a header already checked by readPngStructure. */
export function pngBitsPerPixel(header: PngHeader): number {
  return CHANNELS[header.colorType]! * header.bitDepth;
}

/** Answers the file's structure, or throws SEAL_IMAGE_INVALID (PDF_SEAL_EMPTY for no bytes). */
export function readPngStructure(bytes: Uint8Array): PngStructure {
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
  if (width === 0 || height === 0) throw invalid(`size ${width}×${height}`);
  if (width * height > MAX_PNG_PIXELS) {
    throw new AppError('SEAL_IMAGE_TOO_LARGE', { internal: `PNG of ${width}×${height} pixels` });
  }
  if (colorType === 3 && !palette) throw invalid('palette image without PLTE');
  return { header, palette, transparency, compressed: concatBytes(idat), inflatedBytes: inflatedSize(header) };
}

function inflatedSize(header: PngHeader): number {
  const bitsPerPixel = pngBitsPerPixel(header);
  let total = 0;
  for (const [x0, y0, dx, dy] of pngPasses(header)) {
    const w = Math.ceil((header.width - x0) / dx);
    const h = Math.ceil((header.height - y0) / dy);
    if (w > 0 && h > 0) total += (Math.ceil((w * bitsPerPixel) / 8) + 1) * h;
  }
  return total;
}
