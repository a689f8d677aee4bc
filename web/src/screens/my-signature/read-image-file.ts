// A chosen picture file → base64 PNG for an upload. The file is judged by its content (PNG or JPEG
// signature), never by its name; JPEG photos are re-encoded as PNG here (the server reads PNG), and
// very large photos are scaled down to 2000 px first. Anything else is refused before sending.
import { SEAL_IMAGE_MAX_BYTES } from '@ecsign/core/model';

const MAX_SIDE = 2000;

export class UnreadableImageError extends Error {}

export async function readImageFile(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isPng = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte);
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!isPng && !isJpeg) throw new UnreadableImageError('not a PNG or JPEG picture');
  if (isPng && bytes.length <= SEAL_IMAGE_MAX_BYTES) return toBase64(bytes);
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart])).catch(() => {
    throw new UnreadableImageError('the picture cannot be decoded');
  });
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new UnreadableImageError('no canvas');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
