// A 300-page PDF on the signing and placing screens stays usable: every page is laid out (so the
// scroll bar and the field positions are right), but only the pages on screen or close to it are
// drawn, and a page is drawn when the person scrolls to it (use-near-viewport.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { fakePdfLoader } from './fake-pdf-document';
import { PdfPagesViewer } from './pdf-pages-viewer';

configure({ asyncUtilTimeout: 5000 });

const PAGES = 300;
const ON_SCREEN = 2;

/** An IntersectionObserver stand-in: the first pages are on screen; `scrollTo` brings another there. */
class ScreenObserver {
  static watched: { element: Element; observer: ScreenObserver }[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    ScreenObserver.watched.push({ element, observer: this });
    const page = Number(element.closest('[data-page]')?.getAttribute('data-page') ?? element.getAttribute('data-page'));
    if (page >= 1 && page <= ON_SCREEN) this.tell(element);
  }
  disconnect() {
    ScreenObserver.watched = ScreenObserver.watched.filter((entry) => entry.observer !== this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  tell(element: Element) {
    const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
  static scrollTo(page: number) {
    for (const { element, observer } of ScreenObserver.watched) {
      const at = element.closest('[data-page]') ?? element;
      if (Number(at.getAttribute('data-page')) === page) observer.tell(element);
    }
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  ScreenObserver.watched = [];
  globalThis.IntersectionObserver = ScreenObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

describe('a 300-page document in the pages viewer', () => {
  it('lays out every page but draws only those near the screen, then the one scrolled to', async () => {
    const fake = fakePdfLoader({ pages: PAGES });
    renderWithProviders(<PdfPagesViewer bytes={new Uint8Array([37, 80, 68, 70])} loader={fake.loader} />);
    await waitFor(() => expect(screen.getAllByTestId('pdf-page')).toHaveLength(PAGES));
    await waitFor(() => expect(fake.rendered.map((r) => r.page).sort((a, b) => a - b)).toEqual([1, 2]));
    act(() => ScreenObserver.scrollTo(150));
    await waitFor(() => expect(fake.rendered.map((r) => r.page)).toContain(150));
    expect(new Set(fake.rendered.map((r) => r.page)).size).toBe(3);
    expect(screen.getAllByTestId('pdf-page')[149]!.getAttribute('data-state')).toBe('drawn');
  }, 60_000);
});
