import type { HeadersFunction } from 'react-router';
import { publicContentCacheControl } from '../../shared/http-caching.ts';

/**
 * Cache headers of a page rendered from the table: CloudFront keeps it briefly and serves it
 * stale while it asks again (shared/http-caching.ts); an error page is never cached.
 */
export const publicPageHeaders: HeadersFunction = ({ errorHeaders }) => ({
  'Cache-Control': errorHeaders?.get('Cache-Control') ?? publicContentCacheControl,
});

/**
 * Cache headers of a page whose form posts to its action (the contact forms,
 * docs/decisions/042): the answer to a POST is the visitor's own and says `no-store`.
 */
export const formPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const cacheControl = actionHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};
