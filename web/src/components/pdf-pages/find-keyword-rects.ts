// Keyword positioning: where a keyword sits on a page, from the page's text items (pdf.js
// getTextContent). A keyword may be split over several items (pdf.js cuts runs at font changes
// and CJK text often comes one glyph per item), so the page's items are joined into one string
// and a match is mapped back to the items it covers (text compared after core's keyword folding); within an item the glyphs are taken to be
// evenly wide, which is what pdf.js itself assumes for its text layer.
import { foldKeyword, foldKeywordText } from '@ecsign/core/pdf';
import type { TPdfRect } from './pdf-geometry';

/** The parts of a pdf.js TextItem this needs. `transform` is [a, b, c, d, e, f]; (e, f) the baseline origin. */
export interface TTextItem {
  str: string;
  transform: readonly number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

/** Descenders reach below the baseline by about this share of the font height. */
const DESCENT = 0.2;

function itemRect(item: TTextItem, from: number, to: number): TPdfRect {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const length = Math.max(1, item.str.length);
  const fontHeight = item.height || Math.hypot(c, d) || Math.hypot(a, b);
  return {
    x: e + (item.width * from) / length,
    y: f - fontHeight * DESCENT,
    width: (item.width * (to - from)) / length,
    height: fontHeight * (1 + DESCENT),
  };
}

function union(rects: TPdfRect[]): TPdfRect {
  const left = Math.min(...rects.map((r) => r.x));
  const bottom = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const top = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: bottom, width: right - left, height: top - bottom };
}

/**
 * Every place `keyword` occurs on the page, as one rectangle per occurrence. Both sides are folded
 * by core's keyword rule (radicals to ideographs, full-width to half-width, white space dropped),
 * so "甲方（盖章）" matches a text layer that spells 方 as the Kangxi radical U+2F45.
 */
export function findKeywordRects(items: readonly TTextItem[], keyword: string): TPdfRect[] {
  const needle = foldKeyword(keyword);
  if (!needle) return [];
  // The page's folded text, each unit remembering its item and its offset in the item's string.
  const chars: { item: number; offset: number }[] = [];
  let text = '';
  items.forEach((item, index) => {
    const folded = foldKeywordText(item.str);
    text += folded.text;
    for (const offset of folded.source) chars.push({ item: index, offset });
  });
  const found: TPdfRect[] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    const covered = chars.slice(at, at + needle.length);
    // One rectangle per item touched, then their union.
    const parts = new Map<number, { from: number; to: number }>();
    for (const { item, offset } of covered) {
      const end = offset + (items[item]!.str.codePointAt(offset)! > 0xffff ? 2 : 1);
      const part = parts.get(item);
      if (part) part.to = Math.max(part.to, end);
      else parts.set(item, { from: offset, to: end });
    }
    found.push(union([...parts].map(([item, { from, to }]) => itemRect(items[item]!, from, to))));
  }
  return found;
}
