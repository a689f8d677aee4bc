// The click-words points sent to the server: exactly three clicks, in the order of wordList,
// scaled from the displayed picture to the 310×155 original and rounded (as AJ-Captcha does).
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, CLICK_WORD_COUNT } from './constants';
import type { TPoint } from './schemas';

export type TScaleClickOptions = {
  /** The clicks in displayed pixels, relative to the picture's top-left corner, in click order. */
  points: readonly TPoint[];
  displayWidth: number;
  displayHeight: number;
};

export function scaleClickPoints({ points, displayWidth, displayHeight }: TScaleClickOptions): TPoint[] {
  if (points.length !== CLICK_WORD_COUNT) throw new RangeError(`click-words needs ${CLICK_WORD_COUNT} clicks`);
  if (!(displayWidth > 0 && displayHeight > 0) || !Number.isFinite(displayWidth + displayHeight)) {
    throw new RangeError('the display size must be positive');
  }
  return points.map(({ x, y }) => ({
    x: clamp(Math.round((x * CAPTCHA_IMAGE_WIDTH) / displayWidth), CAPTCHA_IMAGE_WIDTH),
    y: clamp(Math.round((y * CAPTCHA_IMAGE_HEIGHT) / displayHeight), CAPTCHA_IMAGE_HEIGHT),
  }));
}

function clamp(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
}
