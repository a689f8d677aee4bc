// Opens the PDF bytes with the loader (pdf.js in the portal) and reads every page's size, so the
// viewer can lay out all pages before any is drawn. The document is closed when the bytes change
// or the viewer goes away.
import { useEffect, useState } from 'react';
import { loadPdfDocument, type PdfDocumentLoader } from './load-pdf-document';
import type { TPdfDocument } from './pdf-document';
import type { TPageSize } from './pdf-geometry';

export type TPdfDocumentState =
  { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; doc: TPdfDocument; sizes: TPageSize[] };

export function usePdfDocument(bytes: Uint8Array | null, loader: PdfDocumentLoader = loadPdfDocument) {
  const [state, setState] = useState<TPdfDocumentState>({ kind: 'loading' });
  useEffect(() => {
    if (!bytes) return;
    let live = true;
    let opened: TPdfDocument | undefined;
    setState({ kind: 'loading' });
    void (async () => {
      try {
        opened = await loader(bytes);
        const sizes: TPageSize[] = [];
        for (let page = 1; page <= opened.pageCount; page++) sizes.push(await opened.pageSize(page));
        if (live) setState({ kind: 'ready', doc: opened, sizes });
        else opened.destroy();
      } catch (error) {
        if (live) setState({ kind: 'failed', error });
      }
    })();
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [bytes, loader]);
  return state;
}
