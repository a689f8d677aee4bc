// Fetches a PDF's bytes for the viewer (a download call the caller describes) and keeps them;
// a new `load` fetches again. A reply arriving after the screen moved on is dropped.
import { useEffect, useState } from 'react';

export type TPdfBytesState = { bytes: Uint8Array | null; error: unknown };

/** `load` should be stable (useCallback); null waits. */
export function usePdfBytes(load: (() => Promise<Uint8Array>) | null): TPdfBytesState {
  const [state, setState] = useState<TPdfBytesState>({ bytes: null, error: null });
  useEffect(() => {
    if (!load) return;
    let live = true;
    setState({ bytes: null, error: null });
    load().then(
      (bytes) => live && setState({ bytes, error: null }),
      (error: unknown) => live && setState({ bytes: null, error }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}
