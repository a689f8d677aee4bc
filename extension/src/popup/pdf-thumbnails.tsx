// The contract's pages as small pdf.js pictures in the popup, the signer's own fields outlined on
// them, so the signer sees where the seal, signature, date or name will go before confirming.
// pdf.js parses in its module worker: vite emits pdfjs-dist's worker as a file of the extension
// (the `?url` import), the way the portal's build names it in __PDF_WORKER_URL__.
import { useEffect, useRef, useState } from 'react';
import { Box, Loader, SimpleGrid, Text } from '@mantine/core';
import type { TContractDetail, TPlacedPosition } from '@ecsign/core/model';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { thumbnailBox, type TThumbnailBox } from './thumbnail-box';

/** Two thumbnails side by side in the popup's width. */
export const THUMBNAIL_WIDTH = 150;

interface TDrawnPage {
  documentName: string;
  page: number;
  url: string;
  height: number;
  boxes: (TThumbnailBox & { positionId: string; label: string })[];
}

async function drawDocument(
  bytes: Uint8Array,
  document: TContractDetail['documents'][number],
  positions: TPlacedPosition[],
  kindLabel: (position: TPlacedPosition) => string,
): Promise<TDrawnPage[]> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // pdf.js hands the buffer to its worker (detaching it): give it a copy.
  const loading = pdfjs.getDocument({ data: bytes.slice() });
  try {
    const doc = await loading.promise;
    const pages: TDrawnPage[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      // Positions are placed in unrotated page space, so the thumbnail is drawn unrotated too.
      const scale = THUMBNAIL_WIDTH / (x1 - x0);
      const viewport = page.getViewport({ scale, rotation: 0 });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      pages.push({
        documentName: document.name,
        page: number,
        url: canvas.toDataURL('image/png'),
        height: viewport.height,
        boxes: positions
          .filter((position) => position.documentId === document.documentId && position.page === number)
          .map((position) => ({
            positionId: position.positionId,
            label: kindLabel(position),
            ...thumbnailBox(position, [x0, y0, x1, y1], scale),
          })),
      });
    }
    return pages;
  } finally {
    void loading.destroy();
  }
}

export function PdfThumbnails(props: {
  documents: TContractDetail['documents'];
  positions: TPlacedPosition[];
  loadPdf: (documentId: string) => Promise<Uint8Array>;
  kindLabel: (position: TPlacedPosition) => string;
  pageLabel: (documentName: string, page: number) => string;
  loadingLabel: string;
  onError: (error: unknown) => void;
}) {
  const { documents, positions, loadPdf, kindLabel, pageLabel, loadingLabel, onError } = props;
  const [pages, setPages] = useState<TDrawnPage[] | null>(null);
  // The labels change with the language; the pictures need not be drawn again for that.
  const labels = useRef({ kindLabel, onError });
  labels.current = { kindLabel, onError };
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const drawn: TDrawnPage[] = [];
        for (const document of documents) {
          drawn.push(
            ...(await drawDocument(await loadPdf(document.documentId), document, positions, labels.current.kindLabel)),
          );
        }
        if (live) setPages(drawn);
      } catch (error) {
        if (live) labels.current.onError(error);
      }
    })();
    return () => {
      live = false;
    };
  }, [documents, positions, loadPdf]);

  if (!pages) return <Loader role="status" size="sm" aria-label={loadingLabel} />;
  return (
    <SimpleGrid cols={2} spacing={6} mah={300} style={{ overflowY: 'auto' }} data-testid="sign-thumbnails">
      {pages.map((page) => (
        <Box key={`${page.documentName}:${page.page}`} pos="relative" w={THUMBNAIL_WIDTH}>
          <img
            src={page.url}
            alt={pageLabel(page.documentName, page.page)}
            width={THUMBNAIL_WIDTH}
            height={page.height}
            style={{ display: 'block', border: '1px solid var(--mantine-color-gray-4)' }}
            data-testid="sign-thumbnail"
          />
          {page.boxes.map((box) => (
            <Box
              key={box.positionId}
              pos="absolute"
              left={box.left}
              top={box.top}
              w={box.width}
              h={box.height}
              title={box.label}
              aria-label={box.label}
              role="img"
              data-testid="sign-field"
              style={{ border: '2px solid var(--mantine-color-red-7)', background: 'rgba(224, 49, 49, 0.12)' }}
            />
          ))}
          <Text size="xs" c="dimmed" ta="center">
            {page.page}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
