import { buildSitemap, siteOrigin } from './lib/content/sitemap.ts';
import { HttpResponse, publicHandler } from './lib/http/http-handler.ts';

/**
 * GET /sitemap.xml: every public page, with absolute URLs on the requested host; past one
 * sitemap's limits an index, whose parts are `?part=N`.
 */
export const handler = publicHandler(
  {},
  async ({ headers, query }) =>
    new HttpResponse(await buildSitemap(siteOrigin(headers), query.part), {
      contentType: 'application/xml; charset=utf-8',
    }),
);
