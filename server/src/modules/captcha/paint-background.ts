// Paints the behaviour captcha's background, different on every request: a two-colour gradient,
// a scatter of translucent circles, rings, bars and waves, and grain. It gives the slider's hole
// and the click-words' characters something to hide in, and makes stored pictures worthless.
import type { Rgb, RgbCanvas } from './rgb-canvas';

/** Signed distance in pixels from a point to a shape's outline, negative inside. */
type Shape = { distance: (x: number, y: number) => number; box: [number, number, number, number] };

export function paintBackground(canvas: RgbCanvas, random: () => number): void {
  const { width, height } = canvas;
  const between = (low: number, high: number) => low + (high - low) * random();
  const hue = between(0, 360);
  const from = hsl(hue, between(0.35, 0.6), between(0.55, 0.7));
  const to = hsl(hue + between(60, 180), between(0.35, 0.6), between(0.4, 0.6));
  const angle = between(0, Math.PI * 2);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = ((x - width / 2) * dx + (y - height / 2) * dy) / span + 0.5;
      canvas.blend(x, y, mix(from, to, t));
    }
  }

  const shapes = Math.floor(between(9, 15));
  for (let i = 0; i < shapes; i++) {
    const shape = randomShape(width, height, between);
    const colour = hsl(between(0, 360), between(0.3, 0.75), between(0.3, 0.8));
    const opacity = between(0.25, 0.6);
    const [left, top, right, bottom] = shape.box.map(Math.floor) as [number, number, number, number];
    for (let y = Math.max(0, top); y <= Math.min(height - 1, bottom); y++) {
      for (let x = Math.max(0, left); x <= Math.min(width - 1, right); x++) {
        const coverage = Math.min(1, Math.max(0, 0.5 - shape.distance(x + 0.5, y + 0.5)));
        if (coverage > 0) canvas.blend(x, y, colour, coverage * opacity);
      }
    }
  }

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = between(-8, 8);
      const [r, g, b] = canvas.get(x, y);
      canvas.blend(x, y, [clamp(r + grain), clamp(g + grain), clamp(b + grain)]);
    }
  }
}

function randomShape(width: number, height: number, between: (low: number, high: number) => number): Shape {
  const [cx, cy] = [between(-20, width + 20), between(-20, height + 20)];
  const kind = Math.floor(between(0, 4));
  if (kind === 0 || kind === 1) {
    const radius = between(12, 60);
    const ring = kind === 1 ? between(3, 8) : 0;
    const distance = (x: number, y: number) => {
      const d = Math.hypot(x - cx, y - cy) - radius;
      return ring ? Math.abs(d) - ring : d;
    };
    const reach = radius + ring + 1;
    return { distance, box: [cx - reach, cy - reach, cx + reach, cy + reach] };
  }
  if (kind === 2) {
    const [halfWidth, halfHeight] = [between(15, 70), between(4, 25)];
    const turn = between(0, Math.PI);
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const distance = (x: number, y: number) => {
      const u = Math.abs((x - cx) * cos + (y - cy) * sin) - halfWidth;
      const v = Math.abs(-(x - cx) * sin + (y - cy) * cos) - halfHeight;
      return Math.hypot(Math.max(u, 0), Math.max(v, 0)) + Math.min(Math.max(u, v), 0);
    };
    const reach = Math.hypot(halfWidth, halfHeight) + 1;
    return { distance, box: [cx - reach, cy - reach, cx + reach, cy + reach] };
  }
  // A wave across the whole picture.
  const [amplitude, period, phase, thickness] = [between(5, 25), between(60, 200), between(0, 7), between(2, 7)];
  const distance = (x: number, y: number) =>
    Math.abs(y - cy - amplitude * Math.sin((x / period) * 2 * Math.PI + phase)) - thickness;
  return { distance, box: [0, cy - amplitude - thickness - 1, width, cy + amplitude + thickness + 1] };
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return clamp(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const w = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * w, a[1] + (b[1] - a[1]) * w, a[2] + (b[2] - a[2]) * w];
}

function clamp(value: number): number {
  return Math.round(Math.min(255, Math.max(0, value)));
}
