// One page of the pages viewer: a placeholder of the page's size until it comes near the screen,
// then the page drawn by the document's renderer (again at each zoom), with its boxes on top. A
// click on an empty spot of the page reports the point in PDF points (for placing a new box).
import { useEffect, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { Loader, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import type { TOverlayBox } from './overlay-box';
import { OverlayBoxView } from './overlay-box-view';
import type { TPdfDocument } from './pdf-document';
import type { TPageSize, TPdfRect } from './pdf-geometry';
import { useNearViewport } from './use-near-viewport';

export interface PageBoxHandlers {
  selectedId?: string | null;
  onSelect?(id: string | null): void;
  onBoxChange?(id: string, rect: TPdfRect): void;
  onBoxDelete?(id: string): void;
  onPageClick?(page: number, point: { x: number; y: number }): void;
  /** A palette item (FIELD_DRAG_TYPE data) dropped on the page, at a point in PDF points. */
  onPageDrop?(page: number, point: { x: number; y: number }, data: string): void;
}

/** The drag data type of a field palette item; its value is the field type. */
export const FIELD_DRAG_TYPE = 'application/x-ecsign-field';

export function PdfPageView(
  props: {
    doc: TPdfDocument;
    pageNumber: number;
    size: TPageSize;
    scale: number;
    boxes: readonly TOverlayBox[];
  } & PageBoxHandlers,
) {
  const { doc, pageNumber, size, scale, boxes, selectedId = null, onSelect, onPageClick } = props;
  const { t } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const near = useNearViewport(frame);
  const [state, setState] = useState<'waiting' | 'drawn' | 'failed'>('waiting');

  useEffect(() => {
    if (!near || !canvas.current) return;
    const drawing = new AbortController();
    doc.render(pageNumber, canvas.current, scale, drawing.signal).then(
      () => !drawing.signal.aborted && setState('drawn'),
      () => !drawing.signal.aborted && setState('failed'),
    );
    // A new zoom (or leaving) stops this drawing before the next one uses the canvas.
    return () => drawing.abort();
  }, [doc, pageNumber, scale, near]);

  function pointOf(event: MouseEvent<HTMLDivElement>) {
    const bounds = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - bounds.left) / scale + (size.originX ?? 0);
    const y = size.height - (event.clientY - bounds.top) / scale + (size.originY ?? 0);
    return { x, y };
  }
  function click(event: MouseEvent<HTMLDivElement>) {
    onSelect?.(null);
    if (onPageClick) onPageClick(pageNumber, pointOf(event));
  }
  function drop(event: DragEvent<HTMLDivElement>) {
    const data = event.dataTransfer.getData(FIELD_DRAG_TYPE);
    if (!props.onPageDrop || !data) return;
    event.preventDefault();
    props.onPageDrop(pageNumber, pointOf(event), data);
  }

  return (
    <div
      ref={frame}
      data-testid="pdf-page"
      data-page={pageNumber}
      data-state={state}
      role="group"
      aria-label={t('pdfPageLabel', { page: pageNumber, total: doc.pageCount })}
      onClick={click}
      onDragOver={(event) => {
        if (props.onPageDrop && event.dataTransfer.types.includes(FIELD_DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={drop}
      style={{
        position: 'relative',
        width: size.width * scale,
        height: size.height * scale,
        margin: '0 auto',
        background: 'white',
        boxShadow: '0 1px 4px rgba(0,0,0,0.25)',
        cursor: onPageClick ? 'crosshair' : 'default',
      }}
    >
      <canvas ref={canvas} style={{ display: 'block' }} />
      {state === 'waiting' && (
        <Loader role="status" size="sm" pos="absolute" top={16} left={16} aria-label={t('loading')} />
      )}
      {state === 'failed' && (
        <Text c="red" pos="absolute" top={16} left={16}>
          {t('pdfPageFailed')}
        </Text>
      )}
      {boxes.map((box) => (
        <OverlayBoxView
          key={box.id}
          box={box}
          page={size}
          scale={scale}
          selected={box.id === selectedId}
          onSelect={(id) => onSelect?.(id)}
          onChange={props.onBoxChange}
          onDelete={props.onBoxDelete}
        />
      ))}
    </div>
  );
}
