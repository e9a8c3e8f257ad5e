// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../functions/page-renderer.ts';
import { tagsOf } from '../../shared/html-tags.ts';
import { assertDeferred, inertModuleType, inertPreloadRel } from '../../shared/hydration-after-load.ts';
import { staticPagePaths } from '../../shared/site-pages.ts';
import { initialAssetUrlsByRoute } from '../../web/initial-assets.ts';
import { emptyTable } from '../unit/support/aws-mocks.ts';
import { pageRendererEvent } from '../unit/support/lambda-events.ts';

/**
 * The first-paint mechanism on the build's real output (docs/decisions/036): every public page
 * with a fixed path, rendered by the page renderer with the real server build (every page is
 * rendered, docs/decisions/063; here from an empty table), loads no module before `load`. If
 * React Router's `<Scripts />` changes shape so that the rewrite no longer applies, the
 * renderer throws; should a page slip through anyway, this fails. Needs `npm run build` (npm
 * test builds first).
 */
const clientDir = join(import.meta.dirname, '../../build/client');

async function pageHtml(path: string): Promise<string> {
  const result = await handler(pageRendererEvent(path));
  expect(result.statusCode, path).toBe(200);
  return String(result.body);
}

beforeEach(emptyTable);

describe('the built pages fetch their modules after load', () => {
  it('has a build to check', () => {
    expect(existsSync(join(clientDir, 'assets')), 'run npm run build first').toBe(true);
  });

  for (const path of staticPagePaths) {
    it(`${path}: no eager module, its preloads and hydration module inert, the loader present`, async () => {
      const html = await pageHtml(path);
      expect(() => assertDeferred(html)).not.toThrow();
      expect(html).not.toMatch(/modulepreload"|type="module"/);
      expect(html.match(new RegExp(`<link [^>]*rel="${inertPreloadRel}"`, 'g'))?.length).toBeGreaterThan(1);
      expect(html.match(new RegExp(`<script [^>]*type="${inertModuleType}"`, 'g'))?.length).toBe(1);
    });
  }
});

describe('what a built page loads after load', () => {
  const routes = existsSync(clientDir) ? initialAssetUrlsByRoute(clientDir) : [];
  for (const path of staticPagePaths) {
    it(`${path}: exactly the JS npm run size counts for its route, React and React Router as one framework chunk`, async () => {
      const preloaded = [...tagsOf(await pageHtml(path))]
        .filter((tag) => tag.attributes.get('rel') === inertPreloadRel)
        .map((tag) => tag.attributes.get('href'));
      const route = routes.find((candidate) => matchPath({ path: candidate.path, end: true }, path));
      // The initial JS budget (web/initial-assets.ts) counts what the page really fetches: no
      // more (the manifest file, which lazy route discovery never loads), no less.
      expect(new Set(preloaded), route?.path).toEqual(route?.js);
      // vite.config.ts's framework group: were it ignored, React Router would be six modules again.
      expect(preloaded.filter((href) => /^\/assets\/framework-[\w-]+\.js$/.test(href ?? ''))).toHaveLength(1);
    });
  }

  it('/product fetches seven modules: the site parts most pages share are one chunk', () => {
    const product = routes.find((route) => route.path === '/product');
    const names = [...(product?.js ?? [])].map((url) => url.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, '$1'));
    // vite.config.ts's site group: without it, the header search, page parts, card and photo
    // are eleven files of their own (docs/decisions/036, update of 2026-11-26). The site
    // settings' shapes and today's values (the `site-parts` chunk) are not among them: pages
    // get the settings from the site layout's data and their helpers from
    // shared/company-contact.ts (docs/decisions/063).
    expect(names.sort()).toEqual([
      '_site',
      'entry.client',
      'framework',
      'product',
      'rolldown-runtime',
      'root',
      'site',
    ]);
  });
});
