// Test pictures for the seal tests: a pad drawing (dark strokes on a transparent ground), a phone
// photo of a signature (dark ink on greyish paper), both as base64 PNG, and a PNG reader.
import { decodePng } from '@ecsign/core/pdf';
import { encodePng } from '../modules/captcha/encode-png';

/** A transparent 300×120 picture with a thick dark diagonal stroke, as the signature pad exports. */
export function padDrawingBase64(): string {
  const [w, h] = [300, 120];
  const rgba = new Uint8Array(w * h * 4);
  for (let x = 40; x < 260; x++) {
    const y = Math.round(30 + ((x - 40) / 220) * 60);
    for (let dy = -3; dy <= 3; dy++) rgba.set([17, 17, 17, 255], 4 * ((y + dy) * w + x));
  }
  return Buffer.from(encodePng(w, h, rgba, { alpha: true })).toString('base64');
}

/** An opaque 400×200 photo: paper of colour (235, 230, 220) with a dark blue block of ink in the middle. */
export function paperPhotoBase64(): string {
  const [w, h] = [400, 200];
  const rgb = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) rgb.set([235, 230, 220], 3 * i);
  for (let y = 80; y < 120; y++) for (let x = 100; x < 300; x++) rgb.set([30, 40, 120], 3 * (y * w + x));
  return Buffer.from(encodePng(w, h, rgb)).toString('base64');
}

/** Alpha at (x, y) of a PNG, and its size. */
export function readPng(bytes: Uint8Array) {
  const image = decodePng(bytes);
  return {
    width: image.width,
    height: image.height,
    alphaAt: (x: number, y: number) => image.alpha?.[y * image.width + x] ?? 255,
    rgbAt: (x: number, y: number) => {
      const i = y * image.width + x;
      return image.channels === 3
        ? [image.pixels[3 * i]!, image.pixels[3 * i + 1]!, image.pixels[3 * i + 2]!]
        : [image.pixels[i]!, image.pixels[i]!, image.pixels[i]!];
    },
  };
}
