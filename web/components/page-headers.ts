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
 * Cache headers of the page the contact forms post to (docs/decisions/042): the answer to a
 * POST is the visitor's own and says `no-store`; the page itself, rendered for CloudFront's
 * behaviour of that path (docs/decisions/046), is public content like any rendered page.
 */
export const formPageHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) => ({
  'Cache-Control':
    actionHeaders.get('Cache-Control') ?? errorHeaders?.get('Cache-Control') ?? publicContentCacheControl,
});
