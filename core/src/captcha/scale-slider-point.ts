// The block-puzzle point sent to the server: the block's left offset, measured in the picture as
// displayed, scaled to the 310 px wide original (AJ-Captcha's moveLeftDistance × 310 / imgWidth).
import { CAPTCHA_IMAGE_WIDTH, SLIDER_BLOCK_SIZE, SLIDER_POINT_Y } from './constants';
import type { TPoint } from './schemas';

export type TScaleSliderOptions = {
  /** How far the block was dragged from the left edge, in displayed pixels. */
  left: number;
  /** Width at which the picture is displayed. */
  displayWidth: number;
};

/** Rounds to whole pixels and keeps the block inside the picture (0–260). */
export function scaleSliderPoint({ left, displayWidth }: TScaleSliderOptions): TPoint {
  if (!(displayWidth > 0) || !Number.isFinite(displayWidth)) throw new RangeError('displayWidth must be positive');
  if (!Number.isFinite(left)) throw new RangeError('left must be a number');
  const x = Math.round((left * CAPTCHA_IMAGE_WIDTH) / displayWidth);
  return { x: Math.min(Math.max(x, 0), CAPTCHA_IMAGE_WIDTH - SLIDER_BLOCK_SIZE), y: SLIDER_POINT_Y };
}
