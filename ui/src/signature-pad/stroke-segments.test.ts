import { describe, expect, it } from 'vitest';
import { BASE_WIDTH, strokeSegments, type TPadPoint } from './stroke-segments';

const points = (list: [number, number, number?][]): TPadPoint[] =>
  list.map(([x, y, pressure], i) => ({ x, y, pressure, t: i * 16 }));

describe('strokeSegments', () => {
  it('passes through every sample with tangents from the neighbours (Catmull-Rom)', () => {
    const segments = strokeSegments(
      points([
        [0, 0],
        [10, 0],
        [20, 10],
        [30, 10],
      ]),
    );
    expect(segments.map((s) => [s.from, s.to])).toEqual([
      [
        [0, 0],
        [10, 0],
      ],
      [
        [10, 0],
        [20, 10],
      ],
      [
        [20, 10],
        [30, 10],
      ],
    ]);
    // At (10, 0) the curve leaves in the direction from (0, 0) to (20, 10), a sixth of it long.
    expect(segments[1]!.c1).toEqual([10 + 20 / 6, 10 / 6]);
    expect(segments[0]!.c2).toEqual([10 - 20 / 6, -10 / 6]);
  });

  it('follows a pen’s pressure', () => {
    const light = strokeSegments(
      points([
        [0, 0, 0.1],
        [5, 0, 0.1],
      ]),
    )[0]!.width;
    const hard = strokeSegments(
      points([
        [0, 0, 0.9],
        [5, 0, 0.9],
      ]),
    )[0]!.width;
    expect(hard).toBeGreaterThan(light * 2);
  });

  it('thins fast mouse strokes and keeps slow ones full', () => {
    const slow = strokeSegments(
      points([
        [0, 0],
        [1, 0],
        [2, 0],
      ]),
    )[1]!.width;
    const fast = strokeSegments(
      points([
        [0, 0],
        [40, 0],
        [80, 0],
      ]),
    )[1]!.width;
    expect(slow).toBeGreaterThan(BASE_WIDTH);
    expect(fast).toBeLessThan(BASE_WIDTH);
  });

  it('has nothing to draw for a single tap (drawn as a dot)', () => {
    expect(strokeSegments(points([[3, 3]]))).toEqual([]);
  });
});
