import { siteOriginOf } from '../shared/site-address.ts';
import { buildSitemap } from './lib/content/sitemap.ts';
import { HttpResponse, publicHandler } from './lib/http/http-handler.ts';
import { readConfig } from './lib/runtime/config.ts';

/**
 * GET /sitemap.xml: every public page, with absolute URLs on the stage's one address
 * (SITE_URL, docs/decisions/040), never the requested host: CloudFront caches it without the
 * host, so a request to another name of the site must not decide what crawlers read. Past one
 * sitemap's limits an index, whose parts are `?part=N`.
 */
export const handler = publicHandler({}, async ({ query }) => {
  const { siteUrl } = readConfig();
  if (!siteUrl)
    throw new Error('SITE_URL is not set: the stack gives the sitemap its stage address (infra/)');
  return new HttpResponse(await buildSitemap(siteOriginOf(siteUrl, 'SITE_URL'), query.part), {
    contentType: 'application/xml; charset=utf-8',
  });
});
