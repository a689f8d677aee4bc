// Checks the visitor's drawn signature before it goes on a PDF (the open /demo page, no login):
// a real PNG, decoded in full by libvips off the event loop (image/read-picture.ts: its image
// data inflated only up to what its header declares, its pixels bounded before decoding), of a
// sensible size for a signature pad, with some ink on it — a blank pad is refused rather than
// signed invisibly. What goes on the PDF is the picture re-encoded from the decoded pixels, never
// the visitor's bytes.
import { AppError } from '@ecsign/core/errors';
import type { DecodedImage } from '@ecsign/core/pdf';
import { encodeRgbaPng } from '../seals/image/encode-picture-png';
import { readPicture } from '../seals/image/read-picture';

/** Bytes of the decoded PNG, at most; the request schema bounds the base64 text too. */
export const MAX_DEMO_SIGNATURE_BYTES = 512 * 1024;
const MAX_SIDE = 2000;
const MIN_SIDE = 16;
/** Pixels that must differ from the background: a dot or a slip of the finger is not a signature. */
const MIN_INK_PIXELS = 20;

export async function checkDemoSignature(dataUrl: string): Promise<Uint8Array> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length === 0 || bytes.length > MAX_DEMO_SIGNATURE_BYTES) {
    throw new AppError('SEAL_IMAGE_INVALID', { internal: `demo signature of ${bytes.length} bytes` });
  }
  const image = await readPicture(bytes, { maxSide: MAX_SIDE, formats: ['png'] });
  const { width, height } = image;
  if (width < MIN_SIDE || height < MIN_SIDE) {
    throw new AppError('SEAL_IMAGE_INVALID', { internal: `demo signature of ${width}x${height} px` });
  }
  if (inkPixels(image) < MIN_INK_PIXELS) throw new AppError('PDF_SEAL_EMPTY', { internal: 'blank demo signature' });
  return encodeRgbaPng(width, height, rgbaOf(image));
}

/** Opaque pixels darker than near-white: a pad draws dark strokes on transparent or white. */
function inkPixels(image: DecodedImage): number {
  const { pixels, alpha, channels, width, height } = image;
  let ink = 0;
  for (let i = 0; i < width * height; i += 1) {
    if (alpha && alpha[i]! < 32) continue;
    let darkest = 255;
    for (let c = 0; c < channels; c += 1) darkest = Math.min(darkest, pixels[i * channels + c]!);
    if (darkest < 200) ink += 1;
  }
  return ink;
}

function rgbaOf(image: DecodedImage): Uint8Array {
  const { pixels, alpha, width, height } = image;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    rgba.set(pixels.subarray(3 * i, 3 * i + 3), 4 * i);
    rgba[4 * i + 3] = alpha ? alpha[i]! : 255;
  }
  return rgba;
}
