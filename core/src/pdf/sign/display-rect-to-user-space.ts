// Converts a rectangle as a person places it on the page they see — from the top-left corner of
// the visible (cropped, rotated) page, in points — into the [x, y, width, height] of default user
// space that signPdf's field.rect takes. The portal and the CLI position seals this way; the page's
// /Rotate and a crop box or media box not at the origin are accounted for here.
import type { PdfPage } from '../parse/structure/get-pages';
import type { PdfRect } from './types';

export function displayRectToUserSpace(page: Pick<PdfPage, 'cropBox' | 'rotate'>, rect: PdfRect): PdfRect {
  const [cx0, cy0, cx1, cy1] = page.cropBox;
  const cw = cx1 - cx0;
  const ch = cy1 - cy0;
  const [left, top, w, h] = rect;
  // A displayed point (px from the left, py from the top) → offsets from the crop box's corner.
  const toUser = (px: number, py: number): [number, number] => {
    switch (page.rotate) {
      case 90:
        return [py, px];
      case 180:
        return [cw - px, py];
      case 270:
        return [cw - py, ch - px];
      default:
        return [px, ch - py];
    }
  };
  const [ax, ay] = toUser(left, top);
  const [bx, by] = toUser(left + w, top + h);
  return [cx0 + Math.min(ax, bx), cy0 + Math.min(ay, by), Math.abs(bx - ax), Math.abs(by - ay)];
}
