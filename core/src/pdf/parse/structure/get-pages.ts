// The page tree (ISO 32000-1 7.7.3) flattened in document order, with the inheritable attributes
// (7.7.3.4) resolved. Page nodes are recognised by shape as well as /Type, and a node met twice
// (a cycle or a shared kid in a hostile file) is visited once.
import { PdfDict } from '../model/pdf-dict';
import type { PdfRef } from '../model/pdf-ref';
import { isName, isNumber, isRef, type PdfValue } from '../model/pdf-value';
import type { PdfView } from '../document/pdf-view';

export interface PdfPage {
  /** 0-based position in the document. */
  index: number;
  /** Undefined only for a page written directly inside /Kids (not allowed, but seen). */
  ref: PdfRef | undefined;
  dict: PdfDict;
  /** [llx, lly, urx, ury], normalised so that ll < ur; US Letter when missing. */
  mediaBox: [number, number, number, number];
  /** Defaults to the media box (7.7.3.3). */
  cropBox: [number, number, number, number];
  /** 0, 90, 180 or 270. */
  rotate: number;
  resources: PdfDict | undefined;
}

interface Inherited {
  mediaBox?: PdfValue;
  cropBox?: PdfValue;
  rotate?: PdfValue;
  resources?: PdfValue;
}

const MAX_DEPTH = 64;
const LETTER: [number, number, number, number] = [0, 0, 612, 792];

/**
 * `limit`: stop once that many pages are found — placing a signature on page N (an invisible one's
 * widget goes on page 1) needs no walk of a long contract's whole tree, so signing costs the same
 * for 2 pages as for 2,000.
 */
export function getPages(view: PdfView, limit = Infinity): PdfPage[] {
  const pages: PdfPage[] = [];
  const root = view.catalog?.get('Pages');
  const seen = new Set<string>();
  const visit = (value: PdfValue | undefined, inherited: Inherited, depth: number): void => {
    if (pages.length >= limit) return;
    if (isRef(value)) {
      if (seen.has(value.key)) return;
      seen.add(value.key);
    }
    const dict = view.resolve(value);
    if (!(dict instanceof PdfDict) || depth > MAX_DEPTH) return;
    const here: Inherited = {
      mediaBox: dict.get('MediaBox') ?? inherited.mediaBox,
      cropBox: dict.get('CropBox') ?? inherited.cropBox,
      rotate: dict.get('Rotate') ?? inherited.rotate,
      resources: dict.get('Resources') ?? inherited.resources,
    };
    const kids = view.resolve(dict.get('Kids'));
    const isNode = isName(dict.get('Type'), 'Pages') || (!isName(dict.get('Type'), 'Page') && Array.isArray(kids));
    if (isNode) {
      if (Array.isArray(kids)) for (const kid of kids) visit(kid, here, depth + 1);
      return;
    }
    const mediaBox = box(view, here.mediaBox) ?? LETTER;
    const rotate = view.resolve(here.rotate);
    const resources = view.resolve(here.resources);
    pages.push({
      index: pages.length,
      ref: isRef(value) ? value : undefined,
      dict,
      mediaBox,
      cropBox: box(view, here.cropBox) ?? mediaBox,
      rotate: isNumber(rotate) ? (((Math.round(rotate / 90) * 90) % 360) + 360) % 360 : 0,
      resources: resources instanceof PdfDict ? resources : undefined,
    });
  };
  visit(root, {}, 0);
  return pages;
}

function box(view: PdfView, value: PdfValue | undefined): [number, number, number, number] | undefined {
  const array = view.resolve(value);
  if (!Array.isArray(array) || array.length < 4) return undefined;
  const n = array.slice(0, 4).map((v) => view.resolve(v));
  if (!n.every(isNumber)) return undefined;
  const [a, b, c, d] = n as number[];
  return [Math.min(a!, c!), Math.min(b!, d!), Math.max(a!, c!), Math.max(b!, d!)];
}
