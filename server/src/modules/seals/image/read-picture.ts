// An uploaded picture (a seal, a signature, a signature drawn on the public demo page) → 8-bit
// pixels, decoded by libvips through sharp: in its own threads, off the event loop, refusing more
// pixels than `maxSide`² from the header before decoding (limitInputPixels) and any side longer
// than `maxSide`. A PNG's image data is first inflated natively (also off the event loop) only up
// to the bytes its header declares, so a decompression bomb behind a small header is refused after
// a few kilobytes instead of being worked through (libpng alone would stop reading the extra data
// but accept the file). Damaged or foreign data is SEAL_IMAGE_INVALID; too many pixels
// SEAL_IMAGE_TOO_LARGE (R-my-signature, R-seal-manage).
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { AppError } from '@ecsign/core/errors';
import { readPngStructure, type DecodedImage } from '@ecsign/core/pdf';
import sharp, { type OutputInfo } from 'sharp';

const inflateAsync = promisify(inflate);
// Decoded pictures are used once: libvips' operation cache would only keep their memory.
sharp.cache(false);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export interface PictureLimits {
  /** The longest side accepted, in pixels. */
  readonly maxSide: number;
  /** Shrinks (never enlarges) the picture to fit this many pixels a side. */
  readonly fitSide?: number;
  /** Which formats the input may be in. */
  readonly formats: readonly ('png' | 'jpeg')[];
}

export async function readPicture(bytes: Uint8Array, limits: PictureLimits): Promise<DecodedImage> {
  const startsWith = (magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
  const format = startsWith(PNG) ? 'png' : startsWith(JPEG) ? 'jpeg' : undefined;
  if (!format || !limits.formats.includes(format)) {
    throw new AppError('SEAL_IMAGE_INVALID', { internal: `not one of ${limits.formats.join(', ')}` });
  }
  if (format === 'png') await assertPngDataWithinHeader(bytes);
  const options = { limitInputPixels: limits.maxSide * limits.maxSide, failOn: 'truncated' } as const;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const { width = 0, height = 0 } = await sharp(bytes, options).metadata();
    if (width > limits.maxSide || height > limits.maxSide) {
      throw new AppError('SEAL_IMAGE_TOO_LARGE', {
        internal: `picture of ${width}×${height} pixels`,
        details: { maxSide: limits.maxSide },
      });
    }
    let pipeline = sharp(bytes, options).rotate(); // turned upright as the camera's EXIF says
    if (limits.fitSide) {
      pipeline = pipeline.resize(limits.fitSide, limits.fitSide, { fit: 'inside', withoutEnlargement: true });
    }
    decoded = await pipeline
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = (error as Error).message;
    if (/pixel limit/i.test(message)) {
      throw new AppError('SEAL_IMAGE_TOO_LARGE', { internal: message, details: { maxSide: limits.maxSide } });
    }
    throw new AppError('SEAL_IMAGE_INVALID', { internal: `${format}: ${message}` });
  }
  return splitAlpha(decoded.data, decoded.info.width, decoded.info.height);
}

/** Inflates the PNG's image data natively, stopping one chunk past what the header declares. */
async function assertPngDataWithinHeader(bytes: Uint8Array): Promise<void> {
  const { compressed, inflatedBytes } = readPngStructure(bytes); // SEAL_IMAGE_INVALID, SEAL_IMAGE_TOO_LARGE
  try {
    await inflateAsync(compressed, { maxOutputLength: inflatedBytes });
  } catch (error) {
    const tooLong = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new AppError('SEAL_IMAGE_INVALID', {
      internal: tooLong ? 'PNG: the image data inflates past what the header declares' : 'PNG: data does not inflate',
    });
  }
}

/** RGBA → RGB plus an alpha plane (none when every pixel is opaque), as DecodedImage has it. */
function splitAlpha(rgba: Uint8Array, width: number, height: number): DecodedImage {
  const pixels = new Uint8Array(width * height * 3);
  const alpha = new Uint8Array(width * height);
  let opaque = true;
  for (let i = 0; i < width * height; i += 1) {
    pixels[3 * i] = rgba[4 * i]!;
    pixels[3 * i + 1] = rgba[4 * i + 1]!;
    pixels[3 * i + 2] = rgba[4 * i + 2]!;
    alpha[i] = rgba[4 * i + 3]!;
    if (alpha[i] !== 255) opaque = false;
  }
  return { width, height, channels: 3, pixels, alpha: opaque ? undefined : alpha };
}
