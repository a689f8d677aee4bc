// PNG decoding (ISO/IEC 15948) for seal and handwritten-signature images: every colour type,
// bit depths 1–16, palettes with tRNS transparency, Adam7 interlacing. The result is 8-bit
// samples with the alpha channel split out, which is how a PDF image wants it (colour in the
// image, alpha in its /SMask). Anything malformed is the catalogue's SEAL_IMAGE_INVALID; more
// pixels than MAX_PNG_PIXELS is SEAL_IMAGE_TOO_LARGE. The image data is inflated only up to what
// the header declares (read-png-structure.ts), so a decompression bomb stops after a few chunks.
import { AppError } from '../../../errors/app-error';
import { flateDecode } from '../../parse/filters/flate-decode';
import { allocateImage, expandSamples } from './expand-png-samples';
import { pngBitsPerPixel, pngPasses, readPngStructure } from './read-png-structure';
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

export function decodePng(bytes: Uint8Array): DecodedImage {
  const { header, palette, transparency, compressed, inflatedBytes } = readPngStructure(bytes);
  const invalid = (why: string) => new AppError('SEAL_IMAGE_INVALID', { internal: `PNG: ${why}` });
  // One byte past the declared size tells "more data than the image" from "exactly the image".
  const inflated = flateDecode(compressed, inflatedBytes + 1);
  if (inflated.data.length > inflatedBytes) throw invalid('the image data inflates past what the header declares');
  if (!inflated.complete && inflated.data.length < inflatedBytes) throw invalid('image data does not inflate');
  const raw = inflated.data;
  const { width, height } = header;
  const bitsPerPixel = pngBitsPerPixel(header);
  const out = allocateImage(header);
  let offset = 0;
  for (const [x0, y0, dx, dy] of pngPasses(header)) {
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
