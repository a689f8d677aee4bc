// Finds where a keyword is printed on a PDF's pages by following the text operators of the page
// content (text and graphics matrices, fonts, spacing, TJ adjustments) — the way signing
// positions "by keyword" are placed. Returns the first occurrence as a rectangle around the
// keyword in default user space, or undefined when no page prints it. Text split across
// operators is joined in reading order of the content stream.
import {
  foldKeyword,
  foldKeywordChar,
  getPages,
  isStream,
  type PdfDict,
  type PdfDocument,
  type PdfValue,
} from '@ecsign/core/pdf';
import { contentOperations, type TOperand } from './content-tokens';
import { textFont, type TTextFont } from './text-font';

type TMatrix = [number, number, number, number, number, number];
const IDENTITY: TMatrix = [1, 0, 0, 1, 0, 0];

function multiply(m: TMatrix, n: TMatrix): TMatrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}
const apply = (m: TMatrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

interface TGlyph {
  char: string;
  /** Start, end and size of the glyph in user space (horizontal text assumed for the box). */
  x0: number;
  x1: number;
  y: number;
  size: number;
}

export interface TKeywordHit {
  /** 1-based page number. */
  page: number;
  /** [x, y, width, height] in default user space around the keyword. */
  box: [number, number, number, number];
}

function pageContent(doc: PdfDocument, page: PdfDict): Uint8Array {
  const contents = doc.resolve(page.get('Contents'));
  const parts = (Array.isArray(contents) ? contents : [contents]).map((part) => doc.resolve(part as PdfValue));
  const chunks = parts.filter(isStream).map((stream) => doc.decodeStream(stream).data);
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length + 1, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
    // Streams of one page are joined as if by white space (ISO 32000-1 7.8.2).
    out[offset++] = 0x0a;
  }
  return out;
}

function pageGlyphs(doc: PdfDocument, page: { dict: PdfDict; resources: PdfDict | undefined }): TGlyph[] {
  const glyphs: TGlyph[] = [];
  const fonts = page.resources ? doc.dictOf(page.resources.get('Font')) : undefined;
  const fontCache = new Map<string, TTextFont | undefined>();
  const fontNamed = (name: string) => {
    if (!fontCache.has(name)) {
      const dict = fonts ? doc.dictOf(fonts.get(name)) : undefined;
      fontCache.set(name, dict ? textFont(doc, dict) : undefined);
    }
    return fontCache.get(name);
  };
  interface TState {
    ctm: TMatrix;
    font?: TTextFont | undefined;
    size: number;
    charSpacing: number;
    wordSpacing: number;
    leading: number;
  }
  let state: TState = { ctm: IDENTITY, size: 0, charSpacing: 0, wordSpacing: 0, leading: 0 };
  const saved: TState[] = [];
  let tm: TMatrix = IDENTITY;
  let tlm: TMatrix = IDENTITY;
  const nums = (operands: TOperand[]) => operands.map((o) => (typeof o === 'number' ? o : 0));
  const moveLine = (tx: number, ty: number) => {
    tlm = multiply([1, 0, 0, 1, tx, ty], tlm);
    tm = tlm;
  };
  const show = (bytes: Uint8Array) => {
    const font = state.font;
    if (!font) return;
    for (let i = 0; i + font.bytesPerCode <= bytes.length; i += font.bytesPerCode) {
      const code = font.bytesPerCode === 2 ? (bytes[i]! << 8) | bytes[i + 1]! : bytes[i]!;
      const advance =
        (font.width(code) / 1000) * state.size +
        state.charSpacing +
        (font.bytesPerCode === 1 && code === 32 ? state.wordSpacing : 0);
      const m = multiply(tm, state.ctm);
      const [x0, y] = apply(m, 0, 0);
      const [x1] = apply(m, advance, 0);
      const scale = Math.hypot(m[2], m[3]) || 1;
      for (const char of font.text(code)) glyphs.push({ char, x0, x1, y, size: state.size * scale });
      tm = multiply([1, 0, 0, 1, advance, 0], tm);
    }
  };
  for (const { operator, operands } of contentOperations(pageContent(doc, page.dict))) {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = nums(operands);
    switch (operator) {
      case 'q':
        saved.push({ ...state });
        break;
      case 'Q':
        state = saved.pop() ?? state;
        break;
      case 'cm':
        state.ctm = multiply([a, b, c, d, e, f], state.ctm);
        break;
      case 'BT':
        tm = tlm = IDENTITY;
        break;
      case 'Tf':
        state.font = typeof operands[0] === 'string' ? fontNamed(operands[0]) : undefined;
        state.size = b;
        break;
      case 'Tc':
        state.charSpacing = a;
        break;
      case 'Tw':
        state.wordSpacing = a;
        break;
      case 'TL':
        state.leading = a;
        break;
      case 'Td':
        moveLine(a, b);
        break;
      case 'TD':
        state.leading = -b;
        moveLine(a, b);
        break;
      case 'Tm':
        tm = tlm = [a, b, c, d, e, f];
        break;
      case 'T*':
        moveLine(0, -state.leading);
        break;
      case "'":
      case '"':
        if (operator === '"') [state.wordSpacing, state.charSpacing] = [a, b];
        moveLine(0, -state.leading);
        if (operands.at(-1) instanceof Uint8Array) show(operands.at(-1) as Uint8Array);
        break;
      case 'Tj':
        if (operands[0] instanceof Uint8Array) show(operands[0]);
        break;
      case 'TJ':
        for (const part of Array.isArray(operands[0]) ? operands[0] : []) {
          if (part instanceof Uint8Array) show(part);
          else if (typeof part === 'number') tm = multiply([1, 0, 0, 1, (-part / 1000) * state.size, 0], tm);
        }
        break;
    }
  }
  return glyphs;
}

export function findKeyword(doc: PdfDocument, keyword: string): TKeywordHit | undefined {
  // Folded by core's keyword rule, as the portal does: a PDF whose ToUnicode spells 方 as the
  // Kangxi radical U+2F45 still prints "甲方（盖章）".
  const wanted = foldKeyword(keyword);
  if (!wanted) return undefined;
  const pages = getPages(doc);
  for (const page of pages) {
    const glyphs = pageGlyphs(doc, page);
    let text = '';
    const glyphOf: number[] = [];
    glyphs.forEach((glyph, index) => {
      const folded = foldKeywordChar(glyph.char);
      text += folded;
      for (let k = 0; k < folded.length; k++) glyphOf.push(index);
    });
    const at = text.indexOf(wanted);
    if (at < 0) continue;
    const hit = glyphs.slice(glyphOf[at]!, glyphOf[at + wanted.length - 1]! + 1).filter((g) => g.char.trim() !== '');
    const x0 = Math.min(...hit.map((g) => Math.min(g.x0, g.x1)));
    const x1 = Math.max(...hit.map((g) => Math.max(g.x0, g.x1)));
    const size = Math.max(...hit.map((g) => g.size));
    const y = hit[0]!.y - size * 0.2;
    return { page: page.index + 1, box: [x0, y, Math.max(x1 - x0, 1), size] };
  }
  return undefined;
}
