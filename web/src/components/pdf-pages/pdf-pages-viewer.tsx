// The reusable PDF pages viewer: every page of a document drawn by pdf.js when it comes near the
// screen, a zoom bar (fit to width by default, so it works on a phone), and an overlay of boxes in
// PDF points that the caller owns — boxes marked editable can be dragged, resized, selected and
// deleted; a click on a page reports the point for placing a new one.
import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useI18n } from '../../i18n/i18n-context';
import type { PdfDocumentLoader } from './load-pdf-document';
import type { TOverlayBox } from './overlay-box';
import type { TPdfDocument } from './pdf-document';
import type { TPdfRect } from './pdf-geometry';
import { PdfPageView, type PageBoxHandlers } from './pdf-page-view';
import { usePdfDocument } from './use-pdf-document';
import { fitWidthZoom, nextZoom } from './zoom-levels';

export interface PdfPagesViewerProps extends Omit<PageBoxHandlers, 'onBoxChange' | 'onBoxDelete'> {
  bytes: Uint8Array | null;
  boxes?: readonly TOverlayBox[];
  /** Called with the whole new list after a box moved, was resized or deleted. */
  onBoxesChange?(boxes: TOverlayBox[]): void;
  /** Told once the document is open (e.g. to run a keyword search on it). */
  onDocument?(doc: TPdfDocument): void;
  loader?: PdfDocumentLoader;
  /** Extra controls at the right of the zoom bar. */
  toolbar?: ReactNode;
  /** Height of the scrolling area (default: as tall as the pages). */
  height?: number | string;
}

export function PdfPagesViewer(props: PdfPagesViewerProps) {
  const { bytes, boxes = [], onBoxesChange, onDocument, loader, toolbar, height } = props;
  const { t } = useI18n();
  const state = usePdfDocument(bytes, loader);
  const { ref, width } = useElementSize();
  const [zoom, setZoom] = useState<number | null>(null);
  const widest = state.kind === 'ready' ? Math.max(...state.sizes.map((size) => size.width), 1) : 1;
  const scale = zoom ?? fitWidthZoom(width - 16, widest);

  useEffect(() => {
    if (state.kind === 'ready') onDocument?.(state.doc);
  }, [state, onDocument]);

  const change = (id: string, rect: TPdfRect) =>
    onBoxesChange?.(boxes.map((box) => (box.id === id ? { ...box, rect } : box)));
  const remove = (id: string) => {
    onBoxesChange?.(boxes.filter((box) => box.id !== id));
    props.onSelect?.(null);
  };

  return (
    <Stack gap="xs" data-testid="pdf-pages-viewer">
      <Group justify="space-between" gap="xs">
        <Group gap={4}>
          <ActionIcon variant="default" aria-label={t('zoomOut')} onClick={() => setZoom(nextZoom(scale, -1))}>
            −
          </ActionIcon>
          <Text size="sm" w={52} ta="center" data-testid="zoom-level">
            {Math.round(scale * 100)}%
          </Text>
          <ActionIcon variant="default" aria-label={t('zoomIn')} onClick={() => setZoom(nextZoom(scale, 1))}>
            +
          </ActionIcon>
          <Button size="compact-sm" variant="subtle" onClick={() => setZoom(null)}>
            {t('zoomFitWidth')}
          </Button>
          {state.kind === 'ready' && (
            <Text size="sm" c="dimmed" data-testid="page-count">
              {t('pdfPageCount', { count: state.doc.pageCount })}
            </Text>
          )}
        </Group>
        {toolbar}
      </Group>
      <div
        ref={ref}
        style={{
          height,
          overflow: 'auto',
          background: 'var(--mantine-color-gray-1)',
          padding: 8,
          borderRadius: 4,
        }}
      >
        {state.kind === 'loading' && <Loader role="status" m="md" aria-label={t('loading')} />}
        {state.kind === 'failed' && (
          <Alert color="red" data-testid="pdf-failed">
            {t('pdfOpenFailed')}
          </Alert>
        )}
        {state.kind === 'ready' && (
          <Stack gap="md">
            {state.sizes.map((size, index) => (
              <PdfPageView
                key={index + 1}
                doc={state.doc}
                pageNumber={index + 1}
                size={size}
                scale={scale}
                boxes={boxes.filter((box) => box.page === index + 1)}
                selectedId={props.selectedId}
                onSelect={props.onSelect}
                onPageClick={props.onPageClick}
                onPageDrop={props.onPageDrop}
                onBoxChange={onBoxesChange ? change : undefined}
                onBoxDelete={onBoxesChange ? remove : undefined}
              />
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
