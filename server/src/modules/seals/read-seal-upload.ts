// An uploaded or drawn seal image as sent (base64, or a data: URL) → its pixels. Checked by
// content, never by a file name: the PNG or JPEG signature, the size limit (5 MB), at most 4000
// pixels a side, decoded by libvips (image/read-picture.ts). The picture is shrunk to 1200 pixels
// a side at most: more is no sharper on paper (a 42 mm seal at 1200 px is over 700 dpi) and the
// background removal that follows works on every pixel.
import { AppError } from '@ecsign/core/errors';
import { SEAL_IMAGE_MAX_BYTES } from '@ecsign/core/model';
import type { DecodedImage } from '@ecsign/core/pdf';
import { readPicture } from './image/read-picture';

/** Larger pictures are refused rather than shrunk: a seal needs no more than this. */
const MAX_SIDE = 4000;
const WORKING_SIDE = 1200;

export async function readSealUpload(input: string): Promise<{ bytes: Uint8Array; image: DecodedImage }> {
  const base64 = input.replace(/^data:[a-z/+.-]+;base64,/i, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('SEAL_IMAGE_INVALID', { internal: 'not base64' });
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > SEAL_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { internal: `seal image of ${bytes.length} bytes` });
  }
  const image = await readPicture(bytes, { maxSide: MAX_SIDE, fitSide: WORKING_SIDE, formats: ['png', 'jpeg'] });
  return { bytes, image };
}
