// The pages viewer in jsdom with a fake document: every page laid out and drawn, zoom redraws,
// boxes in PDF points dragged, resized, selected and deleted through pointer events.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { fakePdfLoader } from './fake-pdf-document';
import type { TOverlayBox } from './overlay-box';
import { PdfPagesViewer } from './pdf-pages-viewer';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const BYTES = new Uint8Array([37, 80, 68, 70]);

function Harness(props: { initial: TOverlayBox[]; loader: ReturnType<typeof fakePdfLoader>['loader'] }) {
  const [boxes, setBoxes] = useState(props.initial);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <PdfPagesViewer
      bytes={BYTES}
      loader={props.loader}
      boxes={boxes}
      onBoxesChange={setBoxes}
      selectedId={selected}
      onSelect={setSelected}
    />
  );
}

const box = (id: string, page: number): TOverlayBox => ({
  id,
  page,
  rect: { x: 100, y: 100, width: 120, height: 60 },
  label: `box ${id}`,
  editable: true,
});

describe('PdfPagesViewer', () => {
  it('lays out and draws every page, and draws again when zoomed', async () => {
    const fake = fakePdfLoader({ pages: 3 });
    renderWithProviders(<PdfPagesViewer bytes={BYTES} loader={fake.loader} />);
    await waitFor(() => expect(screen.getAllByTestId('pdf-page')).toHaveLength(3));
    await waitFor(() => expect(fake.rendered.map((r) => r.page).sort()).toEqual([1, 2, 3]));
    expect(screen.getByTestId('zoom-level').textContent).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByTestId('zoom-level').textContent).toBe('125%');
    await waitFor(() => expect(fake.rendered.filter((r) => r.scale === 1.25)).toHaveLength(3));
    expect(screen.getAllByTestId('pdf-page')[0]!.style.width).toBe(`${595 * 1.25}px`);
  });

  it('stops a drawing before the next zoom draws on the same canvas, and ends drawn', async () => {
    const fake = fakePdfLoader({ pages: 1 });
    renderWithProviders(<PdfPagesViewer bytes={BYTES} loader={fake.loader} />);
    await screen.findByTestId('pdf-page');
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: '放大' }));
    await waitFor(() => expect(screen.getByTestId('pdf-page').getAttribute('data-state')).toBe('drawn'));
    expect(fake.overlapping()).toBe(0);
    expect(fake.rendered.at(-1)).toEqual({ page: 1, scale: 2 });
  });

  it('says so when the file cannot be opened', async () => {
    const fake = fakePdfLoader();
    renderWithProviders(<PdfPagesViewer bytes={new Uint8Array()} loader={fake.loader} />);
    expect(await screen.findByTestId('pdf-failed')).toBeTruthy();
  });

  it('puts each box on its page at its place', async () => {
    const fake = fakePdfLoader();
    renderWithProviders(<Harness initial={[box('a', 1), box('b', 2)]} loader={fake.loader} />);
    const pages = await screen.findAllByTestId('pdf-page');
    const onSecond = within(pages[1]!).getByTestId('overlay-box');
    expect(onSecond.getAttribute('data-box-id')).toBe('b');
    // y = 100 pt from the bottom of an 842 pt page, 60 pt high: 682 px from the top at 100 %.
    expect(onSecond.style.top).toBe('682px');
    expect(onSecond.style.left).toBe('100px');
  });

  it('drags and resizes a box with the pointer, in points', async () => {
    const fake = fakePdfLoader();
    renderWithProviders(<Harness initial={[box('a', 1)]} loader={fake.loader} />);
    const element = await screen.findByTestId('overlay-box');
    fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(element, { pointerId: 1, clientX: 60, clientY: 30 });
    fireEvent.pointerUp(element, { pointerId: 1, clientX: 60, clientY: 30 });
    expect(screen.getByTestId('overlay-box').getAttribute('data-rect')).toBe('150.0,80.0,120.0,60.0');
    const handle = screen.getByTestId('overlay-box-resize');
    fireEvent.pointerDown(handle, { pointerId: 2, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientX: 30, clientY: 40 });
    fireEvent.pointerUp(handle, { pointerId: 2 });
    expect(screen.getByTestId('overlay-box').getAttribute('data-rect')).toBe('150.0,40.0,150.0,100.0');
  });

  it('selects a box on press and deletes it with its button or the Delete key', async () => {
    const fake = fakePdfLoader();
    renderWithProviders(<Harness initial={[box('a', 1), box('b', 1)]} loader={fake.loader} />);
    const [first] = await screen.findAllByTestId('overlay-box');
    expect(screen.queryByTestId('overlay-box-delete')).toBeNull();
    fireEvent.pointerDown(first!, { pointerId: 1, button: 0 });
    fireEvent.pointerUp(first!, { pointerId: 1 });
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('overlay-box-delete'));
    expect(screen.getAllByTestId('overlay-box').map((e) => e.getAttribute('data-box-id'))).toEqual(['b']);
    fireEvent.keyDown(screen.getByTestId('overlay-box'), { key: 'Delete' });
    expect(screen.queryByTestId('overlay-box')).toBeNull();
  });

  it('leaves boxes that are not editable where they are', async () => {
    const fake = fakePdfLoader();
    renderWithProviders(<Harness initial={[{ ...box('a', 1), editable: false }]} loader={fake.loader} />);
    const element = await screen.findByTestId('overlay-box');
    fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(element, { pointerId: 1, clientX: 80, clientY: 80 });
    fireEvent.keyDown(element, { key: 'Delete' });
    expect(screen.getByTestId('overlay-box').getAttribute('data-rect')).toBe('100.0,100.0,120.0,60.0');
    expect(screen.queryByTestId('overlay-box-resize')).toBeNull();
  });
});
