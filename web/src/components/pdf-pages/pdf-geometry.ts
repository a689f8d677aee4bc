// Boxes on PDF pages live in PDF user space — points, origin at the bottom-left of the page — so
// that what is placed on screen is exactly what the server stamps. These helpers convert between
// that space and the CSS pixels of a page drawn at a zoom, and keep moved or resized boxes on the
// page.

/** A rectangle in PDF points: (x, y) is its bottom-left corner. */
export interface TPdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's size in points, and where its visible area starts (the MediaBox's lower-left corner). */
export interface TPageSize {
  width: number;
  height: number;
  originX?: number;
  originY?: number;
}

/** A rectangle in CSS pixels of the drawn page, from its top-left corner. */
export interface TViewRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The smallest box a person can shrink a position to, in points. */
export const MIN_BOX_POINTS = 16;

export function pdfRectToView(rect: TPdfRect, page: TPageSize, scale: number): TViewRect {
  const x = rect.x - (page.originX ?? 0);
  const y = rect.y - (page.originY ?? 0);
  return {
    left: x * scale,
    top: (page.height - y - rect.height) * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

export function viewRectToPdf(view: TViewRect, page: TPageSize, scale: number): TPdfRect {
  const width = view.width / scale;
  const height = view.height / scale;
  return {
    x: view.left / scale + (page.originX ?? 0),
    y: page.height - view.top / scale - height + (page.originY ?? 0),
    width,
    height,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** Keeps a rectangle inside the page, at least MIN_BOX_POINTS and at most the page in size. */
export function clampRectToPage(rect: TPdfRect, page: TPageSize): TPdfRect {
  const originX = page.originX ?? 0;
  const originY = page.originY ?? 0;
  const width = clamp(rect.width, MIN_BOX_POINTS, page.width);
  const height = clamp(rect.height, MIN_BOX_POINTS, page.height);
  return {
    x: clamp(rect.x, originX, originX + page.width - width),
    y: clamp(rect.y, originY, originY + page.height - height),
    width,
    height,
  };
}

/** The rectangle moved by a pointer drag of (dx, dy) CSS pixels (y grows downwards on screen). */
export function moveRect(rect: TPdfRect, dx: number, dy: number, page: TPageSize, scale: number): TPdfRect {
  return clampRectToPage({ ...rect, x: rect.x + dx / scale, y: rect.y - dy / scale }, page);
}

/**
 * The rectangle resized by dragging its bottom-right handle by (dx, dy) CSS pixels: the top-left
 * corner stays where it is on screen.
 */
export function resizeRect(rect: TPdfRect, dx: number, dy: number, page: TPageSize, scale: number): TPdfRect {
  const top = rect.y + rect.height;
  const originX = page.originX ?? 0;
  const originY = page.originY ?? 0;
  const width = clamp(rect.width + dx / scale, MIN_BOX_POINTS, originX + page.width - rect.x);
  const height = clamp(rect.height + dy / scale, MIN_BOX_POINTS, top - originY);
  return { x: rect.x, y: top - height, width, height };
}

/** A box of `size` points centred on a point of the page (a click), kept on the page. */
export function rectAround(
  point: { x: number; y: number },
  size: { width: number; height: number },
  page: TPageSize,
): TPdfRect {
  return clampRectToPage(
    { x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height },
    page,
  );
}
