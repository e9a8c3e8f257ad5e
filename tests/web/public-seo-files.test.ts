import { describe, expect, it } from 'vitest';
import { robotsTxt, siteOriginOf } from '../../shared/site-address.ts';

describe('robots.txt (written by the build for its address, react-router.config.ts)', () => {
  it('points at the sitemap on the stage address (served by the sitemap Lambda) and keeps the dashboard out', () => {
    const robots = robotsTxt('https://www.example.com');
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
  });
});

describe('the site address', () => {
  it('is an https origin (http only on loopback), normalised without a trailing slash', () => {
    expect(siteOriginOf('https://www.example.com/')).toBe('https://www.example.com');
    expect(siteOriginOf('http://localhost:4000')).toBe('http://localhost:4000');
    expect(() => siteOriginOf('http://www.example.com')).toThrow(/https/);
    expect(() => siteOriginOf('https://www.example.com/shop')).toThrow(/origin only/);
    expect(() => siteOriginOf('www.example.com')).toThrow(/not a URL/);
  });
});
