// The signature pad (spec items R-personal-signature-tpl, R-my-signature, R-file-sign) of the
// portal, shared so the extension can offer the same drawing: a canvas that follows mouse, touch and
// pen through pointer events (the pointer is captured so a stroke may leave the pad and come back),
// with the pen's pressure when it has one, smooth strokes, and undo and clear. The strokes are the
// parent's state: it exports them with exportSignaturePng.
import { useEffect, useRef } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { useUiTexts } from '../texts/ui-texts';
import { drawStrokes } from './draw-strokes';
import type { TPadPoint } from './stroke-segments';

export type TStrokes = readonly (readonly TPadPoint[])[];

export interface SignaturePadProps {
  strokes: TStrokes;
  onChange(strokes: TStrokes): void;
  width: number;
  height: number;
}

export function SignaturePad({ strokes, onChange, width, height }: SignaturePadProps) {
  const { t } = useUiTexts();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<TPadPoint[] | null>(null);
  const latest = useRef(strokes);
  latest.current = strokes;

  // Redraw at the screen's pixel density whenever the strokes change.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    drawStrokes(context, drawing.current ? [...strokes, drawing.current] : strokes);
  }, [strokes, width, height]);

  const pointOf = (element: HTMLCanvasElement, sample: PointerEvent): TPadPoint => {
    const box = element.getBoundingClientRect();
    // Mice report 0.5 while a button is down and touch screens mostly 0 or 1: only pens measure it.
    const measured = sample.pointerType === 'pen';
    return {
      x: ((sample.clientX - box.left) * width) / box.width,
      y: ((sample.clientY - box.top) * height) / box.height,
      pressure: measured ? sample.pressure : undefined,
      t: sample.timeStamp,
    };
  };

  const paintCurrent = () => {
    const context = canvas.current?.getContext('2d');
    if (context && drawing.current) drawStrokes(context, [drawing.current.slice(-4)]);
  };

  return (
    <Box>
      <Box
        style={{
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 8,
          background: 'repeating-linear-gradient(0deg, #fff, #fff 39px, #f1f3f5 40px)',
          width: '100%',
          maxWidth: width,
        }}
      >
        <canvas
          ref={canvas}
          data-testid="signature-pad"
          aria-label={t('sealPad')}
          style={{
            width: '100%',
            aspectRatio: `${width} / ${height}`,
            display: 'block',
            touchAction: 'none',
            cursor: 'crosshair',
          }}
          onPointerDown={(event) => {
            if (event.button !== 0 && event.pointerType === 'mouse') return;
            event.currentTarget.setPointerCapture(event.pointerId);
            drawing.current = [pointOf(event.currentTarget, event.nativeEvent)];
            paintCurrent();
          }}
          onPointerMove={(event) => {
            if (!drawing.current) return;
            // Coalesced events carry the samples between frames: fast strokes stay smooth.
            const native = event.nativeEvent;
            const samples = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
            for (const sample of samples.length > 0 ? samples : [native]) {
              drawing.current.push(pointOf(event.currentTarget, sample));
            }
            paintCurrent();
          }}
          onPointerUp={() => {
            if (!drawing.current) return;
            const stroke = drawing.current;
            drawing.current = null;
            onChange([...latest.current, stroke]);
          }}
          onPointerCancel={() => {
            drawing.current = null;
            onChange([...latest.current]);
          }}
        />
      </Box>
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {t('sealDrawHint')}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={strokes.length === 0}
            onClick={() => onChange(strokes.slice(0, -1))}
            data-testid="signature-undo"
          >
            {t('sealUndo')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={strokes.length === 0}
            onClick={() => onChange([])}
            data-testid="signature-clear"
          >
            {t('sealClear')}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
