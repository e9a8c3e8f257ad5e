import { afterEach, describe, expect, it, vi } from 'vitest';
import { localSiteUrl, robotsTxt, siteOriginOf } from '../../shared/site-address.ts';
import { defaultSiteLayoutData } from './site-layout-stub.tsx';

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

describe("the pages' canonical and Open Graph URLs", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const metaOf = async () => {
    vi.resetModules();
    const { pageMeta } = await import('../../web/components/page-meta.ts');
    return pageMeta(defaultSiteLayoutData, { title: 'About', description: 'd', path: '/about' });
  };

  it("name the build's VITE_SITE_URL (npm run deploy sets it to the stage's address)", async () => {
    vi.stubEnv('VITE_SITE_URL', 'https://www.example.com');
    const meta = await metaOf();
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.com/about' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://www.example.com/about' });
  });

  it('name the local stack without it, never a placeholder host', async () => {
    vi.stubEnv('VITE_SITE_URL', '');
    const meta = await metaOf();
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${localSiteUrl}/about` });
  });
});
