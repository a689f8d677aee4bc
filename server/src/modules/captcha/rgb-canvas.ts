// An RGB picture in memory that the captcha renderers paint on: blending with clipping at the
// edges, reading a pixel back, and encoding the result as a PNG.
import { encodePng } from './encode-png';

export type Rgb = readonly [number, number, number];

export class RgbCanvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Mixes `rgb` into pixel (x, y) with weight `alpha` (0…1); pixels outside are ignored. */
  blend(x: number, y: number, rgb: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const at = (y * this.width + x) * 3;
    const weight = Math.min(alpha, 1);
    for (let c = 0; c < 3; c++) {
      this.pixels[at + c] = Math.round(this.pixels[at + c]! * (1 - weight) + rgb[c]! * weight);
    }
  }

  /** The colour of pixel (x, y), which must lie inside the picture. */
  get(x: number, y: number): Rgb {
    const at = (y * this.width + x) * 3;
    return [this.pixels[at]!, this.pixels[at + 1]!, this.pixels[at + 2]!];
  }

  toPng(): Uint8Array {
    return encodePng(this.width, this.height, this.pixels);
  }
}
