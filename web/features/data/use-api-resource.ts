import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * GETs `path` in the browser after the page renders (pages that depend on the database are
 * not prerendered, and show their own spinner meanwhile). When `passed` holds the data
 * already (navigation state), nothing is fetched.
 */
export function useApiResource<T>(path: string, passed?: T): Resource<T> {
  const [resource, setResource] = useState<Resource<T>>(
    passed === undefined ? { status: 'loading' } : { status: 'loaded', data: passed },
  );
  const needsFetch = passed === undefined;
  useEffect(() => {
    if (!needsFetch) return;
    const controller = new AbortController();
    setResource({ status: 'loading' });
    apiRequest<T>(path, { signal: controller.signal }).then(
      (data) => setResource({ status: 'loaded', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResource({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [path, needsFetch]);
  return needsFetch ? resource : { status: 'loaded', data: passed as T };
}
