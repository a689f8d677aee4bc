// What the pages viewer needs from a loaded PDF. The portal's implementation is pdf.js
// (load-pdf-document.ts); tests hand in a small fake, since jsdom cannot draw.
import type { TTextItem } from './find-keyword-rects';
import type { TPageSize } from './pdf-geometry';

export interface TPdfDocument {
  readonly pageCount: number;
  /** Size of page `pageNumber` (1-based) in points. */
  pageSize(pageNumber: number): Promise<TPageSize>;
  /**
   * Draws the page into the canvas at `scale` CSS pixels per point (sharp on high-density screens).
   * An aborted `signal` cancels the drawing (a canvas takes one drawing at a time: a new zoom must
   * stop the old one first); the promise then rejects.
   */
  render(pageNumber: number, canvas: HTMLCanvasElement, scale: number, signal?: AbortSignal): Promise<void>;
  /** The page's text items, for keyword search. */
  textItems(pageNumber: number): Promise<TTextItem[]>;
  destroy(): void;
}
