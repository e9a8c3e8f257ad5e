/**
 * How fresh public content is, and the one Cache-Control that says it: the public API's GETs
 * (blogs, locations, the catalogue, the sitemap) and the server-rendered pages made from them.
 *
 * The promise (README, docs/decisions/056): whatever an admin changes, unpublishes or deletes,
 * no visitor is shown the earlier version more than `publicFreshnessSeconds` after the change,
 * while the site's origin answers. Its parts, which `tests/unit/edge-freshness.test.ts` adds up:
 * - `s-maxage=30`: CloudFront answers from its copy for 30 s without asking, so a burst of
 *   visitors costs one Lambda call per 30 s and path;
 * - `stale-while-revalidate=20`: for 20 s more it answers from that copy while it fetches a
 *   fresh one behind it (a visitor rarely waits for a render), and never after: an unpublished
 *   product's page cannot come back a day later from an edge nobody asked since;
 * - `/search` matches names in the search index its renderer read up to 10 s earlier
 *   (`searchIndexReuseSeconds`), so a miss never reads the whole catalogue;
 * - every page shows the site settings (header, footer, JSON-LD, docs/decisions/063) its
 *   function read up to 10 s earlier (`siteSettingsReuseSeconds`), so a render costs no read of
 *   them; each fact on a page comes from one of the two reads, so they do not add up: the
 *   oldest fact is as old as the longer reuse;
 * - `max-age=0`: browsers ask again every time, but for the same stale window: one may answer
 *   from its copy while that copy is under 20 s old (CloudFront's `Age` counts in it), so a
 *   browser never shows anything older than the edge may (with the old day-long window, a
 *   browser could show a page a day old once).
 * `stale-if-error` (a day) lies outside the promise on purpose: when the origin fails (5xx),
 * CloudFront shows its last good copy rather than an error. A deleted or unpublished page
 * answers 404, which is no error: it is never replaced by its stale copy.
 *
 * Admin routes and error answers never use it: they stay `no-store`.
 */
export const edgeFreshSeconds = 30;
export const edgeStaleSeconds = 20;
export const searchIndexReuseSeconds = 10;
export const siteSettingsReuseSeconds = 10;
export const publicFreshnessSeconds = 60;
const edgeErrorFallbackSeconds = 24 * 60 * 60;

export const publicContentCacheControl = [
  'public',
  'max-age=0',
  `s-maxage=${edgeFreshSeconds}`,
  `stale-while-revalidate=${edgeStaleSeconds}`,
  `stale-if-error=${edgeErrorFallbackSeconds}`,
].join(', ');
