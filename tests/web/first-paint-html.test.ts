import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadHtml } from '../../shared/first-load-html.ts';
import {
  assertDeferred,
  hydrateAfterLoad,
  hydrationLoader,
  inertModuleType,
  inertPreloadRel,
} from '../../shared/hydration-after-load.ts';
import { inlineStylesheets } from '../../shared/inline-stylesheets.ts';
import { speculationRules } from '../../shared/speculation-rules.ts';
import { writeServerStylesheets } from '../../web/first-paint-html.ts';

/** The shape of React Router's rendered HTML, reduced to what the rewrite touches. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/>',
  '<link rel="stylesheet" href="/assets/home-4.css"/>',
  '</head><body><main><h1>Hello</h1></main>',
  '</body></html>',
].join('');

const stylesheets = new Map([
  ['/assets/root-3.css', ':root{--ink:#1f2933}'],
  ['/assets/home-4.css', '.hero{position:relative}'],
]);

describe('inlineStylesheets', () => {
  it('puts each stylesheet inline in place, keeping an inert link for hydration', () => {
    const html = inlineStylesheets(page, stylesheets);
    expect(html).toContain(
      '<style>:root{--ink:#1f2933}</style><link rel="stylesheet" href="/assets/root-3.css" type="text/x-inlined"/>' +
        '<style>.hero{position:relative}</style><link rel="stylesheet" href="/assets/home-4.css" type="text/x-inlined"/>',
    );
    expect(html).not.toContain('href="/assets/root-3.css"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-2.js"/>');
  });

  it("inlines a stylesheet a lazy module imports too, which React Router links with a trailing '#'", () => {
    const marked = page.replace('href="/assets/home-4.css"/>', 'href="/assets/home-4.css#"/>');
    expect(inlineStylesheets(marked, stylesheets)).toContain(
      '<style>.hero{position:relative}</style><link rel="stylesheet" href="/assets/home-4.css#" type="text/x-inlined"/>',
    );
  });

  it('refuses a stylesheet it does not have or that would close the style element', () => {
    expect(() => inlineStylesheets(page, new Map())).toThrow(
      '/assets/root-3.css is linked but not in the build',
    );
    const closing = new Map(stylesheets).set('/assets/home-4.css', '.a{content:"</style>"}');
    expect(() => inlineStylesheets(page, closing)).toThrow('contains "</style"');
  });

  it("reads links as elements: a nonce before `rel` (the renderer's pages) or other attributes do not matter", () => {
    const rendered = page
      .replace(
        '<link rel="stylesheet" href="/assets/root-3.css"/>',
        '<link nonce="abc" rel="stylesheet" href="/assets/root-3.css"/>',
      )
      .replace('href="/assets/home-4.css"/>', 'href="/assets/home-4.css" crossorigin=""/>');
    const html = inlineStylesheets(rendered, stylesheets);
    expect(html).toContain(
      '<style>:root{--ink:#1f2933}</style><link nonce="abc" rel="stylesheet" href="/assets/root-3.css" type="text/x-inlined"/>' +
        '<style>.hero{position:relative}</style><link rel="stylesheet" href="/assets/home-4.css" crossorigin="" type="text/x-inlined"/>',
    );
  });

  it('fails when a stylesheet link has a form it cannot inline as it is, rather than leave it render-blocking', () => {
    const print = page.replace('href="/assets/home-4.css"/>', 'href="/assets/home-4.css" media="print"/>');
    expect(() => inlineStylesheets(print, stylesheets)).toThrow(
      'cannot inline <link rel="stylesheet" href="/assets/home-4.css" media="print"/>',
    );
  });
});

/** The end of a page as React Router's `<Scripts />` writes it (a `$` in a route id included). */
const hydrationModuleBody =
  'import "/assets/manifest-1.js";import * as route0 from "/assets/root-5.js";window.__reactRouterRouteModules = {"root":route0,"routes/blog.$slug":route0};import("/assets/entry.client-2.js");';
const scriptedPage = page.replace(
  '</body>',
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${hydrationModuleBody}</script></body>`,
);

describe('hydrateAfterLoad', () => {
  it('makes the module preloads and the hydration module inert, and adds the loader that starts them at load and the speculation rules', () => {
    const html = hydrateAfterLoad(scriptedPage);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<link rel="${inertPreloadRel}" href="/assets/entry.client-2.js"/>`);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script type="${inertModuleType}">${hydrationModuleBody}</script><script>${hydrationLoader}</script><script type="speculationrules">${speculationRules}</script></body>`,
    );
    // The data script React Router needs before hydration stays as it was.
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it("gives the speculation rules the renderer's nonce, and lets them prerender only the site's own pages", () => {
    expect(hydrateAfterLoad(scriptedPage, { nonce: 'n0nce' })).toContain(
      `<script type="speculationrules" nonce="n0nce">${speculationRules}</script>`,
    );
    const [rule] = JSON.parse(speculationRules).prerender;
    expect(rule.eagerness).toBe('moderate');
    const excluded = rule.where.and.flatMap((part: { not?: { href_matches?: string } }) =>
      part.not?.href_matches ? [part.not.href_matches] : [],
    );
    expect(excluded).toEqual(['/dashboard', '/dashboard/*', '/api/*', '/uploads/*', '/images/*']);
  });

  it('leaves a page without scripts as it is, and fails on scripts in a form it does not know', () => {
    expect(hydrateAfterLoad(page.replace(/<link rel="modulepreload"[^>]*>/, ''))).toBe(
      page.replace(/<link rel="modulepreload"[^>]*>/, ''),
    );
    expect(() =>
      hydrateAfterLoad(
        scriptedPage.replace('<script type="module" async="">', '<script type="module" src="/a.js">'),
      ),
    ).toThrow("did React Router's <Scripts /> output change?");
    expect(() =>
      hydrateAfterLoad(
        scriptedPage.replace('</body>', '<script type="module">import("/b.js")</script></body>'),
      ),
    ).toThrow('more than one module script');
  });

  it('reads elements, not one exact text: other attributes and their order do not matter', () => {
    const other = scriptedPage
      .replace(
        '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
        '<link crossorigin="anonymous" href="/assets/entry.client-2.js" nonce="abc" rel="modulepreload">',
      )
      .replace('<script type="module" async="">', '<script nonce="abc" async type="module">');
    const html = hydrateAfterLoad(other, { nonce: 'abc' });
    expect(html).toContain(
      `<link crossorigin="anonymous" href="/assets/entry.client-2.js" nonce="abc" rel="${inertPreloadRel}">`,
    );
    expect(html).toContain(
      `<script nonce="abc" type="${inertModuleType}">${hydrationModuleBody}</script><script nonce="abc">${hydrationLoader}</script>`,
    );
  });

  it('fails loudly when a page would still load a module before `load`, or lost its modules', () => {
    expect(() => assertDeferred(scriptedPage)).toThrow('would load before the page');
    const deferred = hydrateAfterLoad(scriptedPage);
    expect(() => assertDeferred(deferred)).not.toThrow();
    // The preloads gone (a form the rewrite did not see would have stayed eager and failed above).
    const withoutPreloads = deferred.replace(new RegExp(`<link rel="${inertPreloadRel}"[^>]*>`), '');
    expect(() => assertDeferred(withoutPreloads)).toThrow('not deferred as expected');
    expect(() => assertDeferred(deferred.replace(`<script>${hydrationLoader}</script>`, ''))).toThrow(
      'not deferred as expected',
    );
  });
});

describe('firstLoadHtml', () => {
  it("defers a public page's modules but not the dashboard's, whose HTML is only a loading screen", () => {
    expect(firstLoadHtml(scriptedPage, '/blog/a-post', stylesheets)).toContain(inertModuleType);
    expect(firstLoadHtml(scriptedPage, '/', stylesheets)).toContain(inertModuleType);
    const dashboard = firstLoadHtml(scriptedPage, '/dashboard/blog', stylesheets);
    expect(dashboard).toContain('<script type="module" async="">');
    expect(dashboard).toContain('<style>:root{--ink:#1f2933}</style>');
  });
});

describe('writeServerStylesheets', () => {
  it("hands the build's stylesheets to the page renderer", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'first-paint-'));
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, 'server'));
    await writeFile(join(dir, 'assets/root-3.css'), ':root{--ink:#1f2933}');
    await writeFile(join(dir, 'assets/root-3.js'), 'export {};');
    await writeServerStylesheets(dir, join(dir, 'server'));
    expect(JSON.parse(await readFile(join(dir, 'server/stylesheets.json'), 'utf8'))).toEqual({
      '/assets/root-3.css': ':root{--ink:#1f2933}',
    });
    await rm(dir, { recursive: true });
  });
});
