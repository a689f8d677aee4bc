// The shared signature pad: a stroke drawn with the pointer becomes the parent's state in pad
// coordinates (whatever size the canvas is shown at), undo takes the last stroke back, clear all.
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTexts } from '../test-support/render-with-texts';
import { SignaturePad, type TStrokes } from './signature-pad';

const PAD = { width: 400, height: 160 };
let seen: TStrokes = [];

function Harness() {
  const [strokes, setStrokes] = useState<TStrokes>([]);
  seen = strokes;
  return <SignaturePad strokes={strokes} onChange={setStrokes} width={PAD.width} height={PAD.height} />;
}

beforeEach(() => {
  const context = {
    beginPath() {},
    moveTo() {},
    bezierCurveTo() {},
    stroke() {},
    arc() {},
    fill() {},
    clearRect() {},
    setTransform() {},
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  // Shown at half its drawing size: points are scaled back to the pad's coordinates.
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: PAD.width / 2,
    height: PAD.height / 2,
  } as DOMRect);
  HTMLCanvasElement.prototype.setPointerCapture = () => undefined;
});
afterEach(() => vi.restoreAllMocks());

function drawStroke(pad: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(pad, { pointerId: 1, button: 0, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

describe('SignaturePad', () => {
  it('keeps each stroke in pad coordinates; undo and clear take strokes back', () => {
    renderWithTexts(<Harness />);
    const pad = screen.getByTestId('signature-pad');
    expect(pad.getAttribute('aria-label')).toBe('签名板');
    expect((screen.getByTestId('signature-undo') as HTMLButtonElement).disabled).toBe(true);

    drawStroke(pad, [10, 5], [50, 40]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.map((point) => [point.x, point.y])).toEqual([
      [20, 10],
      [100, 80],
    ]);
    drawStroke(pad, [60, 20], [70, 30]);
    expect(seen).toHaveLength(2);

    fireEvent.click(screen.getByTestId('signature-undo'));
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toMatchObject({ x: 20, y: 10 });
    fireEvent.click(screen.getByTestId('signature-clear'));
    expect(seen).toEqual([]);
  });

  it('shows its texts in the chosen language', () => {
    renderWithTexts(<Harness />, { language: 'en' });
    expect(screen.getByTestId('signature-clear').textContent).toBe('Clear');
  });
});
