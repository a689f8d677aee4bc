// One box over a page: dragged by its body and resized by its corner handle with pointer events
// (mouse, pen and touch alike), selected by a click, deleted with its × button or the Delete key,
// moved with the arrow keys and resized with Shift+arrows. Every change is computed from where the gesture started, so rounding
// never creeps in while dragging.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { TOverlayBox } from './overlay-box';
import { moveRect, pdfRectToView, resizeRect, type TPageSize, type TPdfRect } from './pdf-geometry';

/** Points a box grows or shrinks per Shift+arrow press. */
const RESIZE_STEP = 5;

interface Gesture {
  kind: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  startRect: TPdfRect;
}

export function OverlayBoxView(props: {
  box: TOverlayBox;
  page: TPageSize;
  scale: number;
  selected: boolean;
  onSelect?(id: string): void;
  onChange?(id: string, rect: TPdfRect): void;
  onDelete?(id: string): void;
}) {
  const { box, page, scale, selected, onSelect, onChange, onDelete } = props;
  const { t } = useI18n();
  const gesture = useRef<Gesture | null>(null);
  const view = pdfRectToView(box.rect, page, scale);
  const editable = Boolean(box.editable && onChange);
  const color = box.color ?? 'blue';

  function start(kind: Gesture['kind'], event: PointerEvent<HTMLElement>) {
    onSelect?.(box.id);
    if (!editable || event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    gesture.current = {
      kind,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      startRect: box.rect,
    };
  }
  function move(event: PointerEvent<HTMLElement>) {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    const next =
      current.kind === 'move'
        ? moveRect(current.startRect, dx, dy, page, scale)
        : resizeRect(current.startRect, dx, dy, page, scale);
    onChange?.(box.id, next);
  }
  function end(event: PointerEvent<HTMLElement>) {
    if (gesture.current?.pointerId === event.pointerId) gesture.current = null;
  }
  function key(event: KeyboardEvent<HTMLElement>) {
    if (!editable) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete?.(box.id);
      return;
    }
    // Arrows move the box by a point; with Shift they resize it (right and down grow it) by
    // RESIZE_STEP points, keeping its top-left corner, as the corner handle does.
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    const [dx, dy] = delta.map((d) => d * scale * (event.shiftKey ? RESIZE_STEP : 1)) as [number, number];
    onChange?.(
      box.id,
      event.shiftKey ? resizeRect(box.rect, dx, dy, page, scale) : moveRect(box.rect, dx, dy, page, scale),
    );
  }

  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={box.label}
      aria-pressed={selected}
      data-testid="overlay-box"
      data-box-id={box.id}
      data-page={box.page}
      data-rect={[box.rect.x, box.rect.y, box.rect.width, box.rect.height].map((n) => n.toFixed(1)).join(',')}
      onPointerDown={(event) => start('move', event)}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={key}
      style={{
        position: 'absolute',
        left: view.left,
        top: view.top,
        width: view.width,
        height: view.height,
        boxSizing: 'border-box',
        border: `2px ${selected ? 'solid' : 'dashed'} var(--mantine-color-${color}-6)`,
        background: `color-mix(in srgb, var(--mantine-color-${color}-3) 35%, transparent)`,
        cursor: editable ? 'move' : 'default',
        touchAction: editable ? 'none' : 'auto',
        userSelect: 'none',
        // The label shrinks with the page so it stays inside small boxes on a phone.
        fontSize: Math.max(8, Math.min(12, 12 * scale)),
        lineHeight: 1.2,
        padding: 2,
        color: `var(--mantine-color-${color}-9)`,
      }}
    >
      <span
        style={{
          pointerEvents: 'none',
          display: 'block',
          overflow: 'hidden',
          maxHeight: '100%',
          wordBreak: 'break-all',
        }}
      >
        {box.label}
      </span>
      {editable && selected && onDelete && (
        <button
          type="button"
          aria-label={t('pdfBoxDelete')}
          data-testid="overlay-box-delete"
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.stopPropagation();
            onDelete(box.id);
          }}
          style={{
            position: 'absolute',
            top: -10,
            right: -10,
            width: 20,
            height: 20,
            borderRadius: 10,
            border: 'none',
            background: 'var(--mantine-color-red-6)',
            color: 'white',
            cursor: 'pointer',
            lineHeight: '20px',
            padding: 0,
          }}
        >
          ×
        </button>
      )}
      {editable && (
        <span
          data-testid="overlay-box-resize"
          aria-hidden
          onPointerDown={(event) => start('resize', event)}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          style={{
            position: 'absolute',
            right: -5,
            bottom: -5,
            width: 12,
            height: 12,
            background: `var(--mantine-color-${color}-6)`,
            cursor: 'nwse-resize',
            touchAction: 'none',
          }}
        />
      )}
    </div>
  );
}
