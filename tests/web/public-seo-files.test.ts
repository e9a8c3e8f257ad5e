import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { company } from '../../shared/company.ts';
import { prerenderedPaths } from '../../shared/site-pages.ts';

const read = (name: string) => readFileSync(join(process.cwd(), 'web/public', name), 'utf8');

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points at the sitemap and keeps the dashboard out', () => {
    const robots = read('robots.txt');
    expect(robots).toContain(`Sitemap: ${company.siteUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /dashboard');
  });

  it('the sitemap lists every prerendered page and the public data pages, on the company address', () => {
    const locations = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = [...prerenderedPaths, '/blog', '/marketplace'].map(
      (path) => `${company.siteUrl}${path}`,
    );
    expect(locations.sort()).toEqual(expected.sort());
  });
});
