// A stand-in for a pdf.js document in jsdom (which cannot draw): A4 pages that record what was
// drawn at which zoom, with scripted text items for keyword search.
import type { TTextItem } from './find-keyword-rects';
import type { PdfDocumentLoader } from './load-pdf-document';
import type { TPdfDocument } from './pdf-document';

export function fakePdfLoader(options: { pages?: number; text?: Record<number, TTextItem[]> } = {}) {
  const { pages = 2, text = {} } = options;
  const rendered: { page: number; scale: number }[] = [];
  /** Drawings still running when the next one on their canvas began (a canvas takes one at a time). */
  let overlapping = 0;
  const drawing = new Set<HTMLCanvasElement>();
  let destroyed = 0;
  const doc: TPdfDocument = {
    pageCount: pages,
    pageSize: async () => ({ width: 595, height: 842 }),
    render: async (page, canvas, scale, signal) => {
      if (drawing.has(canvas)) overlapping++;
      drawing.add(canvas);
      // A drawing takes a moment; cancelling frees the canvas at once, as pdf.js's cancel() does.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, 5);
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            drawing.delete(canvas);
            reject(new Error('cancelled'));
          },
          { once: true },
        );
      });
      drawing.delete(canvas);
      rendered.push({ page, scale });
    },
    textItems: async (page) => text[page] ?? [],
    destroy: () => {
      destroyed++;
    },
  };
  const loader: PdfDocumentLoader = async (bytes) => {
    if (bytes.length === 0) throw new Error('not a PDF');
    return doc;
  };
  return { loader, doc, rendered, destroyedCount: () => destroyed, overlapping: () => overlapping };
}
