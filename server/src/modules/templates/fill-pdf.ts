// Writes filled-in values onto a template PDF as page content: one incremental update that adds a
// content stream per page (wrapped so the page's own graphics state cannot leak into it) and the
// embedded CJK subset font, leaving every original byte as it was. Text is drawn upright as the
// page is displayed (same frame as seal appearances), shrunk to fit its rectangle; a check box is
// drawn as a square with a tick, so it needs no glyph.
import {
  appearanceFrame,
  appendIncrementalUpdate,
  checkBoxOps,
  createStream,
  displayRectToUserSpace,
  embeddedFont,
  getPages,
  nextObjectNumber,
  openPdf,
  PdfDict,
  PdfRef,
  type PdfDocument,
  type PdfValue,
} from '@ecsign/core/pdf';
import type { TDisplayRect } from '@ecsign/core/model';

export type TFillItem =
  | { kind: 'TEXT'; page: number; rect: TDisplayRect; text: string; fontSize?: number | undefined }
  | { kind: 'CHECKBOX'; page: number; rect: TDisplayRect; checked: boolean };

const FONT_NAME = 'ECFill0';
const DEFAULT_FONT_SIZE = 12;
const n = (value: number) => String(Math.round(value * 1000) / 1000);

export function fillPdf(bytes: Uint8Array, items: readonly TFillItem[], fontBytes: Uint8Array): Uint8Array {
  if (items.length === 0) return bytes;
  const doc = openPdf(bytes);
  stageFill(doc, items, fontBytes);
  return appendIncrementalUpdate(doc, { objects: [] }).bytes;
}

/**
 * The fill's objects staged on `doc` (PdfDocument.stage) instead of written: the next update
 * written on `doc` carries them — an HR row's signature, which then covers the filled values in
 * the same revision instead of the file being written and parsed once more in between.
 */
export function stageFill(doc: PdfDocument, items: readonly TFillItem[], fontBytes: Uint8Array): void {
  if (items.length === 0) return;
  const pages = getPages(doc);
  let next = nextObjectNumber(doc);
  const allocate = () => new PdfRef(next++, 0);
  const font = embeddedFont(fontBytes);
  const objects: { ref: PdfRef; value: PdfValue }[] = [];
  const fontDicts: PdfDict[] = [];

  const byPage = new Map<number, TFillItem[]>();
  for (const item of items) byPage.set(item.page, [...(byPage.get(item.page) ?? []), item]);
  for (const [pageNumber, onPage] of byPage) {
    const page = pages[pageNumber - 1];
    if (!page?.ref) throw new RangeError(`page ${pageNumber} cannot be filled`);
    const ops: string[] = ['Q'];
    for (const item of onPage) {
      const [x, y, w, h] = displayRectToUserSpace(page, item.rect);
      const frame = appearanceFrame(w, h, page.rotate);
      ops.push('q', `1 0 0 1 ${n(x)} ${n(y)} cm`, `${frame.matrix.map(n).join(' ')} cm`);
      ops.push(`0 0 ${n(frame.width)} ${n(frame.height)} re W n`);
      if (item.kind === 'CHECKBOX') ops.push(...checkBoxOps(frame.width, frame.height, item.checked));
      else if (item.text.length > 0) {
        const width = font.width(item.text) / 1000;
        const size = Math.max(
          1,
          Math.min(item.fontSize ?? DEFAULT_FONT_SIZE, frame.height * 0.85, (frame.width - 2) / Math.max(width, 0.001)),
        );
        // Baseline so the text sits in the middle of the box (descenders take about a fifth).
        const baseline = (frame.height - size) / 2 + size * 0.2;
        ops.push('BT', `/${FONT_NAME} ${n(size)} Tf`, '0 0 0 rg', `1 0 0 1 1 ${n(baseline)} Tm`);
        ops.push(`${font.show(item.text)} Tj`, 'ET');
      }
      ops.push('Q');
    }
    const before = allocate();
    const after = allocate();
    objects.push({ ref: before, value: createStream(new PdfDict(), ascii('q'), { compress: false }) });
    objects.push({ ref: after, value: createStream(new PdfDict(), ascii(ops.join('\n'))) });

    const pageDict = page.dict.clone();
    const contents = doc.resolve(page.dict.get('Contents'));
    const existing = Array.isArray(contents) ? contents : contents === undefined ? [] : [page.dict.get('Contents')!];
    pageDict.set('Contents', [before, ...existing, after]);
    const resources = page.resources ? page.resources.clone() : new PdfDict();
    const fonts = doc.dictOf(resources.get('Font'))?.clone() ?? new PdfDict();
    resources.set('Font', fonts);
    fontDicts.push(fonts);
    pageDict.set('Resources', resources);
    objects.push({ ref: page.ref, value: pageDict });
  }
  const finished = font.finish(allocate);
  for (const fonts of fontDicts) fonts.set(FONT_NAME, finished.ref);
  objects.push(...finished.objects);
  doc.stage(objects);
}

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}
