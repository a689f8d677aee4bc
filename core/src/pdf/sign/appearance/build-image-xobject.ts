// A PNG as a PDF image XObject (ISO 32000-1 8.9.5): colour samples Flate-compressed, alpha as a
// separate /SMask image (11.6.5.3). Decoding and compressing a seal costs more than the signature
// itself, and a server stamps the same seal on many documents, so the compressed result is
// remembered per image buffer (weakly: it goes when the caller drops the bytes).
import { deflate } from '../../write/deflate';
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfName } from '../../parse/model/pdf-name';
import type { PdfRef } from '../../parse/model/pdf-ref';
import { PdfStream } from '../../parse/model/pdf-stream';
import type { UpdateObject } from '../place-signature-field';
import { decodePng } from './decode-png';

export interface ImageXObject {
  readonly width: number;
  readonly height: number;
  readonly ref: PdfRef;
  readonly objects: UpdateObject[];
}

interface CompressedImage {
  readonly width: number;
  readonly height: number;
  readonly channels: 1 | 3;
  readonly pixels: Uint8Array;
  readonly alpha: Uint8Array | undefined;
}

const cache = new WeakMap<Uint8Array, CompressedImage>();

function compressedImage(png: Uint8Array): CompressedImage {
  let image = cache.get(png);
  if (!image) {
    const decoded = decodePng(png);
    image = {
      width: decoded.width,
      height: decoded.height,
      channels: decoded.channels,
      pixels: deflate(decoded.pixels),
      alpha: decoded.alpha && deflate(decoded.alpha),
    };
    cache.set(png, image);
  }
  return image;
}

function imageStream(width: number, height: number, colorSpace: string, data: Uint8Array, smask?: PdfRef) {
  const dict = new PdfDict({
    Type: new PdfName('XObject'),
    Subtype: new PdfName('Image'),
    Width: width,
    Height: height,
    ColorSpace: new PdfName(colorSpace),
    BitsPerComponent: 8,
    Filter: new PdfName('FlateDecode'),
    Length: data.length,
  });
  if (smask) dict.set('SMask', smask);
  return new PdfStream(dict, data);
}

export function buildImageXObject(png: Uint8Array, allocate: () => PdfRef): ImageXObject {
  const image = compressedImage(png);
  const ref = allocate();
  const objects: UpdateObject[] = [];
  let smask: PdfRef | undefined;
  if (image.alpha) {
    smask = allocate();
    objects.push({ ref: smask, value: imageStream(image.width, image.height, 'DeviceGray', image.alpha) });
  }
  const colorSpace = image.channels === 1 ? 'DeviceGray' : 'DeviceRGB';
  objects.push({ ref, value: imageStream(image.width, image.height, colorSpace, image.pixels, smask) });
  return { width: image.width, height: image.height, ref, objects };
}
