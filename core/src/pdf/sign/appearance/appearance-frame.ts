// The coordinate frame an appearance is drawn in, so that it reads upright on a rotated page.
// A page with /Rotate R is shown turned R degrees clockwise, annotations with it (unless
// NoRotate). Drawing in a "display" frame — width and height as the reader sees the rectangle —
// and rotating it R degrees counter-clockwise with the form's /Matrix cancels the page's turn.
// The matrix also translates, so the rotated /BBox lands back on [0 0 w h] (ISO 32000-1 12.5.5
// then fits it to /Rect without scaling).
export interface AppearanceFrame {
  /** Width and height as displayed. */
  readonly width: number;
  readonly height: number;
  readonly matrix: readonly [number, number, number, number, number, number];
}

/** `width` and `height` of the widget rectangle in user space; `rotate` the page's /Rotate. */
export function appearanceFrame(width: number, height: number, rotate: number): AppearanceFrame {
  switch (rotate) {
    case 90:
      return { width: height, height: width, matrix: [0, 1, -1, 0, width, 0] };
    case 180:
      return { width, height, matrix: [-1, 0, 0, -1, width, height] };
    case 270:
      return { width: height, height: width, matrix: [0, -1, 1, 0, 0, height] };
    default:
      return { width, height, matrix: [1, 0, 0, 1, 0, 0] };
  }
}
