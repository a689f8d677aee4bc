// An uploaded or drawn seal image as sent (base64, or a data: URL) → its PNG bytes. Checked by
// content, never by a file name: the PNG signature, the size limit (5 MB) and a decodable image.
// JPEG and other pictures are converted to PNG by the portal before they are sent, which is why
// the catalogue's text says only PNG is supported.
import { AppError } from '@ecsign/core/errors';
import { SEAL_IMAGE_MAX_BYTES } from '@ecsign/core/model';
import { decodePng, type DecodedImage } from '@ecsign/core/pdf';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Larger pictures are refused rather than shrunk: a seal needs no more than this. */
const MAX_SIDE = 4000;

export function readSealUpload(input: string): { bytes: Uint8Array; image: DecodedImage } {
  const base64 = input.replace(/^data:[a-z/+.-]+;base64,/i, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('SEAL_IMAGE_INVALID', { internal: 'not base64' });
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > SEAL_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { internal: `seal image of ${bytes.length} bytes` });
  }
  if (!PNG.every((byte, index) => bytes[index] === byte)) {
    throw new AppError('SEAL_IMAGE_INVALID', { internal: 'no PNG signature' });
  }
  const image = decodePng(bytes); // throws SEAL_IMAGE_INVALID for a damaged file
  if (image.width > MAX_SIDE || image.height > MAX_SIDE) {
    throw new AppError('SEAL_IMAGE_INVALID', { internal: `image ${image.width}×${image.height} is too large` });
  }
  return { bytes, image };
}
