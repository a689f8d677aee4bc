// The vector shapes seals are made of: move/line/quadratic commands in millimetres, y pointing
// down, filled with the non-zero winding rule. The same shapes become the SVG (vector glyph
// outlines) and, flattened, the PNG; building both from one list keeps them identical.
export type PathCommand =
  | { op: 'M'; x: number; y: number }
  | { op: 'L'; x: number; y: number }
  | { op: 'Q'; cx: number; cy: number; x: number; y: number }
  | { op: 'Z' };

export type VectorPath = PathCommand[];

/** An affine map (a b c d e f as in SVG's matrix()): x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Affine = readonly [number, number, number, number, number, number];

export function transformPath(path: VectorPath, [a, b, c, d, e, f]: Affine): VectorPath {
  const px = (x: number, y: number) => a * x + c * y + e;
  const py = (x: number, y: number) => b * x + d * y + f;
  return path.map((command) => {
    switch (command.op) {
      case 'Z':
        return command;
      case 'Q':
        return {
          op: 'Q',
          cx: px(command.cx, command.cy),
          cy: py(command.cx, command.cy),
          x: px(command.x, command.y),
          y: py(command.x, command.y),
        };
      default:
        return { op: command.op, x: px(command.x, command.y), y: py(command.x, command.y) };
    }
  });
}

/** A full circle of 16 quadratic arcs (radial error below 0.02 % of the radius); clockwise on screen unless reversed. */
export function circlePath(cx: number, cy: number, r: number, reverse = false): VectorPath {
  const steps = 16;
  const sign = reverse ? -1 : 1;
  const half = Math.PI / steps;
  const control = r / Math.cos(half);
  const path: VectorPath = [{ op: 'M', x: cx + r, y: cy }];
  for (let i = 1; i <= steps; i++) {
    const mid = sign * (2 * i - 1) * half;
    const end = sign * 2 * i * half;
    path.push({
      op: 'Q',
      cx: cx + control * Math.cos(mid),
      cy: cy + control * Math.sin(mid),
      x: cx + r * Math.cos(end),
      y: cy + r * Math.sin(end),
    });
  }
  path.push({ op: 'Z' });
  return path;
}

/** A closed polygon through the points. */
export function polygonPath(points: readonly (readonly [number, number])[]): VectorPath {
  return [
    ...points.map(([x, y], i): PathCommand => ({ op: i === 0 ? 'M' : 'L', x, y })),
    { op: 'Z' } satisfies PathCommand,
  ];
}

/** A rectangle frame of the given stroke width (outer edge at the rectangle), as one even ring. */
export function rectangleFramePath(x: number, y: number, width: number, height: number, stroke: number): VectorPath {
  const outer = polygonPath([
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ]);
  // The inner rectangle runs the other way round, so non-zero winding leaves it empty.
  const inner = polygonPath([
    [x + stroke, y + stroke],
    [x + stroke, y + height - stroke],
    [x + width - stroke, y + height - stroke],
    [x + width - stroke, y + stroke],
  ]);
  return [...outer, ...inner];
}

/** A five-pointed star centred at (cx, cy) with one point up. */
export function starPath(cx: number, cy: number, outer: number): VectorPath {
  // The inner radius that makes the edges straight lines through the opposite points.
  const inner = (outer * Math.sin(Math.PI / 10)) / Math.sin((7 * Math.PI) / 10);
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return polygonPath(points);
}

const round = (value: number) => String(Math.round(value * 1000) / 1000);

/** The SVG path data of the commands, in the path's own units. */
export function svgPathData(path: VectorPath): string {
  return path
    .map((c) =>
      c.op === 'Z'
        ? 'Z'
        : c.op === 'Q'
          ? `Q${round(c.cx)} ${round(c.cy)} ${round(c.x)} ${round(c.y)}`
          : `${c.op}${round(c.x)} ${round(c.y)}`,
    )
    .join('');
}
