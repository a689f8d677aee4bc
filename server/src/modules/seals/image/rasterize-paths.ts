// An anti-aliased scanline rasteriser for filled vector paths (non-zero winding): quadratic
// curves are flattened to short lines, each pixel row is sampled on several sub-scanlines, and
// the spans between crossings add their exact horizontal overlap with each pixel. Several paths
// are composited "over" one another, so overlapping shapes never cancel out.
import type { Affine, VectorPath } from './vector-path';
import { transformPath } from './vector-path';

const SUBSAMPLES = 5;
/** Curves are cut until each piece deviates less than this from its chord, in pixels. */
const FLATNESS = 0.1;

interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** +1 downwards, -1 upwards. */
  dir: number;
}

function edgesOf(path: VectorPath): Edge[] {
  const edges: Edge[] = [];
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  const line = (toX: number, toY: number) => {
    if (toY !== y) {
      edges.push(toY > y ? { x0: x, y0: y, x1: toX, y1: toY, dir: 1 } : { x0: toX, y0: toY, x1: x, y1: y, dir: -1 });
    }
    x = toX;
    y = toY;
  };
  for (const command of path) {
    if (command.op === 'M') {
      if (x !== startX || y !== startY) line(startX, startY);
      startX = x = command.x;
      startY = y = command.y;
    } else if (command.op === 'L') line(command.x, command.y);
    else if (command.op === 'Q') {
      const deviation = Math.hypot(x - 2 * command.cx + command.x, y - 2 * command.cy + command.y) / 4;
      const steps = Math.max(1, Math.ceil(Math.sqrt(deviation / FLATNESS)));
      const [fromX, fromY] = [x, y];
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        line(
          u * u * fromX + 2 * u * t * command.cx + t * t * command.x,
          u * u * fromY + 2 * u * t * command.cy + t * t * command.y,
        );
      }
    } else line(startX, startY);
  }
  if (x !== startX || y !== startY) line(startX, startY);
  return edges;
}

/** Coverage (0…1 per pixel) of one path, already in pixel coordinates. */
export function coverageOf(path: VectorPath, width: number, height: number): Float32Array {
  const coverage = new Float32Array(width * height);
  const edges = edgesOf(path).sort((a, b) => a.y0 - b.y0);
  let next = 0;
  let active: Edge[] = [];
  const crossings: { x: number; dir: number }[] = [];
  const weight = 1 / SUBSAMPLES;
  for (let row = 0; row < height; row++) {
    const base = row * width;
    for (let s = 0; s < SUBSAMPLES; s++) {
      const sy = row + (s + 0.5) / SUBSAMPLES;
      while (next < edges.length && edges[next]!.y0 <= sy) active.push(edges[next++]!);
      active = active.filter((edge) => edge.y1 > sy);
      crossings.length = 0;
      for (const edge of active) {
        if (edge.y0 > sy) continue;
        crossings.push({ x: edge.x0 + ((sy - edge.y0) / (edge.y1 - edge.y0)) * (edge.x1 - edge.x0), dir: edge.dir });
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      let spanStart = 0;
      for (const crossing of crossings) {
        const before = winding;
        winding += crossing.dir;
        if (before === 0 && winding !== 0) spanStart = crossing.x;
        else if (before !== 0 && winding === 0) addSpan(coverage, base, width, spanStart, crossing.x, weight);
      }
    }
  }
  for (let i = 0; i < coverage.length; i++) if (coverage[i]! > 1) coverage[i] = 1;
  return coverage;
}

function addSpan(coverage: Float32Array, base: number, width: number, from: number, to: number, weight: number) {
  const a = Math.max(0, from);
  const b = Math.min(width, to);
  if (b <= a) return;
  const first = Math.floor(a);
  const last = Math.min(width - 1, Math.ceil(b) - 1);
  for (let px = first; px <= last; px++) {
    const overlap = Math.min(b, px + 1) - Math.max(a, px);
    if (overlap > 0) coverage[base + px]! += overlap * weight;
  }
}

export interface RasterOptions {
  width: number;
  height: number;
  /** From the paths' units (millimetres) to pixels. */
  transform: Affine;
  /** The ink: [r, g, b]. */
  colour: readonly [number, number, number];
}

/** RGBA pixels (straight alpha) of the paths filled in one colour on a transparent ground. */
export function rasterizePaths(paths: readonly VectorPath[], options: RasterOptions): Uint8Array {
  const { width, height, colour } = options;
  const alpha = new Float32Array(width * height);
  for (const path of paths) {
    const coverage = coverageOf(transformPath(path, options.transform), width, height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = alpha[i]! + coverage[i]! * (1 - alpha[i]!);
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < alpha.length; i++) {
    const a = Math.round(alpha[i]! * 255);
    if (a === 0) continue;
    rgba.set([colour[0], colour[1], colour[2], a], 4 * i);
  }
  return rgba;
}
