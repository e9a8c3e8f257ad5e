import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repositoryRoot } from '../../local/stack.ts';
import {
  edgeFreshSeconds,
  edgeStaleSeconds,
  publicContentCacheControl,
  publicFreshnessSeconds,
  searchIndexReuseSeconds,
  siteSettingsReuseSeconds,
} from '../../shared/http-caching.ts';
import { blogPageQuerySchema, productPageQuerySchema } from '../../shared/list-queries.ts';
import { type ApiRoute, apiRoutes } from '../../shared/routes.ts';
import { pageQueryParams } from '../../shared/site-pages.ts';
import { loadSearchResults } from '../../web/features/search/search-page.server.ts';
import { ddb } from './support/aws-mocks.ts';

/**
 * Issue 38 item 7 (docs/decisions/056): how stale a visitor's copy can be, added up from what
 * the origin says, and `/search` answering many texts from one read of the catalogue.
 */
const directives = new Map(
  publicContentCacheControl.split(', ').map((directive) => {
    const [name, value] = directive.split('=');
    return [name, value === undefined ? true : Number(value)] as const;
  }),
);

describe('the freshness promise', () => {
  it('adds up to at most the promised seconds: the edge copy, its stale answers, the reuse of a read', () => {
    expect(directives.get('public')).toBe(true);
    // Browsers keep nothing: every visit asks CloudFront.
    expect(directives.get('max-age')).toBe(0);
    expect(directives.get('s-maxage')).toBe(edgeFreshSeconds);
    // The stale window a day long let an unpublished page come back from an idle edge.
    expect(directives.get('stale-while-revalidate')).toBe(edgeStaleSeconds);
    // A fact on a page comes from the search index or the site settings, never both: the
    // longer reuse counts.
    const oldest =
      edgeFreshSeconds + edgeStaleSeconds + Math.max(searchIndexReuseSeconds, siteSettingsReuseSeconds);
    expect(oldest).toBeLessThanOrEqual(publicFreshnessSeconds);
    // Only an origin failure (5xx) may show an older copy; a 404 is no failure.
    expect(directives.get('stale-if-error')).toBeGreaterThan(0);
  });

  it('is the promise the README states', () => {
    const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8');
    expect(readme).toContain(`within ${publicFreshnessSeconds} seconds`);
  });
});

describe('query strings of the cached public reads (shared/routes.ts)', () => {
  const routeNamed = (handler: string) =>
    (apiRoutes as readonly ApiRoute[]).find((route) => route.handler === handler) as ApiRoute;
  it('are exactly what their handlers parse, so the edge key neither splits nor mixes copies', () => {
    expect([...(routeNamed('products-list').query ?? [])].sort()).toEqual(
      Object.keys(productPageQuerySchema.entries).sort(),
    );
    expect([...(routeNamed('blogs-list').query ?? [])].sort()).toEqual(
      Object.keys(blogPageQuerySchema.entries).sort(),
    );
  });
});

describe('query strings of the pages (shared/site-pages.ts)', () => {
  it("hold every one React Router's browser runtime adds to a GET of the renderer (.data, route discovery)", () => {
    const runtime = join(repositoryRoot, 'node_modules/react-router/dist/production/lib/dom/ssr');
    const added = ['single-fetch.js', 'fog-of-war.js', 'components.js'].flatMap((file) =>
      [...readFileSync(join(runtime, file), 'utf8').matchAll(/searchParams\.set\("(\w+)"/g)].map(
        (match) => match[1],
      ),
    );
    expect(new Set(added)).toEqual(new Set(['_routes', 'paths', 'version']));
    for (const name of added) expect(pageQueryParams, name).toContain(name);
  });
});

describe('/search answers from the catalogue it read, not a full read per text', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const published = (id: number, name: string) => ({
    PK: 'PRODUCT',
    id: String(id),
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    photos: [{ src: `/images/products/${id}/main.svg`, alt: name }],
  });
  const search = async (text: string) =>
    (
      await loadSearchResults(new URL(`https://site.example/search?q=${encodeURIComponent(text)}`))
    ).products.map((product) => product.slug);

  it(`reads the published products once per ${searchIndexReuseSeconds} s, whatever the texts`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    ddb.on(QueryCommand).resolves({ Items: [published(1, 'Cave Bed'), published(2, 'Leash Red')] });
    expect(await search('cave')).toEqual(['cave-bed']);
    for (let n = 0; n < 20; n++) expect(await search(`random ${n}`)).toEqual([]);
    expect(await search('LEASH')).toEqual(['leash-red']);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);

    // A product unpublished meanwhile is gone once the reuse is over.
    ddb.on(QueryCommand).resolves({ Items: [published(2, 'Leash Red')] });
    vi.setSystemTime(new Date(Date.now() + (searchIndexReuseSeconds - 1) * 1000));
    expect(await search('cave')).toEqual(['cave-bed']);
    vi.setSystemTime(new Date(Date.now() + 1000));
    expect(await search('cave')).toEqual([]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('keeps no failed read: the next request reads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    ddb.on(QueryCommand).rejectsOnce(Object.assign(new Error('down'), { name: 'ServiceUnavailable' }));
    await expect(search('cave')).rejects.toMatchObject({ init: { status: 503 } });
    ddb.on(QueryCommand).resolves({ Items: [published(1, 'Cave Bed')] });
    expect(await search('cave')).toEqual(['cave-bed']);
  });
});
