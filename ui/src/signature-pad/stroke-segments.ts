// A pen stroke (the pointer's samples) as smooth curve pieces: each piece between two samples is
// the cubic Bézier of the Catmull-Rom spline through its neighbours, so the line passes through
// every sample without the corners of straight joins; its width follows the pen's pressure, or —
// for a mouse or finger, which report none — the speed (fast strokes thin out as with ink).

export interface TPadPoint {
  x: number;
  y: number;
  /** 0…1 from a pen; undefined when the device reports no pressure. */
  pressure?: number | undefined;
  /** Milliseconds, for the speed of pressure-less devices. */
  t: number;
}

export interface TStrokeSegment {
  from: readonly [number, number];
  c1: readonly [number, number];
  c2: readonly [number, number];
  to: readonly [number, number];
  width: number;
}

export const BASE_WIDTH = 2.8;

function widthAt(points: readonly TPadPoint[], i: number): number {
  const point = points[i]!;
  if (point.pressure !== undefined) return BASE_WIDTH * (0.45 + 1.1 * point.pressure);
  const previous = points[i - 1];
  if (!previous) return BASE_WIDTH;
  const speed = Math.hypot(point.x - previous.x, point.y - previous.y) / Math.max(1, point.t - previous.t);
  return BASE_WIDTH * Math.min(1.3, Math.max(0.55, 1.3 - speed * 0.35));
}

export function strokeSegments(points: readonly TPadPoint[]): TStrokeSegment[] {
  const segments: TStrokeSegment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    segments.push({
      from: [p1.x, p1.y],
      c1: [p1.x + (p2.x - p0.x) / 6, p1.y + (p2.y - p0.y) / 6],
      c2: [p2.x - (p3.x - p1.x) / 6, p2.y - (p3.y - p1.y) / 6],
      to: [p2.x, p2.y],
      width: (widthAt(points, i) + widthAt(points, i + 1)) / 2,
    });
  }
  return segments;
}
