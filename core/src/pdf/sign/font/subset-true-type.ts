// A TrueType subset for embedding (ISO 32000-1 9.9): only the glyphs shown, plus .notdef and the
// components composite glyphs are built from, renumbered 0..n-1 so that a PDF CID equals the new
// glyph id (CIDToGIDMap /Identity). A Chinese font is ~10 MB; the subset for a name and a date is
// a few kilobytes. cmap is left out: a CIDFontType2 reaches glyphs by id, and text extraction
// goes through /ToUnicode.
import { concatBytes } from '../../asn1/concat-bytes';
import type { TrueTypeFont } from './read-true-type';
import { writeSfnt } from './write-sfnt';

export interface TrueTypeSubset {
  readonly bytes: Uint8Array;
  /** Old glyph id → new glyph id. */
  readonly newId: ReadonlyMap<number, number>;
  /** Old glyph ids in new order. */
  readonly glyphs: readonly number[];
}

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
/** Tables copied as they are: hinting programs, OS/2 metrics. */
const KEPT = ['OS/2', 'cvt ', 'fpgm', 'prep', 'gasp'];

/** Offsets (in the glyph's data) of each component's glyph id; empty for a simple glyph. */
function componentOffsets(glyph: Uint8Array): number[] {
  if (glyph.length < 10 || ((glyph[0]! << 8) | glyph[1]!) < 0x8000) return [];
  const offsets: number[] = [];
  let at = 10;
  for (;;) {
    if (at + 4 > glyph.length) return offsets;
    const flags = (glyph[at]! << 8) | glyph[at + 1]!;
    offsets.push(at + 2);
    at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) at += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
    if (!(flags & MORE_COMPONENTS)) return offsets;
  }
}

const u16 = (data: Uint8Array, at: number) => (data[at]! << 8) | data[at + 1]!;

export function subsetTrueType(font: TrueTypeFont, used: Iterable<number>): TrueTypeSubset {
  const glyphs = [0];
  const newId = new Map([[0, 0]]);
  const add = (g: number) => {
    if (!newId.has(g) && g < font.numGlyphs) {
      newId.set(g, glyphs.length);
      glyphs.push(g);
    }
  };
  for (const g of used) add(g);
  for (let i = 0; i < glyphs.length; i++) {
    const data = font.glyphData(glyphs[i]!);
    for (const at of componentOffsets(data)) add(u16(data, at));
  }

  const pieces: Uint8Array[] = [];
  const loca = new Uint8Array(4 * (glyphs.length + 1));
  const locaView = new DataView(loca.buffer);
  const hmtx = new Uint8Array(4 * glyphs.length);
  const hmtxView = new DataView(hmtx.buffer);
  let offset = 0;
  glyphs.forEach((g, i) => {
    let data = font.glyphData(g);
    const components = componentOffsets(data);
    if (components.length > 0) {
      data = data.slice();
      for (const at of components) {
        const id = newId.get(u16(data, at)) ?? 0;
        data[at] = id >> 8;
        data[at + 1] = id & 0xff;
      }
    }
    const padded = new Uint8Array((data.length + 3) & ~3);
    padded.set(data);
    pieces.push(padded);
    locaView.setUint32(4 * i, offset);
    offset += padded.length;
    hmtxView.setUint16(4 * i, font.advanceWidth(g));
    hmtxView.setInt16(4 * i + 2, font.leftSideBearing(g));
  });
  locaView.setUint32(4 * glyphs.length, offset);

  const copy = (tag: string) => font.tables.get(tag)!.slice();
  const head = copy('head');
  new DataView(head.buffer).setInt16(50, 1); // indexToLocFormat: long offsets
  const hhea = copy('hhea');
  new DataView(hhea.buffer).setUint16(34, glyphs.length);
  const maxp = copy('maxp');
  new DataView(maxp.buffer).setUint16(4, glyphs.length);
  const tables = new Map<string, Uint8Array>([
    ['head', head],
    ['hhea', hhea],
    ['maxp', maxp],
    ['hmtx', hmtx],
    ['loca', loca],
    ['glyf', concatBytes(pieces)],
  ]);
  const post = font.tables.get('post');
  if (post && post.length >= 32) {
    // Format 3: metrics kept, no glyph names (they would name the old glyph ids).
    const post3 = post.slice(0, 32);
    new DataView(post3.buffer).setUint32(0, 0x00030000);
    tables.set('post', post3);
  }
  for (const tag of KEPT) if (font.tables.has(tag)) tables.set(tag, copy(tag));
  return { bytes: writeSfnt(tables), newId, glyphs };
}
