// The square name seal (the legal representative's seal, or a person's own seal): a red frame
// with the name in two columns read from the right, top to bottom, filled up with 之印 or 印 the
// way such seals are cut (张三 → 张三之印, 王小明 → 王小明印). 20 mm a side by default.
import { outlineFont } from './outline-font';
import { placeGlyph } from './place-glyph';
import { SEAL_RED, type SealArtwork } from './seal-artwork';
import { rectangleFramePath, type VectorPath } from './vector-path';

/** The characters the seal carries, in reading order. */
export function squareSealCharacters(name: string): string[] {
  const chars = [...name.trim()];
  if (chars.length === 1) return [...chars, '之', '印'];
  if (chars.length === 2) return [...chars, '之', '印'];
  if (chars.length === 3) return [...chars, '印'];
  return chars;
}

export function drawSquareSeal(name: string, sizeMm = 20): SealArtwork {
  const font = outlineFont(700);
  const stroke = sizeMm * 0.06;
  const paths: VectorPath[] = [rectangleFramePath(0, 0, sizeMm, sizeMm, stroke)];
  const chars = squareSealCharacters(name);
  const columns = 2;
  const rows = Math.ceil(chars.length / columns);
  const inner = sizeMm - 2 * stroke - sizeMm * 0.06;
  const origin = (sizeMm - inner) / 2;
  const cellWidth = inner / columns;
  const cellHeight = inner / rows;
  const size = cellHeight * 0.94;
  chars.forEach((char, i) => {
    const column = columns - 1 - Math.floor(i / rows); // the first column is on the right
    const row = i % rows;
    paths.push(
      placeGlyph(font, char, {
        x: origin + (column + 0.5) * cellWidth,
        y: origin + (row + 0.5) * cellHeight,
        size,
        widthScale: Math.min(1, (cellWidth * 0.94) / size),
      }),
    );
  });
  return { widthMm: sizeMm, heightMm: sizeMm, paths, colour: SEAL_RED };
}
