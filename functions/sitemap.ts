import { HttpResponse, publicHandler } from './lib/http-handler.ts';
import { buildSitemap, siteOrigin } from './lib/sitemap.ts';

/** GET /sitemap.xml: every public page, with absolute URLs on the requested host. */
export const handler = publicHandler(
  {},
  async ({ headers }) =>
    new HttpResponse(await buildSitemap(siteOrigin(headers)), {
      contentType: 'application/xml; charset=utf-8',
    }),
);
