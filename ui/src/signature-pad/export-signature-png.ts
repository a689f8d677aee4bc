// The drawing as a transparent PNG (base64, without the data: prefix) at twice the pad's size, so
// the signature stays crisp in print; the server crops it to the ink.
import { drawStrokes } from './draw-strokes';
import type { TPadPoint } from './stroke-segments';

export function exportSignaturePng(
  strokes: readonly (readonly TPadPoint[])[],
  size: { width: number; height: number },
  scale = 2,
): string | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(size.width * scale);
  canvas.height = Math.round(size.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.scale(scale, scale);
  drawStrokes(context, strokes);
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}
