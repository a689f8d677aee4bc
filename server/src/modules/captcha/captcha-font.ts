// A 5×7 bitmap font for the picture captcha (A–Z, 0–9), so the server draws codes without a
// native canvas or font files. '#' is ink; glyphStrokes turns a glyph into strokes the renderer
// can scale and rotate smoothly.
export const GLYPH_COLUMNS = 5;
export const GLYPH_ROWS = 7;

/** A stroke from (x0, y0) to (x1, y1) in font cells; a dot when both ends coincide. */
export type Stroke = [number, number, number, number];

// prettier-ignore
export const CAPTCHA_GLYPHS: Readonly<Record<string, readonly string[]>> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  // 0 is slashed so that it never reads as O.
  0: ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  1: ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  2: ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  3: ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  4: ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  5: ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  6: ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  7: ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  8: ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  9: ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

const strokeCache = new Map<string, Stroke[]>();

/**
 * Turns a bitmap glyph into strokes joining neighbouring ink cells, so scaled-up diagonals are
 * continuous lines rather than staircases of blocks. A diagonal is joined only where no
 * orthogonal path already connects the two cells, which keeps corners from filling in.
 */
export function glyphStrokes(char: string): Stroke[] {
  const cached = strokeCache.get(char);
  if (cached) return cached;
  const glyph = CAPTCHA_GLYPHS[char]!;
  const ink = (column: number, row: number) => glyph[row]?.[column] === '#';
  const strokes: Stroke[] = [];
  for (let row = 0; row < GLYPH_ROWS; row++) {
    for (let column = 0; column < GLYPH_COLUMNS; column++) {
      if (!ink(column, row)) continue;
      const join = (toColumn: number, toRow: number) =>
        strokes.push([column + 0.5, row + 0.5, toColumn + 0.5, toRow + 0.5]);
      if (ink(column + 1, row)) join(column + 1, row);
      if (ink(column, row + 1)) join(column, row + 1);
      for (const side of [-1, 1]) {
        const diagonal = ink(column + side, row + 1) && !ink(column + side, row) && !ink(column, row + 1);
        if (diagonal) join(column + side, row + 1);
      }
      // Any ink among the 8 neighbours gets linked by one of the rules above; a lone cell is a dot.
      const neighbours = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => ink(column + dx, row + dy)));
      if (neighbours.filter(Boolean).length === 1) join(column, row);
    }
  }
  strokeCache.set(char, strokes);
  return strokes;
}
