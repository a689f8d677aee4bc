// Data a screen loads from the server: the value, the failure (shown in the user's language by the
// caller) and a reload. A reply that arrives after the screen moved on is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): Promise<void>;
  /** Replaces the value with a call's reply (no round trip). */
  set(value: T): void;
}

/** `load` should be stable (useCallback); a new function loads again. */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const value = await load();
      if (mine !== generation.current) return;
      setData(value);
      setError(null);
    } catch (caught) {
      if (mine === generation.current) setError(caught);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    void reload();
    return () => {
      generation.current++;
    };
  }, [reload]);

  const set = useCallback((value: T) => {
    generation.current++;
    setData(value);
    setError(null);
    setLoading(false);
  }, []);

  return { data, error, loading, reload, set };
}
