// An uploaded or drawn seal image as sent (base64, or a data: URL) → its pixels. Checked by
// content, never by a file name: the PNG or JPEG signature, the size limit (5 MB) and a decodable
// image (baseline JPEG; the portal re-encodes other pictures as PNG before sending).
import { AppError } from '@ecsign/core/errors';
import { SEAL_IMAGE_MAX_BYTES } from '@ecsign/core/model';
import { decodePng, type DecodedImage } from '@ecsign/core/pdf';
import { decodeJpeg } from './image/decode-jpeg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** Larger pictures are refused rather than shrunk: a seal needs no more than this. */
const MAX_SIDE = 4000;

export function readSealUpload(input: string): { bytes: Uint8Array; image: DecodedImage } {
  const base64 = input.replace(/^data:[a-z/+.-]+;base64,/i, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('SEAL_IMAGE_INVALID', { internal: 'not base64' });
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > SEAL_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { internal: `seal image of ${bytes.length} bytes` });
  }
  const startsWith = (magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
  let image: DecodedImage;
  if (startsWith(PNG))
    image = decodePng(bytes); // throws SEAL_IMAGE_INVALID for a damaged file
  else if (startsWith(JPEG)) image = decodeJpeg(bytes);
  else throw new AppError('SEAL_IMAGE_INVALID', { internal: 'neither a PNG nor a JPEG signature' });
  if (image.width > MAX_SIDE || image.height > MAX_SIDE) {
    throw new AppError('SEAL_IMAGE_INVALID', { internal: `image ${image.width}×${image.height} is too large` });
  }
  return { bytes, image };
}
