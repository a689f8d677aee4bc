// Draws a glyph given as strokes (line segments in font units), scaled, rotated and
// anti-aliased, by handing each touched pixel and its ink coverage to a painter. Shared by the
// picture captcha and the click-words captcha.
import type { Stroke } from './captcha-font';

export interface DrawStrokesOptions {
  strokes: readonly Stroke[];
  /** Size of the glyph's box in font units; the box's centre lands on (centreX, centreY). */
  boxWidth: number;
  boxHeight: number;
  centreX: number;
  centreY: number;
  /** Pixels per font unit. */
  scale: number;
  /** Clockwise rotation in radians. */
  angle: number;
  /** Half the stroke width, in font units. */
  radius: number;
  /** Receives every pixel with some ink and its coverage in (0, 1]. */
  paint: (x: number, y: number, coverage: number) => void;
}

const SUBSAMPLES = 3; // per axis: edges are anti-aliased from 3×3 samples per pixel

export function drawStrokes(options: DrawStrokesOptions): void {
  const { strokes, boxWidth, boxHeight, centreX, centreY, scale, angle, radius, paint } = options;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const reach = Math.ceil(((Math.hypot(boxWidth, boxHeight) + 2 * radius) * scale) / 2);
  // Distance, in font units, from an image point to the nearest stroke of the unrotated glyph.
  const inkDistance = (px: number, py: number) => {
    const dx = px - centreX;
    const dy = py - centreY;
    const u = (dx * cos + dy * sin) / scale + boxWidth / 2;
    const v = (-dx * sin + dy * cos) / scale + boxHeight / 2;
    const outside = u < -1 - radius || v < -1 - radius || u > boxWidth + 1 + radius || v > boxHeight + 1 + radius;
    return outside ? Infinity : nearestStroke(u, v, strokes);
  };
  // Only pixels a stroke's edge passes through are supersampled; the rest are all ink or none.
  const halfPixel = Math.SQRT1_2 / scale;
  for (let y = Math.floor(centreY - reach); y <= centreY + reach; y++) {
    for (let x = Math.floor(centreX - reach); x <= centreX + reach; x++) {
      const distance = inkDistance(x + 0.5, y + 0.5);
      if (distance > radius + halfPixel) continue;
      let covered = SUBSAMPLES ** 2;
      if (distance > radius - halfPixel) {
        covered = 0;
        for (let sy = 0; sy < SUBSAMPLES; sy++) {
          for (let sx = 0; sx < SUBSAMPLES; sx++) {
            if (inkDistance(x + (sx + 0.5) / SUBSAMPLES, y + (sy + 0.5) / SUBSAMPLES) <= radius) covered++;
          }
        }
      }
      if (covered > 0) paint(x, y, covered / SUBSAMPLES ** 2);
    }
  }
}

function nearestStroke(x: number, y: number, strokes: readonly Stroke[]): number {
  let nearest = Infinity;
  for (const stroke of strokes) {
    const x0 = stroke[0];
    const y0 = stroke[1];
    const dx = stroke[2] - x0;
    const dy = stroke[3] - y0;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / length));
    const ex = x - x0 - t * dx;
    const ey = y - y0 - t * dy;
    nearest = Math.min(nearest, ex * ex + ey * ey);
  }
  return Math.sqrt(nearest);
}
