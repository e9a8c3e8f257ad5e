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
 * Cache headers of the site layout (web/app/routes/_site.tsx): none of its own, each page says
 * how long it may be kept; only when the layout's own read failed does its error page say
 * (`no-store`, web/lib/page-data.server.ts).
 */
export const siteLayoutHeaders: HeadersFunction = ({ errorHeaders }) => {
  const cacheControl = errorHeaders?.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

/**
 * Cache headers of the page the contact forms post to (docs/decisions/042): the answer to a
 * POST is the visitor's own and says `no-store`; the page itself, rendered for CloudFront's
 * behaviour of that path (docs/decisions/046), is public content like any rendered page.
 */
export const formPageHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) => ({
  'Cache-Control':
    actionHeaders.get('Cache-Control') ?? errorHeaders?.get('Cache-Control') ?? publicContentCacheControl,
});
