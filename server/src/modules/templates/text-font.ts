// How a page font's codes turn into text and advance widths, for finding keywords: the
// /ToUnicode CMap when there is one (bfchar and bfrange), else Latin-1 for simple fonts; widths
// from /Widths (simple) or /W and /DW (Type0). Two-byte codes for Type0 fonts (Identity-H and
// the other two-byte CMaps all CJK writers use).
import { isArray, isName, isNumber, isStream, type PdfDict, type PdfView } from '@ecsign/core/pdf';

export interface TTextFont {
  bytesPerCode: 1 | 2;
  /** The text of a code ('' when unknown). */
  text(code: number): string;
  /** Advance of a code in thousandths of the font size. */
  width(code: number): number;
}

function parseToUnicode(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) {
      map.set(parseInt(src!, 16), utf16(dst!));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g,
    )) {
      const [from, to] = [parseInt(lo!, 16), parseInt(hi!, 16)];
      if (to - from > 0xffff) continue;
      if (rest!.startsWith('[')) {
        [...rest!.matchAll(/<([0-9a-fA-F]*)>/g)].forEach(([, dst], k) => map.set(from + k, utf16(dst!)));
      } else {
        const base = rest!.slice(1, -1);
        const last = parseInt(base.slice(-4), 16);
        for (let code = from; code <= to; code++) {
          map.set(code, utf16(base.slice(0, -4) + (last + code - from).toString(16).padStart(4, '0')));
        }
      }
    }
  }
  return map;
}

export function textFont(view: PdfView, font: PdfDict): TTextFont {
  const type0 = isName(view.resolve(font.get('Subtype')), 'Type0');
  const toUnicodeStream = view.resolve(font.get('ToUnicode'));
  const unicode = isStream(toUnicodeStream)
    ? parseToUnicode(new TextDecoder('latin1').decode(view.decodeStream(toUnicodeStream).data))
    : undefined;
  const widths = new Map<number, number>();
  let defaultWidth = type0 ? 1000 : 500;
  if (type0) {
    const descendant = view.dictOf(view.getArray(font, 'DescendantFonts')?.[0]);
    if (descendant) {
      defaultWidth = view.getNumber(descendant, 'DW') ?? 1000;
      const w = view.getArray(descendant, 'W') ?? [];
      for (let i = 0; i < w.length;) {
        const first = view.resolve(w[i]);
        const next = view.resolve(w[i + 1]);
        if (isNumber(first) && isArray(next)) {
          next.forEach((value, k) => widths.set(first + k, Number(view.resolve(value)) || 0));
          i += 2;
        } else if (isNumber(first) && isNumber(next)) {
          const width = Number(view.resolve(w[i + 2])) || 0;
          for (let code = first; code <= next && code - first < 65536; code++) widths.set(code, width);
          i += 3;
        } else break;
      }
    }
  } else {
    const first = view.getNumber(font, 'FirstChar') ?? 0;
    (view.getArray(font, 'Widths') ?? []).forEach((value, k) =>
      widths.set(first + k, Number(view.resolve(value)) || 0),
    );
  }
  return {
    bytesPerCode: type0 ? 2 : 1,
    text: (code) => unicode?.get(code) ?? (type0 ? '' : String.fromCharCode(code)),
    width: (code) => widths.get(code) ?? defaultWidth,
  };
}
