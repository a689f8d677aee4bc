// Opens a PDF preview (a download call) in the preview dialog's state: loading, the bytes or the error.
import { useCallback, useState } from 'react';

export type TPreviewState = { bytes: Uint8Array | null; error: unknown; loading: boolean } | null;

export function usePdfPreview() {
  const [state, setState] = useState<TPreviewState>(null);
  const open = useCallback(async (load: () => Promise<Uint8Array>) => {
    setState({ bytes: null, error: null, loading: true });
    try {
      const bytes = await load();
      setState({ bytes, error: null, loading: false });
    } catch (error) {
      setState({ bytes: null, error, loading: false });
    }
  }, []);
  return { state, open, close: useCallback(() => setState(null), []) };
}
