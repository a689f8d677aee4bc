// Where the seal image and the text lines go inside the appearance's display frame: the image is
// scaled to fit its box keeping its aspect ratio and centred; lines are centred, at the largest
// size (up to 12 pt) at which every line fits the width and the block fits its height. With
// text "below", the lines take at most the bottom 35% and the image the rest; "over" draws
// them across the middle of the image, as a date over a seal.
export interface LayoutInput {
  readonly width: number;
  readonly height: number;
  readonly image?: { readonly width: number; readonly height: number };
  /** Advance widths of each line in thousandths of the font size. */
  readonly lineWidths: readonly number[];
  readonly textPosition: 'below' | 'over';
  readonly fontSize?: number;
}

export interface AppearanceLayout {
  /** [x, y, width, height] of the drawn image. */
  readonly image?: readonly [number, number, number, number];
  readonly fontSize: number;
  /** Baseline start of each line. */
  readonly lines: ReadonlyArray<readonly [number, number]>;
}

const MAX_FONT_SIZE = 12;
const LEADING = 1.25;
const TEXT_SHARE = 0.35;

export function layoutAppearance(input: LayoutInput): AppearanceLayout {
  const { width, height, lineWidths } = input;
  const pad = Math.min(width, height) * 0.04;
  const innerW = width - 2 * pad;
  const innerH = height - 2 * pad;
  const count = lineWidths.length;
  const below = input.image !== undefined && input.textPosition === 'below';
  let fontSize = 0;
  if (count > 0) {
    const widest = Math.max(...lineWidths, 1);
    const heightLimit = ((below ? TEXT_SHARE : 1) * innerH) / (count * LEADING);
    fontSize = input.fontSize ?? Math.max(0.5, Math.min(MAX_FONT_SIZE, heightLimit, (innerW * 1000) / widest));
  }
  const block = count * fontSize * LEADING;
  let image: AppearanceLayout['image'];
  if (input.image) {
    const boxY = pad + (below ? block : 0);
    const boxH = Math.max(innerH - (below ? block : 0), 0);
    const scale = Math.min(innerW / input.image.width, boxH / input.image.height);
    const w = input.image.width * scale;
    const h = input.image.height * scale;
    image = [pad + (innerW - w) / 2, boxY + (boxH - h) / 2, w, h];
  }
  // Top of the text block: the bottom band when below the image, else centred.
  const top = below ? pad + block : (height + block) / 2;
  const lines = lineWidths.map((w, i): readonly [number, number] => [
    (width - (w * fontSize) / 1000) / 2,
    // Baseline: a line's box is LEADING × size tall; the descender takes about a quarter of it.
    top - (i + 1) * fontSize * LEADING + fontSize * 0.3,
  ]);
  return { image, fontSize, lines };
}
