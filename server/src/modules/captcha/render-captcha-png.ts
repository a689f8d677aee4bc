// Draws a picture captcha code as a PNG: each character from the bitmap font, scaled up with a
// little random rotation, offset, size and dark colour, on a light background crossed by
// mid-tone noise lines and dots. Noise stays lighter than the ink so a person can still read it.
import { CAPTCHA_GLYPHS, GLYPH_COLUMNS, GLYPH_ROWS, glyphStrokes } from './captcha-font';
import { drawStrokes } from './draw-strokes';
import { encodePng } from './encode-png';

export interface RenderCaptchaOptions {
  width?: number;
  height?: number;
  /** Uniform in [0, 1). Injected by tests; the jitter is cosmetic, the code's secrecy comes from its generator. */
  random?: () => number;
}

type Rgb = [number, number, number];

const MAX_TILT = 0.25; // radians, about 14°
const STROKE_RADIUS = 0.55; // in font cells: strokes a little over one cell wide

export function renderCaptchaPng(code: string, options: RenderCaptchaOptions = {}): Uint8Array {
  const { width = 120, height = 40, random = Math.random } = options;
  const invalid = [...code].find((char) => !CAPTCHA_GLYPHS[char]);
  if (code.length === 0 || invalid !== undefined) {
    throw new Error(`captcha code must be characters A–Z or 0–9 only, got ${JSON.stringify(invalid ?? code)}`);
  }
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`captcha size must be positive integers, got ${width}×${height}`);
  }
  const between = (low: number, high: number) => low + (high - low) * random();
  const channel = (low: number, high: number) => Math.floor(between(low, high));
  const colour = (low: number, high: number): Rgb => [channel(low, high), channel(low, high), channel(low, high)];

  const pixels = new Uint8Array(width * height * 3);
  const background = colour(232, 256);
  for (let i = 0; i < pixels.length; i++) pixels[i] = background[i % 3]!;
  const blend = (x: number, y: number, rgb: Rgb, alpha: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = (y * width + x) * 3;
    for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(pixels[at + c]! * (1 - alpha) + rgb[c]! * alpha);
  };

  const cellWidth = width / code.length;
  const baseScale = Math.min((cellWidth * 0.72) / GLYPH_COLUMNS, (height * 0.65) / GLYPH_ROWS);
  [...code].forEach((char, index) => {
    const strokes = glyphStrokes(char);
    const scale = baseScale * between(0.9, 1.05);
    const angle = between(-MAX_TILT, MAX_TILT);
    const centreX = cellWidth * (index + 0.5) + between(-0.08, 0.08) * cellWidth;
    const centreY = height / 2 + between(-0.05, 0.05) * height;
    const ink = colour(0, 100);
    drawStrokes({
      strokes,
      boxWidth: GLYPH_COLUMNS,
      boxHeight: GLYPH_ROWS,
      centreX,
      centreY,
      scale,
      angle,
      radius: STROKE_RADIUS,
      paint: (x, y, coverage) => blend(x, y, ink, coverage),
    });
  });

  // Noise goes on top of the text, in mid tones, so it disturbs segmentation but not reading.
  for (let line = 0; line < 3; line++) {
    const noise = colour(130, 200);
    const [x0, y0, x1, y1] = [
      between(0, width * 0.3),
      between(0, height),
      between(width * 0.7, width),
      between(0, height),
    ];
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2);
    for (let step = 0; step <= steps; step++) {
      const t = step / steps;
      blend(Math.round(x0 + (x1 - x0) * t), Math.round(y0 + (y1 - y0) * t), noise, 1);
    }
  }
  for (let dot = 0; dot < Math.round((width * height) / 40); dot++) {
    blend(Math.floor(between(0, width)), Math.floor(between(0, height)), colour(130, 220), 1);
  }
  return encodePng(width, height, pixels);
}
