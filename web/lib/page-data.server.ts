import { data, redirect } from 'react-router';
import { errorResponse } from '../../functions/lib/http/error-response.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';

/**
 * What the public pages' loaders share (server only: they read the table through
 * functions/lib, as the API's handlers do).
 */

/** An error page is never kept: the next visitor asks again (web/components/page-headers.ts). */
const neverCached = { 'Cache-Control': 'no-store' };

/**
 * Runs a page's read and answers as the API would: not found is a 404 with `notFoundMessage`,
 * a busy table a 503, anything else a 500. The route's ErrorBoundary shows it, and CloudFront
 * keeps serving the last good copy of a cached page meanwhile (stale-if-error).
 */
export async function loadPageData<T>(
  read: () => Promise<T | undefined>,
  notFoundMessage: string,
): Promise<T> {
  let found: T | undefined;
  try {
    found = await read();
  } catch (error) {
    const { status, message } = errorResponse(error);
    throw data({ message }, { status, headers: neverCached });
  }
  if (found === undefined) throw data({ message: notFoundMessage }, { status: 404, headers: neverCached });
  return found;
}

/**
 * A page asked for by an older URL (an id, an old slug, a renamed place) moves to its
 * canonical one for good: 301, cached like the page itself, with the query kept.
 */
export function redirectToCanonical(url: URL, canonicalPath: string): void {
  if (url.pathname !== canonicalPath) movedPermanently(url, canonicalPath);
}

/** `url` is the page's URL as the loader gets it (without React Router's `.data` suffix). */
export function movedPermanently(url: URL, canonicalPath: string): never {
  return permanentRedirect(`${canonicalPath}${url.search}`);
}

/** The 301 of `movedPermanently` to a whole new path and query. */
export function permanentRedirect(location: string): never {
  throw redirect(location, { status: 301, headers: { 'Cache-Control': publicContentCacheControl } });
}
