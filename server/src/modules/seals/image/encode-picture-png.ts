// RGBA pixels → a PNG, encoded by libvips through sharp in its own threads, off the event loop
// (a cleaned seal or signature photo is up to a million pixels).
import sharp from 'sharp';

export async function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Promise<Uint8Array> {
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.length);
}
