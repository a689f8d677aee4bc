// Where a field (a rectangle in PDF user space: points, origin at the bottom left of the page's
// view box) sits on a page thumbnail drawn at `scale` CSS pixels per point (origin at the top left).
export interface TThumbnailBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function thumbnailBox(
  rect: { x: number; y: number; width: number; height: number },
  view: readonly [number, number, number, number],
  scale: number,
): TThumbnailBox {
  const [x0, , , y1] = view;
  return {
    left: (rect.x - x0) * scale,
    top: (y1 - rect.y - rect.height) * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}
