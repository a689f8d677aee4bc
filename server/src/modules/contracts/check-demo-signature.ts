// Checks the visitor's drawn signature before it goes on a PDF: a real PNG (decoded in full, not
// trusted by its prefix), of a sensible size for a signature pad, with some ink on it — a blank
// pad is refused rather than signed invisibly.
import { AppError } from '@ecsign/core/errors';
import { decodePng } from '@ecsign/core/pdf';

/** Bytes of the decoded PNG, at most; the request schema bounds the base64 text too. */
export const MAX_DEMO_SIGNATURE_BYTES = 512 * 1024;
const MAX_SIDE = 2000;
const MIN_SIDE = 16;
/** Pixels that must differ from the background: a dot or a slip of the finger is not a signature. */
const MIN_INK_PIXELS = 20;

export function checkDemoSignature(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length === 0 || bytes.length > MAX_DEMO_SIGNATURE_BYTES) {
    throw new AppError('SEAL_IMAGE_INVALID', { internal: `demo signature of ${bytes.length} bytes` });
  }
  const image = decodePng(bytes);
  const { width, height } = image;
  if (width < MIN_SIDE || height < MIN_SIDE || width > MAX_SIDE || height > MAX_SIDE) {
    throw new AppError('SEAL_IMAGE_INVALID', { internal: `demo signature of ${width}x${height} px` });
  }
  if (inkPixels(image) < MIN_INK_PIXELS) throw new AppError('PDF_SEAL_EMPTY', { internal: 'blank demo signature' });
  return bytes;
}

/** Opaque pixels darker than near-white: a pad draws dark strokes on transparent or white. */
function inkPixels(image: ReturnType<typeof decodePng>): number {
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
