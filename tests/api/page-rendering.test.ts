import { beforeAll, describe, expect, it } from 'vitest';
import type { Blog, Country, DistrictDetail, StateDetail } from '../../shared/api-types.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { fetchRawPage, type RawPage } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

/**
 * The public pages as a crawler or a link previewer sees them: the raw HTML of one request,
 * no script run. Each kind of page made from the table carries its content, its own title,
 * description, canonical URL, Open Graph and Twitter tags and valid JSON-LD; the spec's old
 * URLs answer 301; an admin's change is at the canonical URL at once (locally there is no
 * edge cache; in AWS CloudFront adds at most 30 s, shared/http-caching.ts).
 */
let stack: TestStack;
let admin: ApiClient;
let post: Blog;
let country: Country;
let state: StateDetail;
let district: DistrictDetail;

stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});
beforeAll(async () => {
  const created = await admin.request<Blog>('POST', '/api/blogs', {
    body: {
      title: 'Harness sizing for “big” dogs & pups',
      date: '2026-11-02',
      author: 'Asha Rawat',
      tags: ['Guides', 'Harnesses'],
      content:
        '<p>Measure the <strong>chest</strong> behind the front legs.</p><img src=x onerror="alert(1)">',
      image: '',
    },
  });
  expect(created.status).toBe(201);
  post = created.body;
  country = (await admin.request<Country>('POST', '/countries/add', { body: { name: 'India' } })).body;
  const createdState = await admin.request<{ _id: string }>('POST', '/state/add', {
    body: { name: 'Uttarakhand', country: country._id },
  });
  const createdDistrict = await admin.request<{ _id: string }>('POST', '/district/add', {
    body: { name: 'Dehradun', state: createdState.body._id },
  });
  state = (await admin.request<StateDetail>('GET', `/states/${createdState.body._id}`)).body;
  district = (await admin.request<DistrictDetail>('GET', `/api/districts/${createdDistrict.body._id}`)).body;
});

/** One GET as a crawler makes it: no redirects followed, no script run. */
const fetchPage = (path: string) => fetchRawPage(stack, path);

const metaContent = (html: string, attribute: 'name' | 'property', key: string): string | undefined =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

function headOf(page: RawPage) {
  const { html } = page;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
  return {
    title: /<title>(.*?)<\/title>/s.exec(html)?.[1],
    description: metaContent(html, 'name', 'description'),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ogTitle: metaContent(html, 'property', 'og:title'),
    ogImage: metaContent(html, 'property', 'og:image'),
    ogUrl: metaContent(html, 'property', 'og:url'),
    twitterCard: metaContent(html, 'name', 'twitter:card'),
    jsonLdTypes: jsonLd.map((data) => data['@type']),
    jsonLd,
  };
}

function expectFullHead(page: RawPage, canonicalPath: string) {
  const head = headOf(page);
  expect(head.title).toBeTruthy();
  expect(head.description).toBeTruthy();
  expect(new URL(head.canonical ?? '').pathname).toBe(canonicalPath);
  expect(head.ogUrl).toBe(head.canonical);
  expect(head.ogTitle).toBe(head.title);
  // An absolute image on the stage's one address, like the canonical URL (docs/decisions/040).
  expect(head.ogImage).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
  expect(new URL(head.ogImage ?? '').origin).toBe(new URL(head.canonical ?? '').origin);
  expect(head.twitterCard).toBe('summary_large_image');
  return head;
}

describe('server-rendered public pages (raw HTML, no script run)', () => {
  it('a post at /blog/<slug>: its title, date, author, tags and sanitised article, BlogPosting and BreadcrumbList', async () => {
    expect(post.slug).toBe('harness-sizing-for-big-dogs-and-pups');
    const page = await fetchPage(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(publicContentCacheControl);
    expect(page.html).toContain('Harness sizing for “big” dogs &amp; pups</h1>');
    expect(page.html).toContain('<time dateTime="2026-11-02">2 Nov 2026</time>');
    expect(page.html).toContain('Asha Rawat');
    expect(page.html).toContain('<li>Harnesses</li>');
    expect(page.html).toContain('Measure the <strong>chest</strong> behind the front legs.');
    expect(page.html).not.toContain('onerror');
    const head = expectFullHead(page, `/blog/${post.slug}`);
    expect(head.title).toBe('Harness sizing for “big” dogs &amp; pups | PawCraft Exports');
    expect(head.description).toBe('Measure the chest behind the front legs.');
    expect(metaContent(page.html, 'property', 'og:type')).toBe('article');
    expect(head.jsonLdTypes).toEqual(['BlogPosting', 'BreadcrumbList']);
    const [posting, trail] = head.jsonLd as [Record<string, unknown>, { itemListElement: unknown[] }];
    expect(posting).toMatchObject({
      headline: 'Harness sizing for “big” dogs & pups',
      datePublished: '2026-11-02',
      author: { '@type': 'Person', name: 'Asha Rawat' },
    });
    expect(posting.dateModified).toBe(post.updatedAt);
    expect(trail.itemListElement).toHaveLength(3);
  });

  it('the blog list carries every post summary, never an article', async () => {
    const page = await fetchPage('/blog');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`href="/blog/${post.slug}"`);
    expect(page.html).toContain('Harness sizing for ');
    expect(page.html).not.toContain('behind the front legs');
    expectFullHead(page, '/blog');
  });

  it('the marketplace carries countries and their states with links to the state pages', async () => {
    const page = await fetchPage('/marketplace');
    expect(page.status).toBe(200);
    expect(page.html).toContain('>India<');
    expect(page.html).toContain('href="/marketplace/india/uttarakhand"');
    expect(page.html).not.toContain('/marketplace/india/uttarakhand/dehradun');
    expectFullHead(page, '/marketplace');
    expect(headOf(page).jsonLdTypes).toEqual(['BreadcrumbList']);
  });

  it("a state's page lists its districts; a district's page is its landing page", async () => {
    expect(state.path).toBe('/marketplace/india/uttarakhand');
    const statePage = await fetchPage(state.path);
    expect(statePage.status).toBe(200);
    expect(statePage.html).toContain('Districts in Uttarakhand');
    expect(statePage.html).toContain('href="/marketplace/india/uttarakhand/dehradun"');
    expect(headOf(statePage).jsonLdTypes).toEqual(['BreadcrumbList']);
    expectFullHead(statePage, state.path);

    expect(district.path).toBe('/marketplace/india/uttarakhand/dehradun');
    const districtPage = await fetchPage(district.path);
    expect(districtPage.status).toBe(200);
    expect(districtPage.html).toContain('manufacturers in Dehradun');
    expect(headOf(districtPage).title).toBe(
      'Pet accessory manufacturers in Dehradun, Uttarakhand | PawCraft Exports',
    );
    expect(headOf(districtPage).jsonLdTypes).toEqual(['BreadcrumbList']);
    expectFullHead(districtPage, district.path);
    // The trail goes through the country's own page (issue 37).
    const [trail] = headOf(districtPage).jsonLd as { itemListElement: { name: string; item: string }[] }[];
    expect(trail.itemListElement.map(({ name, item }) => [name, new URL(item).pathname])).toEqual([
      ['Home', '/'],
      ['Marketplace', '/marketplace'],
      ['India', '/marketplace/india'],
      ['Uttarakhand', '/marketplace/india/uttarakhand'],
      ['Dehradun', '/marketplace/india/uttarakhand/dehradun'],
    ]);
  });

  it("a country's page is the explorer with its states open, its own canonical page; an unknown one is a 404", async () => {
    const countryPage = await fetchPage('/marketplace/india');
    expect(countryPage.status).toBe(200);
    // India's states are shown (no `hidden`), another country's are not.
    expect(countryPage.html).toMatch(
      /<div id="states-[^"]+" aria-live="polite"><h2>States in (<!-- -->)?India<\/h2>/,
    );
    expect(countryPage.html.match(/<div id="states-[^"]+" aria-live="polite">/g)).toHaveLength(1);
    expect(headOf(countryPage).title).toBe('Pet accessory manufacturers in India | PawCraft Exports');
    expectFullHead(countryPage, '/marketplace/india');
    expect((await fetchPage('/marketplace/atlantis')).status).toBe(404);
  });

  it('the home and contact pages carry the organisation', async () => {
    for (const path of ['/', '/contact']) {
      expect(headOf(await fetchPage(path)).jsonLdTypes).toContain('Organization');
    }
  });

  it("the spec's URLs answer 301 to the canonical ones", async () => {
    for (const [old, canonical] of [
      [`/blog/${post._id}`, `/blog/${post.slug}`],
      [`/districts/${state._id}`, state.path],
      [`/marketplacedetails/${district._id}`, district.path],
    ]) {
      const page = await fetchPage(old);
      expect(page.status, old).toBe(301);
      expect(page.headers.get('location'), old).toBe(canonical);
    }
    expect((await fetchPage('/districts/01JZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    expect((await fetchPage('/marketplace/india/nowhere')).status).toBe(404);
  });

  it('a saved post and a renamed district show at once, and their old URLs redirect', async () => {
    const edited = await admin.request<Blog>('PUT', `/api/blogs/blogs/${post._id}`, {
      body: { ...post, title: 'Harness sizing, revised', slug: 'harness-sizing' },
    });
    expect(edited.status).toBe(200);
    const page = await fetchPage('/blog/harness-sizing');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Harness sizing, revised</h1>');
    const moved = await fetchPage(`/blog/${post.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/harness-sizing');

    expect(
      (await admin.request('PUT', `/district/update/${district._id}`, { body: { name: 'Rishikesh' } }))
        .status,
    ).toBe(200);
    const renamed = await fetchPage('/marketplace/india/uttarakhand/rishikesh');
    expect(renamed.status).toBe(200);
    expect(renamed.html).toContain('manufacturers in Rishikesh');
    const old = await fetchPage(district.path);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/marketplace/india/uttarakhand/rishikesh');
  });

  it('client-side navigation gets the same data from the renderer, without another API call', async () => {
    const response = await fetch(`${stack.url}/blog.data`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('harness-sizing');
  });
});
