// Keeps the signer where they were when the document is reloaded after signing: the new revision's
// pages replace the old ones (the viewer shows a loader meanwhile, which would leave the page and
// the viewer scrolled to the top, page 1). `remember` before the reload; `restore` once the new
// document is laid out.
import { useCallback, useRef } from 'react';

/** The viewer's scrolling area (pdf-pages-viewer.tsx: the last child of its root). */
function viewerScroller(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid="pdf-pages-viewer"] > :last-child');
}

export function useKeepScroll() {
  const saved = useRef<{ page: number; viewer: number } | null>(null);
  const remember = useCallback(() => {
    saved.current = { page: window.scrollY, viewer: viewerScroller()?.scrollTop ?? 0 };
  }, []);
  const restore = useCallback(() => {
    const position = saved.current;
    if (!position) return;
    saved.current = null;
    // The pages are laid out a frame after the document opens.
    requestAnimationFrame(() => {
      const scroller = viewerScroller();
      if (scroller) scroller.scrollTop = position.viewer;
      window.scrollTo({ top: position.page });
    });
  }, []);
  return { remember, restore };
}
