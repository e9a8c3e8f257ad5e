/**
 * The one Cache-Control of public content: the public API's GETs (blogs, locations, the
 * sitemap) and the server-rendered pages made from them.
 *
 * - `max-age=0`: browsers revalidate every time, so a visitor never keeps an old copy;
 * - `s-maxage=30`: CloudFront (whose API behaviours cap caching at 60 s) may answer from its
 *   copy for 30 s, so an admin's change shows on the public site within a minute while a
 *   burst of visitors costs one Lambda call per 30 s and path;
 * - `stale-while-revalidate` / `stale-if-error` (a day): CloudFront serves its last copy while
 *   it fetches a fresh one, and when the origin fails (an outage shows old content, not errors).
 *
 * Admin routes and error answers never use it: they stay `no-store`.
 */
export const publicContentCacheControl =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=86400, stale-if-error=86400';
