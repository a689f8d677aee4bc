// The zoom steps of the pages viewer, as CSS pixels per PDF point (1 = 72 dpi, a page at its
// printed size on a standard screen).
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export function nextZoom(current: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > current + 1e-6) ?? current;
  return [...ZOOM_STEPS].reverse().find((step) => step < current - 1e-6) ?? current;
}

/** The zoom that fits the widest page into `available` CSS pixels, never above 1.25 (past that a
 * desktop shows a page's top third and nothing of where to sign). */
export function fitWidthZoom(available: number, widestPage: number): number {
  if (available <= 0 || widestPage <= 0) return 1;
  return Math.max(0.25, Math.min(1.25, available / widestPage));
}
