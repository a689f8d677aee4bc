// A pad to draw a signature with a mouse, pen or finger (pointer events): strokes are drawn on a
// transparent canvas, and after each stroke the drawing is handed on as a PNG data: URL (null once
// cleared).
import { useRef } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';

const WIDTH = 400;
const HEIGHT = 160;

export function SignaturePad(props: { onChange(dataUrl: string | null): void }) {
  const { onChange } = props;
  const { t } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const bounds = event.currentTarget.getBoundingClientRect();
    const scaleX = WIDTH / (bounds.width || WIDTH);
    const scaleY = HEIGHT / (bounds.height || HEIGHT);
    return { x: (event.clientX - bounds.left) * scaleX, y: (event.clientY - bounds.top) * scaleY };
  }
  function draw(to: { x: number; y: number }) {
    const context = canvas.current?.getContext('2d');
    const from = last.current;
    if (!context || !from) return;
    context.strokeStyle = '#111';
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  }
  function clear() {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  }

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('demoDrawHere')}
      </Text>
      <Paper withBorder radius="sm" w="fit-content" maw="100%" style={{ borderStyle: 'dashed' }}>
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          data-testid="signature-pad"
          aria-label={t('demoDrawHere')}
          style={{ display: 'block', maxWidth: '100%', touchAction: 'none', cursor: 'crosshair' }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture?.(event.pointerId);
            last.current = point(event);
            draw({ ...last.current, x: last.current.x + 0.1 });
          }}
          onPointerMove={(event) => {
            if (last.current) draw(point(event));
          }}
          onPointerUp={() => {
            if (!last.current) return;
            last.current = null;
            onChange(canvas.current?.toDataURL('image/png') ?? null);
          }}
        />
      </Paper>
      <Group>
        <Button size="xs" variant="default" onClick={clear}>
          {t('demoClear')}
        </Button>
      </Group>
    </Stack>
  );
}
