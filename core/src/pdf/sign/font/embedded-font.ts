// A TrueType font embedded as a Type0 font over a CIDFontType2 subset (ISO 32000-1 9.7) with
// Identity-H encoding: each shown character is two bytes, the CID, which is also the glyph id in
// the subset. CIDs are handed out in order of first use, so they are known while the appearance
// is written and the subset is made once at the end with exactly those glyphs.
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfName } from '../../parse/model/pdf-name';
import { PdfStream } from '../../parse/model/pdf-stream';
import { PdfString } from '../../parse/model/pdf-string';
import { createStream } from '../../write/create-stream';
import type { AppearanceFont } from '../appearance/appearance-font';
import { buildToUnicodeCmap } from './build-to-unicode-cmap';
import { readTrueType, type TrueTypeFont } from './read-true-type';
import { subsetTrueType, type TrueTypeSubset } from './subset-true-type';
import { subsetTag } from './subset-tag';

/**
 * Subsets made lately, per parsed font and glyph list, with their compressed font file: a server
 * writes the same text (a signer's name and date, a batch's field values) into many documents, and
 * subsetting and deflating a CJK font is most of an appearance's cost.
 */
const subsets = new WeakMap<TrueTypeFont, Map<string, { subset: TrueTypeSubset; file: PdfStream }>>();
const SUBSETS_KEPT = 64;

function cachedSubset(font: TrueTypeFont, order: readonly number[]) {
  let known = subsets.get(font);
  if (!known) subsets.set(font, (known = new Map()));
  const key = order.join(',');
  let made = known.get(key);
  if (!made) {
    const subset = subsetTrueType(font, order);
    made = { subset, file: createStream(new PdfDict({ Length1: subset.bytes.length }), subset.bytes) };
    if (known.size >= SUBSETS_KEPT) known.delete(known.keys().next().value!);
    known.set(key, made);
  }
  // A fresh dictionary per document: the writer never sees one object twice.
  return { subset: made.subset, file: new PdfStream(made.file.dict.clone(), made.file.raw) };
}

export function embeddedFont(bytes: Uint8Array): AppearanceFont {
  const font = readTrueType(bytes);
  const scale = 1000 / font.unitsPerEm;
  const order: number[] = [];
  const cidOf = new Map<number, number>();
  const textOf = new Map<number, string>();
  const glyphs = (text: string) =>
    Array.from(text, (char) => {
      const glyph = font.glyphId(char.codePointAt(0)!);
      if (glyph === 0) {
        const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        throw new RangeError(`the appearance font ${font.postScriptName} has no glyph for "${char}" (U+${code})`);
      }
      return { glyph, char };
    });
  return {
    width: (text) => glyphs(text).reduce((sum, { glyph }) => sum + font.advanceWidth(glyph) * scale, 0),
    show(text) {
      let hex = '';
      for (const { glyph, char } of glyphs(text)) {
        let cid = cidOf.get(glyph);
        if (cid === undefined) {
          order.push(glyph);
          cid = order.length;
          cidOf.set(glyph, cid);
          textOf.set(cid, char);
        }
        hex += cid.toString(16).padStart(4, '0');
      }
      return `<${hex}>`;
    },
    finish(allocate) {
      const { subset, file: fontFile } = cachedSubset(font, order);
      const name = new PdfName(`${subsetTag(order)}+${font.postScriptName}`);
      const fileRef = allocate();
      const descriptorRef = allocate();
      const cidRef = allocate();
      const toUnicodeRef = allocate();
      const ref = allocate();
      const descriptor = new PdfDict({
        Type: new PdfName('FontDescriptor'),
        FontName: name,
        Flags: 4,
        FontBBox: font.bbox.map((v) => Math.round(v * scale)),
        ItalicAngle: font.italicAngle,
        Ascent: Math.round(font.ascent * scale),
        Descent: Math.round(font.descent * scale),
        CapHeight: Math.round(font.capHeight * scale),
        StemV: 80,
        FontFile2: fileRef,
      });
      const cidFont = new PdfDict({
        Type: new PdfName('Font'),
        Subtype: new PdfName('CIDFontType2'),
        BaseFont: name,
        CIDSystemInfo: new PdfDict({
          Registry: PdfString.fromText('Adobe'),
          Ordering: PdfString.fromText('Identity'),
          Supplement: 0,
        }),
        FontDescriptor: descriptorRef,
        DW: 1000,
        W: [0, subset.glyphs.map((g) => Math.round(font.advanceWidth(g) * scale))],
        CIDToGIDMap: new PdfName('Identity'),
      });
      const cmap = buildToUnicodeCmap([...textOf]);
      const toUnicode = createStream(
        new PdfDict(),
        Uint8Array.from(cmap, (c) => c.charCodeAt(0)),
      );
      const type0 = new PdfDict({
        Type: new PdfName('Font'),
        Subtype: new PdfName('Type0'),
        BaseFont: name,
        Encoding: new PdfName('Identity-H'),
        DescendantFonts: [cidRef],
        ToUnicode: toUnicodeRef,
      });
      return {
        ref: ref,
        objects: [
          { ref: fileRef, value: fontFile },
          { ref: descriptorRef, value: descriptor },
          { ref: cidRef, value: cidFont },
          { ref: toUnicodeRef, value: toUnicode },
          { ref: ref, value: type0 },
        ],
      };
    },
  };
}
