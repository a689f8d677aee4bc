// The outline of the slider's puzzle piece: a square body whose four sides each get a tab, a
// blank (a bite) or stay flat, chosen per request so the hole has no fixed template to match.
// The piece fits the SLIDER_BLOCK_SIZE box with its tabs.
import { SLIDER_BLOCK_SIZE } from '@ecsign/core/captcha';

/** Signed distance in pixels from (u, v) in the piece's box to its outline; negative inside. */
export type JigsawShape = (u: number, v: number) => number;

type SideKind = 'tab' | 'blank' | 'flat';

const BODY_MARGIN = 10; // the body leaves this much of the box on every side for the tabs
const TAB_RADIUS = 6.2;
const TAB_OFFSET = 3; // tab centres sit this far outside the body, so a tab reaches 9.2 px out
const BLANK_RADIUS = 5.8;
const BLANK_OFFSET = 2.5; // blank centres sit this far inside the body

export function createJigsawShape(random: () => number): JigsawShape {
  const centre = SLIDER_BLOCK_SIZE / 2;
  const half = centre - BODY_MARGIN;
  // One tab and one blank at least, so every piece looks like a puzzle piece; the rest vary.
  const sides: SideKind[] = ['tab', 'blank', pick(random), pick(random)];
  for (let i = sides.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sides[i], sides[j]] = [sides[j]!, sides[i]!];
  }
  const normals: [number, number][] = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ];
  const tabs: [number, number][] = [];
  const blanks: [number, number][] = [];
  sides.forEach((kind, i) => {
    const [nx, ny] = normals[i]!;
    if (kind === 'tab') tabs.push([centre + nx * (half + TAB_OFFSET), centre + ny * (half + TAB_OFFSET)]);
    if (kind === 'blank') blanks.push([centre + nx * (half - BLANK_OFFSET), centre + ny * (half - BLANK_OFFSET)]);
  });

  return (u, v) => {
    const qx = Math.abs(u - centre) - half;
    const qy = Math.abs(v - centre) - half;
    let distance = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
    for (const [bx, by] of blanks) distance = Math.max(distance, BLANK_RADIUS - Math.hypot(u - bx, v - by));
    for (const [tx, ty] of tabs) distance = Math.min(distance, Math.hypot(u - tx, v - ty) - TAB_RADIUS);
    return distance;
  };
}

function pick(random: () => number): SideKind {
  const roll = random();
  return roll < 0.45 ? 'tab' : roll < 0.8 ? 'blank' : 'flat';
}
