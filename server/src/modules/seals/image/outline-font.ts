// Glyph outlines from a TrueType font (OpenType "glyf" outlines: simple and composite glyphs,
// quadratic curves) so seals and signatures carry real vector lettering: the SVG gets the
// outlines as paths and the PNG is rasterised from them. The font is Noto Sans SC (SIL OFL), the
// one core/pdf's signature appearance embeds; the server ships it as a dependency.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PathCommand, VectorPath } from './vector-path';

export const FONT_WEIGHTS = {
  400: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  500: '@expo-google-fonts/noto-sans-sc/500Medium/NotoSansSC_500Medium.ttf',
  700: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;
export type TFontWeight = keyof typeof FONT_WEIGHTS;

export interface OutlineFont {
  unitsPerEm: number;
  /** The glyph of a character: its advance and outline in font units (y up); undefined when missing. */
  glyph(char: string): { advance: number; path: VectorPath } | undefined;
}

const loaded = new Map<TFontWeight, OutlineFont>();

/** The font of a weight, read once per process (each file is about 10 MB). */
export function outlineFont(weight: TFontWeight = 400): OutlineFont {
  let font = loaded.get(weight);
  if (!font) {
    const bytes = readFileSync(createRequire(import.meta.url).resolve(FONT_WEIGHTS[weight]));
    font = readOutlineFont(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    loaded.set(weight, font);
  }
  return font;
}

interface Point {
  x: number;
  y: number;
  on: boolean;
}

export function readOutlineFont(bytes: Uint8Array): OutlineFont {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  for (let i = 0; i < data.getUint16(4); i++) {
    const at = 12 + 16 * i;
    tables.set(String.fromCharCode(...bytes.subarray(at, at + 4)), data.getUint32(at + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font has no ${tag} table`);
    return offset;
  };
  const head = table('head');
  const unitsPerEm = data.getUint16(head + 18);
  const longLoca = data.getInt16(head + 50) === 1;
  const numGlyphs = data.getUint16(table('maxp') + 4);
  const numberOfHMetrics = data.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const loca = table('loca');
  const glyf = table('glyf');
  const locaAt = (g: number) => (longLoca ? data.getUint32(loca + 4 * g) : 2 * data.getUint16(loca + 2 * g));
  const glyphIdOf = cmapLookup(data, table('cmap'));

  function points(g: number, depth: number): Point[][] {
    if (g >= numGlyphs || depth > 8) return [];
    const start = glyf + locaAt(g);
    if (locaAt(g + 1) === locaAt(g)) return [];
    const contours = data.getInt16(start);
    return contours >= 0 ? simpleGlyph(data, start, contours) : compositeGlyph(start, depth);
  }

  function compositeGlyph(start: number, depth: number): Point[][] {
    const out: Point[][] = [];
    let at = start + 10;
    for (;;) {
      const flags = data.getUint16(at);
      const component = data.getUint16(at + 2);
      at += 4;
      let dx = 0;
      let dy = 0;
      if (flags & 1) {
        dx = flags & 2 ? data.getInt16(at) : 0;
        dy = flags & 2 ? data.getInt16(at + 2) : 0;
        at += 4;
      } else {
        dx = flags & 2 ? data.getInt8(at) : 0;
        dy = flags & 2 ? data.getInt8(at + 1) : 0;
        at += 2;
      }
      let [a, b, c, d] = [1, 0, 0, 1];
      const f2dot14 = (offset: number) => data.getInt16(offset) / 16384;
      if (flags & 0x8) {
        a = d = f2dot14(at);
        at += 2;
      } else if (flags & 0x40) {
        a = f2dot14(at);
        d = f2dot14(at + 2);
        at += 4;
      } else if (flags & 0x80) {
        [a, b, c, d] = [f2dot14(at), f2dot14(at + 2), f2dot14(at + 4), f2dot14(at + 6)];
        at += 8;
      }
      for (const contour of points(component, depth + 1)) {
        out.push(contour.map((p) => ({ x: a * p.x + c * p.y + dx, y: b * p.x + d * p.y + dy, on: p.on })));
      }
      if (!(flags & 0x20)) break;
    }
    return out;
  }

  return {
    unitsPerEm,
    glyph(char) {
      const g = glyphIdOf(char.codePointAt(0) ?? 0);
      if (g === 0 || g >= numGlyphs) return undefined;
      const advance = data.getUint16(hmtx + 4 * Math.min(g, numberOfHMetrics - 1));
      return { advance, path: points(g, 0).flatMap(contourPath) };
    },
  };
}

function simpleGlyph(data: DataView, start: number, contours: number): Point[][] {
  const ends: number[] = [];
  for (let i = 0; i < contours; i++) ends.push(data.getUint16(start + 10 + 2 * i));
  const count = contours === 0 ? 0 : ends[contours - 1]! + 1;
  let at = start + 10 + 2 * contours;
  at += 2 + data.getUint16(at); // instructions
  const flags: number[] = [];
  while (flags.length < count) {
    const flag = data.getUint8(at++);
    flags.push(flag);
    if (flag & 8) {
      const repeat = data.getUint8(at++);
      for (let r = 0; r < repeat; r++) flags.push(flag);
    }
  }
  const coordinates = (shortBit: number, sameBit: number) => {
    const values: number[] = [];
    let value = 0;
    for (const flag of flags) {
      if (flag & shortBit) {
        const delta = data.getUint8(at++);
        value += flag & sameBit ? delta : -delta;
      } else if (!(flag & sameBit)) {
        value += data.getInt16(at);
        at += 2;
      }
      values.push(value);
    }
    return values;
  };
  const xs = coordinates(2, 16);
  const ys = coordinates(4, 32);
  const out: Point[][] = [];
  let first = 0;
  for (const end of ends) {
    const contour: Point[] = [];
    for (let i = first; i <= end; i++) contour.push({ x: xs[i]!, y: ys[i]!, on: (flags[i]! & 1) === 1 });
    out.push(contour);
    first = end + 1;
  }
  return out;
}

/** A TrueType contour (on-curve and off-curve points, implied midpoints) as path commands. */
function contourPath(contour: Point[]): PathCommand[] {
  if (contour.length < 2) return [];
  const mid = (p: Point, q: Point): Point => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2, on: true });
  const startIndex = contour.findIndex((p) => p.on);
  const ordered =
    startIndex >= 0
      ? [...contour.slice(startIndex), ...contour.slice(0, startIndex)]
      : [mid(contour[0]!, contour[1]!), ...contour];
  const start = ordered[0]!;
  const path: PathCommand[] = [{ op: 'M', x: start.x, y: start.y }];
  let control: Point | undefined;
  for (const point of [...ordered.slice(1), start]) {
    if (point.on) {
      path.push(
        control
          ? { op: 'Q', cx: control.x, cy: control.y, x: point.x, y: point.y }
          : { op: 'L', x: point.x, y: point.y },
      );
      control = undefined;
    } else {
      if (control) {
        const implied = mid(control, point);
        path.push({ op: 'Q', cx: control.x, cy: control.y, x: implied.x, y: implied.y });
      }
      control = point;
    }
  }
  path.push({ op: 'Z' });
  return path;
}

/** The Unicode cmap (format 12, else format 4) as a code point → glyph id function. */
function cmapLookup(data: DataView, cmap: number): (codePoint: number) => number {
  const subtables = new Map<string, number>();
  for (let i = 0; i < data.getUint16(cmap + 2); i++) {
    const at = cmap + 4 + 8 * i;
    const offset = cmap + data.getUint32(at + 4);
    subtables.set(`${data.getUint16(at)}/${data.getUint16(at + 2)}/${data.getUint16(offset)}`, offset);
  }
  const format12 = ['3/10/12', '0/4/12', '0/6/12'].map((key) => subtables.get(key)).find((o) => o !== undefined);
  if (format12 !== undefined) {
    const groups = data.getUint32(format12 + 12);
    return (c) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const midIndex = (lo + hi) >> 1;
        const at = format12 + 16 + 12 * midIndex;
        if (c < data.getUint32(at)) hi = midIndex - 1;
        else if (c > data.getUint32(at + 4)) lo = midIndex + 1;
        else return data.getUint32(at + 8) + (c - data.getUint32(at));
      }
      return 0;
    };
  }
  const format4 = ['3/1/4', '0/3/4', '0/1/4', '0/0/4'].map((key) => subtables.get(key)).find((o) => o !== undefined);
  if (format4 === undefined) return () => 0;
  const segments = data.getUint16(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const ranges = deltas + 2 * segments;
  return (c) => {
    if (c > 0xffff) return 0;
    for (let s = 0; s < segments; s++) {
      if (data.getUint16(ends + 2 * s) < c) continue;
      const first = data.getUint16(starts + 2 * s);
      if (c < first) return 0;
      const delta = data.getInt16(deltas + 2 * s);
      const rangeOffset = data.getUint16(ranges + 2 * s);
      if (rangeOffset === 0) return (c + delta) & 0xffff;
      const glyph = data.getUint16(ranges + 2 * s + rangeOffset + 2 * (c - first));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}
