// A signature generated from the verified name: the name written out in one of the styles,
// 10 mm high, in near-black ink on a transparent ground. The SEAL style is a square personal seal.
import type { TSignatureStyle } from '@ecsign/core/model';
import { drawSquareSeal } from './draw-square-seal';
import { outlineFont, type TFontWeight } from './outline-font';
import { advanceOf, placeGlyph } from './place-glyph';
import { SIGNATURE_INK, type SealArtwork } from './seal-artwork';

const STYLES: Record<Exclude<TSignatureStyle, 'SEAL'>, { weight: TFontWeight; slant: number; tracking: number }> = {
  REGULAR: { weight: 400, slant: 0, tracking: 0.04 },
  BOLD: { weight: 700, slant: 0, tracking: 0.02 },
  SLANTED: { weight: 500, slant: 0.28, tracking: -0.04 },
};

export function drawNameSignature(name: string, style: TSignatureStyle): SealArtwork {
  if (style === 'SEAL') return drawSquareSeal(name, 18);
  const { weight, slant, tracking } = STYLES[style];
  const font = outlineFont(weight);
  const size = 10;
  const margin = size * 0.15 + size * slant * 0.5;
  const chars = [...name.trim()];
  let x = margin;
  const paths = chars.map((char) => {
    const advance = advanceOf(font, char) * size;
    const path = placeGlyph(font, char, { x: x + advance / 2, y: margin + size / 2, size, slant });
    x += advance + tracking * size;
    return path;
  });
  return {
    widthMm: x - tracking * size + margin,
    heightMm: size + 2 * margin,
    paths,
    colour: SIGNATURE_INK,
  };
}
