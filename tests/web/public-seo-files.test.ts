import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { company } from '../../shared/company.ts';

const read = (name: string) => readFileSync(join(process.cwd(), 'web/public', name), 'utf8');

describe('robots.txt', () => {
  it('points at the sitemap (served by the sitemap Lambda) and keeps the dashboard out', () => {
    const robots = read('robots.txt');
    expect(robots).toContain(`Sitemap: ${company.siteUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /dashboard');
  });
});
