import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from './action-result.ts';
import { useNotify } from './notices.tsx';

/**
 * A fetcher for a dashboard form that changes data. When its action has answered and the
 * page's loaders have revalidated (those whose data the change can affect, docs/decisions/059),
 * it shows the action's notice and calls `onDone` once with the result (`Saved`: the item a
 * successful save answers).
 */
export function useActionFetcher<Saved = never>(onDone?: (result: ActionResult<Saved>) => void) {
  const fetcher = useFetcher<ActionResult<Saved>>();
  const notify = useNotify();
  const handled = useRef<ActionResult<Saved> | undefined>(undefined);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.notice) notify(result.ok ? 'success' : 'error', result.notice);
    onDoneRef.current?.(result);
  }, [fetcher.state, fetcher.data, notify]);

  return fetcher;
}
