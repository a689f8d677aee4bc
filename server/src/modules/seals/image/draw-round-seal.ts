// The round enterprise seal (GA 241-2000 style): a red ring, a five-pointed star in the middle,
// the enterprise name along the upper arc with the characters standing on it, and the seal's type
// (合同专用章 …) written straight across below the star. 42 mm across by default.
import { outlineFont } from './outline-font';
import { placeGlyph } from './place-glyph';
import { SEAL_RED, type SealArtwork } from './seal-artwork';
import { circlePath, starPath, type VectorPath } from './vector-path';

export interface RoundSealText {
  /** Along the upper arc. */
  name: string;
  /** Straight across the bottom; empty for the official seal. */
  bottom: string;
  diameterMm?: number;
}

const DEGREE = Math.PI / 180;

export function drawRoundSeal({ name, bottom, diameterMm = 42 }: RoundSealText): SealArtwork {
  const font = outlineFont(500);
  const r = diameterMm / 2;
  const ring = r * 0.057; // 1.2 mm on a 42 mm seal
  const paths: VectorPath[] = [[...circlePath(r, r, r), ...circlePath(r, r, r - ring, true)], starPath(r, r, r / 3)];

  const chars = [...name];
  const size = r * 0.3;
  const textRadius = r - ring - r * 0.04 - size / 2;
  // Short names spread to at least 120°; long ones are squeezed into at most 250°.
  const span = Math.min(250, Math.max(120, chars.length * 25)) * DEGREE;
  const step = span / Math.max(1, chars.length);
  const widthScale = Math.min(0.8, (step * textRadius * 0.92) / size);
  chars.forEach((char, i) => {
    const angle = -span / 2 + (i + 0.5) * step;
    paths.push(
      placeGlyph(font, char, {
        x: r + textRadius * Math.sin(angle),
        y: r - textRadius * Math.cos(angle),
        size,
        widthScale,
        rotation: angle,
      }),
    );
  });

  const bottomChars = [...bottom];
  const bottomSize = r * 0.2;
  const bottomScale = Math.min(0.85, (r * 1.2) / Math.max(1, bottomChars.length * bottomSize));
  bottomChars.forEach((char, i) => {
    const offset = (i - (bottomChars.length - 1) / 2) * bottomSize * bottomScale * 1.05;
    paths.push(placeGlyph(font, char, { x: r + offset, y: r + r * 0.56, size: bottomSize, widthScale: bottomScale }));
  });
  return { widthMm: diameterMm, heightMm: diameterMm, paths, colour: SEAL_RED };
}
