// Reads what embedding a TrueType font in a PDF needs (OpenType spec, "TrueType outlines"): the
// table directory, metrics (head, hhea, hmtx, OS/2, post), glyph locations (loca/glyf), the
// character map and the PostScript name. Only glyf-outline fonts: a CFF font would be embedded
// differently (FontFile3) and is refused. Parsed fonts are cached per buffer, because the same
// 10 MB CJK font serves every signature a server makes.
import { readCmap } from './read-cmap';

export interface TrueTypeFont {
  readonly bytes: Uint8Array;
  readonly tables: ReadonlyMap<string, Uint8Array>;
  readonly unitsPerEm: number;
  readonly numGlyphs: number;
  readonly bbox: readonly [number, number, number, number];
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly italicAngle: number;
  readonly postScriptName: string;
  /** Glyph id of a Unicode code point; 0 (.notdef) when the font has none. */
  glyphId(codePoint: number): number;
  advanceWidth(glyph: number): number;
  leftSideBearing(glyph: number): number;
  /** The glyph's outline data from glyf (empty for a blank glyph). */
  glyphData(glyph: number): Uint8Array;
}

const cache = new WeakMap<Uint8Array, TrueTypeFont>();

export function readTrueType(bytes: Uint8Array): TrueTypeFont {
  const cached = cache.get(bytes);
  if (cached) return cached;
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes.length >= 12 ? data.getUint32(0) : 0;
  if (version !== 0x00010000 && version !== 0x74727565) {
    throw new RangeError(
      'appearance.font must be a TrueType font (glyf outlines); OpenType/CFF and collections are not supported',
    );
  }
  const tables = new Map<string, Uint8Array>();
  const count = data.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    const offset = data.getUint32(at + 8);
    const length = data.getUint32(at + 12);
    if (offset + length > bytes.length) throw new RangeError(`font table ${tag} lies outside the file`);
    tables.set(tag, bytes.subarray(offset, offset + length));
  }
  const table = (tag: string) => {
    const t = tables.get(tag);
    if (!t) throw new RangeError(`the font has no ${tag} table`);
    return new DataView(t.buffer, t.byteOffset, t.byteLength);
  };
  const head = table('head');
  const hhea = table('hhea');
  const maxp = table('maxp');
  const hmtx = table('hmtx');
  const loca = table('loca');
  const glyf = tables.get('glyf') ?? new Uint8Array();
  table('glyf');
  const os2 = tables.has('OS/2') ? table('OS/2') : undefined;
  const post = tables.has('post') ? table('post') : undefined;
  const longLoca = head.getInt16(50) === 1;
  const numGlyphs = maxp.getUint16(4);
  const numberOfHMetrics = hhea.getUint16(34);
  const ascent = hhea.getInt16(4);
  const cmap = readCmap(tables.get('cmap'));
  const locaAt = (g: number) => (longLoca ? loca.getUint32(4 * g) : 2 * loca.getUint16(2 * g));
  const font: TrueTypeFont = {
    bytes,
    tables,
    unitsPerEm: head.getUint16(18),
    numGlyphs,
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    ascent,
    descent: hhea.getInt16(6),
    capHeight: os2 && os2.getUint16(0) >= 2 && os2.byteLength >= 90 ? os2.getInt16(88) : Math.round(ascent * 0.7),
    italicAngle: post ? post.getInt32(4) / 65536 : 0,
    postScriptName: readPostScriptName(tables.get('name')),
    glyphId: (codePoint) => {
      const g = cmap(codePoint);
      return g < numGlyphs ? g : 0;
    },
    advanceWidth: (g) => hmtx.getUint16(4 * Math.min(g, numberOfHMetrics - 1)),
    leftSideBearing: (g) =>
      g < numberOfHMetrics
        ? hmtx.getInt16(4 * g + 2)
        : hmtx.getInt16(4 * numberOfHMetrics + 2 * (g - numberOfHMetrics)),
    glyphData: (g) => (g < numGlyphs ? glyf.subarray(locaAt(g), locaAt(g + 1)) : new Uint8Array()),
  };
  cache.set(bytes, font);
  return font;
}

/** nameID 6 from the name table (Windows UTF-16BE or Mac Roman), cleaned for a PDF name. */
function readPostScriptName(name: Uint8Array | undefined): string {
  if (!name || name.length < 6) return 'EmbeddedFont';
  const data = new DataView(name.buffer, name.byteOffset, name.byteLength);
  const count = data.getUint16(2);
  const storage = data.getUint16(4);
  for (let i = 0; i < count && 6 + 12 * i + 12 <= name.length; i++) {
    const at = 6 + 12 * i;
    if (data.getUint16(at + 6) !== 6) continue;
    const platform = data.getUint16(at);
    const length = data.getUint16(at + 8);
    const raw = name.subarray(storage + data.getUint16(at + 10), storage + data.getUint16(at + 10) + length);
    let text = '';
    if (platform === 3 || platform === 0) {
      for (let j = 0; j + 1 < raw.length; j += 2) text += String.fromCharCode((raw[j]! << 8) | raw[j + 1]!);
    } else text = String.fromCharCode(...raw);
    const clean = text.replace(/[^A-Za-z0-9_.-]/g, '');
    if (clean) return clean;
  }
  return 'EmbeddedFont';
}
