// A drawn or uploaded signature picture made ready to stamp: the upload checks of read-seal-upload.ts
// (PNG or JPEG by content, 5 MB, 4000 px a side, decode budget), the paper removed, a transparent
// PNG, and the printed size of a handwritten signature. One owner for "my signature picture": the
// signature list (add-signature.ts) and a signature drawn on the signing page use it alike.
import { AppError } from '@ecsign/core/errors';
import { encodeRgbaPng } from './image/encode-picture-png';
import { removeBackground } from './image/remove-background';
import { readSealUpload } from './read-seal-upload';
import { uploadedSealSize } from './signature-size';

export interface InkSignature {
  png: Uint8Array;
  widthMm: number;
  heightMm: number;
}

export async function prepareInkSignature(imageBase64: string): Promise<InkSignature> {
  const { image } = await readSealUpload(imageBase64);
  const clean = removeBackground(image);
  if (!clean) throw new AppError('SEAL_IMAGE_INVALID', { internal: 'the picture has no ink' });
  return {
    png: await encodeRgbaPng(clean.width, clean.height, clean.rgba),
    ...uploadedSealSize('SIGNATURE', clean.width, clean.height),
  };
}
