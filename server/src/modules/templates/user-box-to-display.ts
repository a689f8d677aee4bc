// The inverse of core's displayRectToUserSpace: a box in default user space → [left, top, width,
// height] on the page as displayed (top-left origin, after crop box and rotation).
import type { PdfPage } from '@ecsign/core/pdf';
import type { TDisplayRect } from '@ecsign/core/model';

export function userBoxToDisplay(
  page: Pick<PdfPage, 'cropBox' | 'rotate'>,
  box: readonly [number, number, number, number],
): TDisplayRect {
  const [cx0, cy0, cx1, cy1] = page.cropBox;
  const [cw, ch] = [cx1 - cx0, cy1 - cy0];
  const toDisplay = (ux: number, uy: number): [number, number] => {
    const [ox, oy] = [ux - cx0, uy - cy0];
    switch (page.rotate) {
      case 90:
        return [oy, ox];
      case 180:
        return [cw - ox, oy];
      case 270:
        return [ch - oy, cw - ox];
      default:
        return [ox, ch - oy];
    }
  };
  const [ax, ay] = toDisplay(box[0], box[1]);
  const [bx, by] = toDisplay(box[0] + box[2], box[1] + box[3]);
  return [Math.min(ax, bx), Math.min(ay, by), Math.abs(bx - ax), Math.abs(by - ay)];
}
