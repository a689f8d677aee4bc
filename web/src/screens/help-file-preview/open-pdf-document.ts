// A PDF opened once with pdf.js (loaded on first use, parsing in its worker — see
// file-valid/render-pdf-page.ts) whose pages can then be drawn one at a time.
export interface OpenedPdf {
  readonly pageCount: number;
  /** Draws page `pageIndex` (0-based) into `canvas`, at most `maxWidth` CSS pixels wide. */
  renderPage(pageIndex: number, canvas: HTMLCanvasElement, maxWidth: number): Promise<void>;
  close(): void;
}

export type PdfOpener = (bytes: Uint8Array) => Promise<OpenedPdf>;

function workerUrl(): string {
  return typeof __PDF_WORKER_URL__ === 'string' ? __PDF_WORKER_URL__ : '/assets/pdf.worker.min.mjs';
}

export const openPdfDocument: PdfOpener = async (bytes) => {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl();
  const loading = pdfjs.getDocument({ data: bytes.slice() });
  const doc = await loading.promise;
  return {
    pageCount: doc.numPages,
    async renderPage(pageIndex, canvas, maxWidth) {
      const page = await doc.getPage(pageIndex + 1);
      const scale = Math.min(2, maxWidth / page.getViewport({ scale: 1 }).width);
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${viewport.width}px`;
      canvas.style.height = `${viewport.height}px`;
      await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
    },
    close: () => void loading.destroy(),
  };
};
