// Paints strokes onto a canvas: smooth pieces with round ends (so joins of varying width stay
// seamless), a lone tap as a dot.
import { BASE_WIDTH, strokeSegments, type TPadPoint } from './stroke-segments';

export const INK = '#111111';

export function drawStrokes(context: CanvasRenderingContext2D, strokes: readonly (readonly TPadPoint[])[]): void {
  context.strokeStyle = INK;
  context.fillStyle = INK;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    if (stroke.length === 1) {
      const [point] = stroke;
      context.beginPath();
      context.arc(point!.x, point!.y, BASE_WIDTH / 2, 0, 2 * Math.PI);
      context.fill();
      continue;
    }
    for (const segment of strokeSegments(stroke)) {
      context.beginPath();
      context.lineWidth = segment.width;
      context.moveTo(...segment.from);
      context.bezierCurveTo(...segment.c1, ...segment.c2, ...segment.to);
      context.stroke();
    }
  }
}
