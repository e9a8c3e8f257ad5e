import { beforeAll, describe, expect, it } from 'vitest';
import type { Blog, Product } from '../../shared/api-types.ts';
import { siteSettingsReuseSeconds } from '../../shared/http-caching.ts';
import {
  type CompanySettings,
  defaultSiteSettings,
  type SitePartName,
  type SiteSettings,
  type SiteSettingsOverview,
} from '../../shared/site-settings.ts';
import { fetchRawPage, type RawPage } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

/**
 * The site's settings (issue 34) in the public pages' raw HTML, as a crawler gets them, on the
 * local stack: an admin's save shows in the footer of every kind of page, in the contact panel
 * and in the Organization JSON-LD within the renderer's reuse of the settings
 * (`siteSettingsReuseSeconds`; in AWS the edge cache adds its part, shared/http-caching.ts);
 * an empty social link is no link; testimonials come and go; the defaults show as before.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => ({ stack, admin } = started));

/** The first product's page. */
async function productPagePath(): Promise<string> {
  const products = await admin.request<{ items: Product[] }>('GET', '/api/products?limit=1');
  return `/product/${products.body.items[0].slug}`;
}

/** A new post's page. */
async function postPagePath(): Promise<string> {
  const post = await admin.request<Blog>('POST', '/api/blogs', {
    body: {
      title: 'Choosing a harness',
      date: '2026-11-20',
      author: 'Asha Rawat',
      tags: ['Guides'],
      content: '<p>Measure the chest.</p>',
      image: '',
    },
  });
  expect(post.status, post.text).toBe(201);
  return `/blog/${post.body.slug}`;
}

/** A product's and a post's pages: rendered from the table like home, with their own loaders. */
let tablePages: { product: string; post: string };
beforeAll(async () => {
  tablePages = { product: await productPagePath(), post: await postPagePath() };
});

/** Saves a part as the dashboard does: the live version read, then the PUT on it. */
async function savePart<P extends SitePartName>(part: P, value: SiteSettings[P]) {
  const site = await admin.request<SiteSettingsOverview>('GET', '/api/admin/site');
  expect(site.status, site.text).toBe(200);
  const saved = await admin.request('PUT', `/api/admin/site/${part}`, {
    body: { ...value, version: site.body.parts[part].version },
  });
  expect(saved.status, saved.text).toBe(200);
}

const saveCompany = (change: Partial<CompanySettings>) =>
  savePart('company', { ...defaultSiteSettings.company, ...change });

/**
 * The page at `path` once `shows` holds of it: the renderer reuses the settings it read for up
 * to `siteSettingsReuseSeconds`, so a save shows within that; fails a second past it.
 */
async function pageOnceShowing(path: string, shows: (page: RawPage) => boolean): Promise<RawPage> {
  const since = Date.now();
  for (;;) {
    const page = await fetchRawPage(stack, path);
    if (shows(page)) return page;
    expect((Date.now() - since) / 1000, `${path} still without the change`).toBeLessThan(
      siteSettingsReuseSeconds + 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const footerOf = (html: string) => /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
const organizationOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map(([, json]) => JSON.parse(json) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Organization');

describe('public pages render the site settings (issue 34)', () => {
  it('show the defaults as before: the footer, the contact panel, the titles, the organisation', async () => {
    const { company, seo } = defaultSiteSettings;
    const home = await fetchRawPage(stack, '/');
    expect(home.html).toContain(`<title>${seo.title} | ${company.name}</title>`);
    expect(footerOf(home.html)).toContain(
      `<a href="tel:${company.phone.dialled}">${company.phone.shown}</a>`,
    );
    expect(footerOf(home.html)).toContain('Website by');
    expect(organizationOf(home.html)?.sameAs).toEqual(
      Object.values(company.social).filter((url) => url !== ''),
    );
    const contact = await fetchRawPage(stack, '/contact');
    expect(contact.html).toContain(`<title>Contact us | ${company.name}</title>`);
    expect(contact.html).toContain(`>${company.supportEmail}</a>`);
    expect(contact.headers.get('set-cookie')).toBeNull();
  });

  it("shows a saved phone in the footer of every kind of page, the contact panel and the home page's JSON-LD", async () => {
    const phone = { shown: '+91 135 246 8000', dialled: '+911352468000' };
    await saveCompany({ phone });
    const home = await pageOnceShowing('/', (page) => page.html.includes(phone.shown));
    expect(organizationOf(home.html)?.telephone).toBe(phone.shown);
    for (const path of ['/', tablePages.product, tablePages.post, '/contact', '/about', '/dogbreed']) {
      const page = await fetchRawPage(stack, path);
      expect(page.status, path).toBe(200);
      expect(footerOf(page.html), path).toContain(`<a href="tel:${phone.dialled}">${phone.shown}</a>`);
      expect(page.headers.get('set-cookie'), path).toBeNull();
    }
    const contact = await fetchRawPage(stack, '/contact');
    expect(contact.html.match(new RegExp(`href="tel:\\${phone.dialled}"`, 'g'))).toHaveLength(2);
    expect(organizationOf(contact.html)?.telephone).toBe(phone.shown);
  });

  it('links only the social pages that are set, and hides the credit without a name', async () => {
    const social = {
      ...defaultSiteSettings.company.social,
      instagram: '',
      youtube: 'https://www.youtube.com/@pawcraft',
    };
    await saveCompany({ social, credit: { name: '', url: '' } });
    const home = await pageOnceShowing('/', (page) => page.html.includes('youtube.com/@pawcraft'));
    const footer = footerOf(home.html);
    expect(footer).not.toContain('Instagram');
    expect(footer).not.toContain('Website by');
    expect(footer).toContain('YouTube<span class="visually-hidden"> (opens in a new tab)</span>');
    expect(organizationOf(home.html)?.sameAs).toEqual(Object.values(social).filter((url) => url !== ''));
  });

  it("names the company as saved in every page's title and in a product's JSON-LD, as text only", async () => {
    await saveCompany({ name: 'Doon & Co </script><img src=x onerror=alert(1)>' });
    const product = await pageOnceShowing(tablePages.product, (page) => page.html.includes('Doon &amp; Co'));
    expect(product.html).toMatch(
      /<title>[^<]+ \| Doon &amp; Co &lt;\/script&gt;&lt;img src=x onerror=alert\(1\)&gt;<\/title>/,
    );
    expect(product.html).not.toContain('<img src=x');
    // The header's logo names it too.
    expect(product.html).toContain(
      'alt="Doon &amp; Co &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; home"',
    );
    const brand = [...product.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json) as { brand?: { name: string } })
      .find((data) => data.brand)?.brand;
    expect(brand?.name).toBe('Doon & Co </script><img src=x onerror=alert(1)>');
    expect((await fetchRawPage(stack, '/about')).html).toContain(
      '<h1>About <!-- -->Doon &amp; Co &lt;/script&gt;',
    );
  });

  it('embeds the map of the pin, or only links the address without one', async () => {
    await saveCompany({
      map: null,
      address: { ...defaultSiteSettings.company.address, street: '7 Rajpur Road' },
    });
    const withoutPin = await pageOnceShowing('/contact', (page) => page.html.includes('7 Rajpur Road'));
    expect(withoutPin.html).not.toContain('<div class="contact-panel__map">');
    expect(withoutPin.html).toContain('https://www.openstreetmap.org/search?query=7%20Rajpur%20Road');
    await saveCompany({ map: { latitude: 30.35, longitude: 78.06 } });
    // The frame itself comes after hydration (web/features/contact/map-embed.tsx): its box is in the HTML.
    await pageOnceShowing('/contact', (page) => page.html.includes('<div class="contact-panel__map"></div>'));
  });

  it('shows a testimonial added on the home page, and no section without any', async () => {
    const added = { name: 'Kavya Menon', city: 'Kochi', text: 'The cave huts sold out in a week.' };
    await savePart('testimonials', { items: [...defaultSiteSettings.testimonials.items, added] });
    const home = await pageOnceShowing('/', (page) => page.html.includes(added.text));
    expect(home.html).toContain('<strong>Kavya Menon</strong><span>Kochi</span>');
    await savePart('testimonials', { items: [] });
    const none = await pageOnceShowing('/', (page) => !page.html.includes(added.text));
    expect(none.html).not.toContain('What our customers say');
  });

  it("gives the home page the search engines' title and description", async () => {
    const seo = { title: 'Dog harnesses from Dehradun', description: 'Harnesses and beds for pet shops.' };
    await savePart('seo', seo);
    const home = await pageOnceShowing('/', (page) => page.html.includes(seo.description));
    expect(home.html).toContain(`<meta name="description" content="${seo.description}"/>`);
    expect(home.html).toMatch(new RegExp(`<title>${seo.title} \\| [^<]+</title>`));
  });
});
