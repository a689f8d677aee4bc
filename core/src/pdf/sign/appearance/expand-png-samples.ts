// Turns unfiltered PNG scanlines into 8-bit grey or RGB pixels plus an 8-bit alpha plane: packed
// low bit depths are unpacked and scaled, 16-bit samples keep their high byte, palette entries are
// looked up, and tRNS (a transparent colour or per-entry palette alpha) becomes alpha.
export interface PngHeader {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  readonly colorType: number;
  readonly interlaced?: boolean;
}

export interface ImageBuffers {
  readonly channels: 1 | 3;
  readonly pixels: Uint8Array;
  readonly alpha: Uint8Array;
}

/** Where one pass's pixels go in the full image (the whole image when not interlaced). */
export interface PassGeometry {
  readonly x0: number;
  readonly y0: number;
  readonly dx: number;
  readonly dy: number;
  readonly w: number;
  readonly h: number;
}

const SAMPLES: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function allocateImage(header: PngHeader): ImageBuffers {
  const channels = header.colorType === 0 || header.colorType === 4 ? 1 : 3;
  const count = header.width * header.height;
  return { channels, pixels: new Uint8Array(count * channels), alpha: new Uint8Array(count).fill(255) };
}

export function expandSamples(
  out: ImageBuffers,
  header: PngHeader,
  lines: Uint8Array,
  stride: number,
  pass: PassGeometry,
  palette: Uint8Array | undefined,
  transparency: Uint8Array | undefined,
): void {
  const { bitDepth, colorType, width } = header;
  const perPixel = SAMPLES[colorType]!;
  const max = (1 << Math.min(bitDepth, 8)) - 1;
  let row = lines;
  const sample = (index: number): number => {
    if (bitDepth === 8) return row[index]!;
    if (bitDepth === 16) return (row[2 * index]! << 8) | row[2 * index + 1]!;
    const bit = index * bitDepth;
    return (row[bit >> 3]! >> (8 - bitDepth - (bit & 7))) & max;
  };
  const to8 = (v: number) => (bitDepth === 8 ? v : bitDepth === 16 ? v >> 8 : Math.round((v * 255) / max));
  // tRNS for grey and RGB: one colour, compared at the file's own precision.
  const key =
    transparency && colorType === 0 && transparency.length >= 2
      ? [(transparency[0]! << 8) | transparency[1]!]
      : transparency && colorType === 2 && transparency.length >= 6
        ? [0, 2, 4].map((i) => (transparency[i]! << 8) | transparency[i + 1]!)
        : undefined;
  for (let y = 0; y < pass.h; y++) {
    row = lines.subarray(y * stride, (y + 1) * stride);
    const rowStart = (pass.y0 + y * pass.dy) * width;
    for (let x = 0; x < pass.w; x++) {
      const p = rowStart + pass.x0 + x * pass.dx;
      const s = x * perPixel;
      if (colorType === 3) {
        const index = sample(s);
        out.pixels[3 * p] = palette![3 * index] ?? 0;
        out.pixels[3 * p + 1] = palette![3 * index + 1] ?? 0;
        out.pixels[3 * p + 2] = palette![3 * index + 2] ?? 0;
        out.alpha[p] = transparency?.[index] ?? 255;
      } else if (colorType === 0 || colorType === 4) {
        const grey = sample(s);
        out.pixels[p] = to8(grey);
        if (colorType === 4) out.alpha[p] = to8(sample(s + 1));
        else if (key && grey === key[0]) out.alpha[p] = 0;
      } else {
        const r = sample(s);
        const g = sample(s + 1);
        const b = sample(s + 2);
        out.pixels[3 * p] = to8(r);
        out.pixels[3 * p + 1] = to8(g);
        out.pixels[3 * p + 2] = to8(b);
        if (colorType === 6) out.alpha[p] = to8(sample(s + 3));
        else if (key && r === key[0] && g === key[1] && b === key[2]) out.alpha[p] = 0;
      }
    }
  }
}
