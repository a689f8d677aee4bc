// Opens a PDF with pdf.js for the pages viewer. pdf.js is loaded on first use (it is large) and
// parses in its module worker, which web/build.mjs bundles and names in __PDF_WORKER_URL__.
import type { TTextItem } from './find-keyword-rects';
import type { TPdfDocument } from './pdf-document';

function workerUrl(): string {
  return typeof __PDF_WORKER_URL__ === 'string' ? __PDF_WORKER_URL__ : '/assets/pdf.worker.min.mjs';
}

export type PdfDocumentLoader = (bytes: Uint8Array) => Promise<TPdfDocument>;

export const loadPdfDocument: PdfDocumentLoader = async (bytes) => {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl();
  // pdf.js hands the buffer to its worker (detaching it): give it a copy, the caller keeps the file.
  const loading = pdfjs.getDocument({ data: bytes.slice() });
  const doc = await loading.promise;
  return {
    pageCount: doc.numPages,
    async pageSize(pageNumber) {
      const page = await doc.getPage(pageNumber);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      return { width: x1 - x0, height: y1 - y0, originX: x0, originY: y0 };
    },
    async render(pageNumber, canvas, scale, signal) {
      const page = await doc.getPage(pageNumber);
      signal?.throwIfAborted();
      // Rotation is left out on purpose: positions are placed in unrotated page space.
      const viewport = page.getViewport({ scale, rotation: 0 });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${viewport.width}px`;
      canvas.style.height = `${viewport.height}px`;
      const transform = ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0];
      const task = page.render({ canvas, viewport, transform });
      const cancel = () => task.cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        await task.promise;
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
    },
    async textItems(pageNumber) {
      const page = await doc.getPage(pageNumber);
      const content = await page.getTextContent();
      // Marked-content markers carry no text.
      return content.items.flatMap((item): TTextItem[] => ('str' in item ? [item] : []));
    },
    destroy() {
      void loading.destroy();
    },
  };
};
