// Draws one page of a PDF onto a canvas with pdf.js, for showing where a signature sits. pdf.js is
// loaded only when a page is first shown (it is large), and parses in its worker, which
// web/build.mjs bundles to /assets and names in __PDF_WORKER_URL__.
import type { SignaturePlace } from './check-pdf-file';

export interface RenderedPage {
  /** CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** A rectangle in PDF user space as [left, top, width, height] in CSS pixels of the drawn page. */
  toView(rect: SignaturePlace['rect']): [number, number, number, number];
}

/** Draws page `pageIndex` (0-based) of `bytes` into `canvas`, at most `maxWidth` CSS pixels wide. */
export type PageRenderer = (
  bytes: Uint8Array,
  pageIndex: number,
  canvas: HTMLCanvasElement,
  maxWidth: number,
) => Promise<RenderedPage>;

function workerUrl(): string {
  return typeof __PDF_WORKER_URL__ === 'string' ? __PDF_WORKER_URL__ : '/assets/pdf.worker.min.mjs';
}

export const renderPdfPage: PageRenderer = async (bytes, pageIndex, canvas, maxWidth) => {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl();
  // pdf.js hands the buffer to its worker (detaching it): give it a copy, the page keeps the file.
  const loading = pdfjs.getDocument({ data: bytes.slice() });
  const doc = await loading.promise;
  try {
    const page = await doc.getPage(pageIndex + 1);
    const scale = Math.min(2, maxWidth / page.getViewport({ scale: 1 }).width);
    const viewport = page.getViewport({ scale });
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${viewport.width}px`;
    canvas.style.height = `${viewport.height}px`;
    await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
    return {
      width: viewport.width,
      height: viewport.height,
      toView: (rect) => {
        const [x1, y1, x2, y2] = viewport.convertToViewportRectangle([...rect]);
        return [Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1)];
      },
    };
  } finally {
    void loading.destroy();
  }
};
