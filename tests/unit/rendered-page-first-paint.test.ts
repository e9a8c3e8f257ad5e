import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../functions/page-renderer.ts';
import { relsOf, tagsOf } from '../../shared/html-tags.ts';
import { assertDeferred } from '../../shared/hydration-after-load.ts';
import { emptyTable } from './support/aws-mocks.ts';
import { pageRendererEvent } from './support/lambda-events.ts';

/**
 * The first-paint rewrite on the renderer's pages (shared/first-load-html.ts), rendered with the
 * real server build (npm run build first) from an empty table (the site layout reads the site's
 * settings, their defaults here): their CSS inline and their modules after `load`
 * (tests/web/first-paint-build.test.ts checks the modules of every public page).
 * Their links carry the response's nonce before `rel` (docs/decisions/043), which a rewrite
 * matching one exact text missed: every rendered page (blog, marketplace) had three
 * render-blocking stylesheets (issue 21).
 */

beforeEach(emptyTable);

describe("the renderer's pages paint from their HTML alone", () => {
  for (const [path, query] of [
    ['/search', ''],
    ['/no-such-page', ''],
  ] as const) {
    it(`${path}: no render-blocking stylesheet, the CSS inline, the modules after load`, async () => {
      const html = String((await handler(pageRendererEvent(path, query))).body);
      const stylesheets = [...tagsOf(html)].filter(
        (tag) => tag.name === 'link' && relsOf(tag).includes('stylesheet'),
      );
      expect(stylesheets.length, path).toBeGreaterThan(1);
      for (const link of stylesheets) {
        expect(link.attributes.get('nonce'), link.text).toBeTruthy();
        expect(link.attributes.get('type'), link.text).toBe('text/x-inlined');
      }
      expect(html.match(/<style>/g)?.length).toBe(stylesheets.length);
      expect(() => assertDeferred(html)).not.toThrow();
    });
  }
});
