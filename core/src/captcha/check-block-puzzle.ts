// The server's block-puzzle check: the dragged x within ±5 px of where the block was cut out.
import { SLIDER_TOLERANCE_PX } from './constants';
import type { TPoint } from './schemas';

/**
 * Compares x only. The block moves horizontally, so y carries nothing the user did (AJ clients
 * always send 5); comparing it would only break when a server cuts the block at another height.
 */
export function checkBlockPuzzle(expected: TPoint, given: TPoint): boolean {
  return Math.abs(given.x - expected.x) <= SLIDER_TOLERANCE_PX;
}
