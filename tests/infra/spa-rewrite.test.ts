import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { spaRewriteFunctionCode } from '../../infra/cloudfront-function-code.ts';
import { prerenderedPaths } from '../../shared/site-pages.ts';

type Request = { uri: string; querystring: Record<string, unknown> };
// The very code the stack puts into the CloudFront Function (stack.test.ts pins that), run in
// a fresh context with no Node globals, as CloudFront runs it.
const handler = runInNewContext(`${spaRewriteFunctionCode(prerenderedPaths)}\nhandler;`, {}) as (event: {
  request: Request;
}) => Request;
const rewrite = (uri: string) => handler({ request: { uri, querystring: {} } }).uri;

describe('SPA rewrite CloudFront Function', () => {
  it('serves the home page from its prerendered HTML', () => {
    expect(rewrite('/')).toBe('/index.html');
  });

  it('serves prerendered pages, such as a product page, from their own HTML', () => {
    expect(rewrite('/product/7')).toBe('/product/7/index.html');
    expect(rewrite('/about')).toBe('/about/index.html');
    expect(rewrite('/about/')).toBe('/about/index.html');
    for (const path of prerenderedPaths.filter((p) => p !== '/'))
      expect(rewrite(path)).toBe(`${path}/index.html`);
  });

  it('sends routes that were not prerendered, such as a blog by id, to the SPA fallback', () => {
    expect(rewrite('/blog/01JD3Q7ZK8X2M4N6P8R0T2V4W6')).toBe('/__spa-fallback.html');
    expect(rewrite('/dashboard')).toBe('/__spa-fallback.html');
    expect(rewrite('/product/999')).toBe('/__spa-fallback.html');
  });

  it('leaves files alone, so a missing asset stays a real 404', () => {
    expect(rewrite('/assets/app-abc.js')).toBe('/assets/app-abc.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
    expect(rewrite('/product/7/index.html')).toBe('/product/7/index.html');
  });

  it('does not special-case API paths: they never reach it, because their behaviours come first', () => {
    // Were /api/blogs ever routed to the site behaviour, it would get the SPA shell, not JSON.
    expect(rewrite('/api/blogs')).toBe('/__spa-fallback.html');
  });

  it('stays within the 10 KB CloudFront allows for a function, prerendered list included', () => {
    expect(Buffer.byteLength(spaRewriteFunctionCode(prerenderedPaths))).toBeLessThan(10 * 1024);
  });

  it('keeps the query string untouched', () => {
    const request = { uri: '/blog/x', querystring: { page: { value: '2' } } };
    expect(handler({ request }).querystring).toEqual({ page: { value: '2' } });
  });
});
