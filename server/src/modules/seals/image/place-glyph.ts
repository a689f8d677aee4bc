// Puts one character of the outline font into a seal drawing: centred on a point, a given
// em height in millimetres, squeezed horizontally, slanted and turned — as the lettering of
// Chinese seals is (narrow characters standing on an arc, their tops pointing outwards).
import type { OutlineFont } from './outline-font';
import { transformPath, type Affine, type VectorPath } from './vector-path';

/** The ideographic em box runs from -0.12 em to 0.88 em; its middle is the glyph's centre. */
const EM_BOX_CENTRE = 0.38;

export interface GlyphPlacement {
  /** Centre of the character's em box, in millimetres (y down). */
  x: number;
  y: number;
  /** Em height in millimetres. */
  size: number;
  /** Horizontal squeeze (1: as designed). */
  widthScale?: number;
  /** Clockwise turn in radians (0: upright). */
  rotation?: number;
  /** Slant: how far the top leans right per unit of height. */
  slant?: number;
}

/** The character's outline in millimetres, or an empty path when the font lacks it. */
export function placeGlyph(font: OutlineFont, char: string, placement: GlyphPlacement): VectorPath {
  const glyph = font.glyph(char);
  if (!glyph) return [];
  const s = placement.size / font.unitsPerEm;
  const sx = s * (placement.widthScale ?? 1);
  const k = placement.slant ?? 0;
  const cos = Math.cos(placement.rotation ?? 0);
  const sin = Math.sin(placement.rotation ?? 0);
  // Local (font units, y up) → centred millimetres (y down), slanted: X = sx·(u − adv/2) + k·s·(v − c), Y = −s·(v − c).
  const c = EM_BOX_CENTRE * font.unitsPerEm;
  const local: Affine = [sx, 0, k * s, -s, -sx * (glyph.advance / 2) - k * s * c, s * c];
  // Then the turn (x' = x·cos − y·sin, y' = x·sin + y·cos) and the move to (x, y).
  const [a, b, cc, d, e, f] = local;
  const turned: Affine = [
    a * cos - b * sin,
    a * sin + b * cos,
    cc * cos - d * sin,
    cc * sin + d * cos,
    e * cos - f * sin + placement.x,
    e * sin + f * cos + placement.y,
  ];
  return transformPath(glyph.path, turned);
}

/** The character's advance width in em (1 for CJK ideographs, less for most Latin letters). */
export function advanceOf(font: OutlineFont, char: string): number {
  const glyph = font.glyph(char);
  return glyph ? glyph.advance / font.unitsPerEm : 0.5;
}
