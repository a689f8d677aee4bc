// Brings a box of the pages viewer into view: the signing page shows the signatory where they sign
// as soon as the document is laid out (once per document), and again on request.
import { useCallback, useEffect, useRef } from 'react';

export function useScrollToBox(boxId: string | undefined, ready: boolean) {
  const scrolledFor = useRef<string | undefined>(undefined);
  const scroll = useCallback(() => {
    if (!boxId) return false;
    // Compared as text rather than put in a selector: an id is data, not CSS.
    const element = Array.from(document.querySelectorAll('[data-box-id]')).find(
      (candidate) => candidate.getAttribute('data-box-id') === boxId,
    );
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return Boolean(element);
  }, [boxId]);
  useEffect(() => {
    if (!ready || !boxId || scrolledFor.current === boxId) return;
    // The boxes appear with the page layout, a frame after the document is ready.
    const frame = requestAnimationFrame(() => {
      if (scroll()) scrolledFor.current = boxId;
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, boxId, scroll]);
  return scroll;
}
