// Draws the block-puzzle pictures: the 310×155 background with a shaded, outlined hole where
// the piece was cut out at (x, y), and the jigsaw strip — SLIDER_BLOCK_SIZE wide and as tall as
// the picture, transparent except for the piece at the hole's height — that the client slides
// over the picture. Placing the strip's left edge at x fills the hole exactly.
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, SLIDER_BLOCK_SIZE } from '@ecsign/core/captcha';
import { createJigsawShape } from './create-jigsaw-shape';
import { encodePng } from './encode-png';
import { paintBackground } from './paint-background';
import { RgbCanvas } from './rgb-canvas';

export interface BlockPuzzleOptions {
  /** Top-left corner of the piece's box in the picture. */
  x: number;
  y: number;
  /** Uniform in [0, 1), for the background and the piece's shape. */
  random?: () => number;
}

export interface BlockPuzzlePictures {
  original: Uint8Array;
  jigsaw: Uint8Array;
}

const SHADOW_PX = 3; // the piece casts a soft shadow this wide on the strip
const RIM_PX = 1.3; // width of the light rim inside the outline of the piece and of the hole

export function renderBlockPuzzle({ x, y, random = Math.random }: BlockPuzzleOptions): BlockPuzzlePictures {
  const size = SLIDER_BLOCK_SIZE;
  if (x < 0 || y < 0 || x + size > CAPTCHA_IMAGE_WIDTH || y + size > CAPTCHA_IMAGE_HEIGHT) {
    throw new RangeError(`the piece at (${x}, ${y}) does not fit the picture`);
  }
  const canvas = new RgbCanvas(CAPTCHA_IMAGE_WIDTH, CAPTCHA_IMAGE_HEIGHT);
  paintBackground(canvas, random);
  const shape = createJigsawShape(random);
  const distances = Float32Array.from({ length: size * size }, (_, i) =>
    shape((i % size) + 0.5, Math.floor(i / size) + 0.5),
  );
  const coverageAt = (d: number) => Math.min(1, Math.max(0, 0.5 - d));
  const rimAt = (d: number) => Math.max(0, 1 - Math.abs(d + RIM_PX) / RIM_PX);

  // The piece first, from the untouched background; then the hole is shaded in its place.
  const strip = new Uint8Array(size * CAPTCHA_IMAGE_HEIGHT * 4);
  for (let v = 0; v < size; v++) {
    for (let u = 0; u < size; u++) {
      const d = distances[v * size + u]!;
      const at = ((y + v) * size + u) * 4;
      const coverage = coverageAt(d);
      if (coverage > 0) {
        const [r, g, b] = canvas.get(x + u, y + v);
        const rim = 0.8 * rimAt(d);
        strip.set([r + (255 - r) * rim, g + (255 - g) * rim, b + (255 - b) * rim].map(Math.round), at);
        strip[at + 3] = Math.round(255 * coverage);
      } else if (d < 0.5 + SHADOW_PX) {
        strip[at + 3] = Math.round(255 * 0.45 * (1 - (d - 0.5) / SHADOW_PX));
      }
    }
  }
  for (let v = 0; v < size; v++) {
    for (let u = 0; u < size; u++) {
      const d = distances[v * size + u]!;
      canvas.blend(x + u, y + v, [20, 20, 20], 0.6 * coverageAt(d));
      canvas.blend(x + u, y + v, [255, 255, 255], 0.7 * rimAt(d));
    }
  }
  return { original: canvas.toPng(), jigsaw: encodePng(size, CAPTCHA_IMAGE_HEIGHT, strip, { alpha: true }) };
}
