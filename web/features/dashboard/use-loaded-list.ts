import { useCallback, useEffect, useState } from 'react';

export interface LoadedList<T> {
  items: T[];
  loading: boolean;
  /** Set when the last load failed (the failure is also logged, as the spec asks). */
  failed: boolean;
  reload: () => void;
}

/**
 * Loads a list when the page opens and whenever `reload` is called (after an add, rename
 * or delete). `load` must be stable (wrap it in useCallback with its ids).
 */
export function useLoadedList<T>(load: (signal: AbortSignal) => Promise<T[]>, what: string): LoadedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal)
      .then((list) => {
        setItems(list);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Error fetching ${what}:`, error);
        setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [load, what, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { items, loading, failed, reload };
}
