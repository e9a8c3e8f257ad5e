import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, prepareHtmlForFirstPaint } from '../../web/first-paint-html.ts';

/** The shape of React Router's prerendered HTML, reduced to what the rewrite touches. */
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

  it('refuses a stylesheet it does not have or that would close the style element', () => {
    expect(() => inlineStylesheets(page, new Map())).toThrow(
      '/assets/root-3.css is linked but not in the build',
    );
    const closing = new Map(stylesheets).set('/assets/home-4.css', '.a{content:"</style>"}');
    expect(() => inlineStylesheets(page, closing)).toThrow('contains "</style"');
  });

  it('fails when a stylesheet link has a form it does not know, rather than leave it render-blocking', () => {
    const other = page.replace('href="/assets/home-4.css"/>', 'href="/assets/home-4.css" crossorigin=""/>');
    expect(() => inlineStylesheets(other, stylesheets)).toThrow(
      'cannot inline <link rel="stylesheet" href="/assets/home-4.css" crossorigin=""/>',
    );
  });
});

describe('prepareHtmlForFirstPaint', () => {
  async function clientBuild(assets: string[]): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'first-paint-'));
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, 'about'));
    for (const asset of assets) await writeFile(join(dir, 'assets', asset), '.x{}');
    await writeFile(join(dir, 'assets/root-3.css'), ':root{--ink:#1f2933}');
    const html = '<html><head><link rel="stylesheet" href="/assets/root-3.css"/></head><body></body></html>';
    await writeFile(join(dir, '__spa-fallback.html'), html);
    await writeFile(join(dir, 'about/index.html'), html);
    return dir;
  }

  it('inlines the CSS of every page and preloads the API modules in the SPA fallback only', async () => {
    const dir = await clientBuild(['use-api-resource-Ab1.js', 'api-client-C_d-2.js', 'site-pages-E3.js']);
    await prepareHtmlForFirstPaint(dir);
    const [fallback, about] = await Promise.all([
      readFile(join(dir, '__spa-fallback.html'), 'utf8'),
      readFile(join(dir, 'about/index.html'), 'utf8'),
    ]);
    expect(fallback).toContain(
      '<link rel="modulepreload" href="/assets/use-api-resource-Ab1.js"/>' +
        '<link rel="modulepreload" href="/assets/api-client-C_d-2.js"/></head>',
    );
    expect(fallback).toContain('<style>:root{--ink:#1f2933}</style>');
    expect(about).toContain('<style>:root{--ink:#1f2933}</style>');
    expect(about).not.toContain('modulepreload');
    await rm(dir, { recursive: true });
  });

  it('fails the build when an API module is no longer a chunk of its own', async () => {
    const dir = await clientBuild(['use-api-resource-Ab1.js']);
    await expect(prepareHtmlForFirstPaint(dir)).rejects.toThrow(
      'expected one chunk named api-client, found 0',
    );
    await rm(dir, { recursive: true });
  });
});
