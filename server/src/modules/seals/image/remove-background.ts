// Turns a photo or scan of a signature or seal into ink on a transparent ground: the paper
// colour is estimated from the picture's border (the median of the outermost pixels), every pixel
// gets an alpha from its distance to that colour with a soft threshold (so edges stay smooth
// instead of jagged), its colour is "un-mixed" from the paper, and the result is cropped to the
// ink with a small margin. Pictures that already have transparency keep it.
import type { DecodedImage } from '@ecsign/core/pdf';

/** Below this distance from the paper a pixel is paper (paper grain, shadows, JPEG noise). */
const LOW = 28;
/** The ink's own distance from the paper is read from the picture, but is at least this. */
const MIN_INK = 70;
/** Pixels of alpha below this do not count as ink when cropping. */
const CROP_ALPHA = 24;

export interface CleanImage {
  width: number;
  height: number;
  /** RGBA, straight alpha. */
  rgba: Uint8Array;
}

export function removeBackground(image: DecodedImage): CleanImage | undefined {
  const { width, height, channels, pixels, alpha } = image;
  const rgbAt = (i: number): [number, number, number] =>
    channels === 3 ? [pixels[3 * i]!, pixels[3 * i + 1]!, pixels[3 * i + 2]!] : [pixels[i]!, pixels[i]!, pixels[i]!];
  const paper = estimatePaper(width, height, rgbAt, alpha);
  const distances = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = rgbAt(i);
    distances[i] = Math.max(Math.abs(r - paper[0]), Math.abs(g - paper[1]), Math.abs(b - paper[2]));
  }
  // Full ink is where most inked pixels are (their 80th percentile); a pixel halfway between paper
  // and ink — an anti-aliased or blurred edge — gets about half the alpha.
  // A sample of about 40 000 pixels is plenty for the percentile and keeps big scans fast.
  const step = Math.max(1, Math.floor(distances.length / 40_000));
  const inked = distances.filter((d, i) => i % step === 0 && d > LOW).sort();
  const inkLevel = Math.max(MIN_INK, inked.length > 0 ? inked[Math.floor(inked.length * 0.8)]! * 0.9 : MIN_INK);
  const out = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = rgbAt(i);
    const t = Math.min(1, Math.max(0, (distances[i]! - LOW) / (inkLevel - LOW)));
    let a = t * t * (3 - 2 * t); // smoothstep: a soft edge
    if (alpha) a *= alpha[i]! / 255;
    if (a <= 0) continue;
    // The pixel is paper·(1−a) + ink·a; solve for the ink.
    const unmix = (value: number, ground: number) =>
      Math.max(0, Math.min(255, Math.round(ground + (value - ground) / Math.max(a, 0.2))));
    out.set([unmix(r, paper[0]), unmix(g, paper[1]), unmix(b, paper[2]), Math.round(a * 255)], 4 * i);
  }
  return cropToInk(out, width, height);
}

function estimatePaper(
  width: number,
  height: number,
  rgbAt: (i: number) => [number, number, number],
  alpha: Uint8Array | undefined,
): [number, number, number] {
  const band = Math.max(1, Math.round(Math.min(width, height) * 0.03));
  const samples: [number, number, number][] = [];
  const stride = Math.max(1, Math.floor((width + height) / 400));
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      if (x >= band && x < width - band && y >= band && y < height - band) continue;
      const i = y * width + x;
      if (alpha && alpha[i]! < 128) continue;
      samples.push(rgbAt(i));
    }
  }
  if (samples.length === 0) return [255, 255, 255];
  const median = (channel: 0 | 1 | 2) => {
    const values = samples.map((s) => s[channel]).sort((a, b) => a - b);
    return values[values.length >> 1]!;
  };
  return [median(0), median(1), median(2)];
}

function cropToInk(rgba: Uint8Array, width: number, height: number): CleanImage | undefined {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (rgba[4 * (y * width + x) + 3]! < CROP_ALPHA) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return undefined;
  const margin = Math.round(Math.max(right - left, bottom - top) * 0.03) + 2;
  left = Math.max(0, left - margin);
  top = Math.max(0, top - margin);
  right = Math.min(width - 1, right + margin);
  bottom = Math.min(height - 1, bottom + margin);
  const w = right - left + 1;
  const h = bottom - top + 1;
  const cropped = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    cropped.set(rgba.subarray(4 * ((top + y) * width + left), 4 * ((top + y) * width + left + w)), 4 * y * w);
  }
  return { width: w, height: h, rgba: cropped };
}
