/**
 * Issue 34, item 2 (docs/decisions/063, "Second slice"): the home page's banners and About
 * teaser, the About page and the dog breeds as parts of the site settings, on the local stack,
 * whose start ran the migration that seeds them: their defaults are today's pages, a save shows
 * in the raw HTML, an uploaded picture is kept while a part shows it and released when it no
 * longer does, and a refused save changes nothing. Each test goes on from the state the one
 * before left.
 */
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../local/solid-png.ts';
import { siteSettingsReuseSeconds } from '../../shared/http-caching.ts';
import {
  defaultSiteSettings,
  type SitePartInputs,
  type SitePartName,
  type SitePartState,
  type SiteSettingsOverview,
  siteMessages,
} from '../../shared/site-settings.ts';
import { messages } from '../../shared/validation.ts';
import { attachedTag, uploadThroughTicket } from './image-uploads.ts';
import { fetchRawPage, type RawPage } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => ({ stack, admin } = started));

const live = async <P extends SitePartName>(part: P) => {
  const site = await admin.request<SiteSettingsOverview>('GET', '/api/admin/site');
  expect(site.status, site.text).toBe(200);
  return site.body.parts[part] as SitePartState<P>;
};

/** Saves a part as the dashboard does, on the live version read: the API's answer. */
async function save<P extends SitePartName>(part: P, value: SitePartInputs[P] | Record<string, unknown>) {
  const { version } = await live(part);
  return admin.request<SitePartState<P> & { message: string }>('PUT', `/api/admin/site/${part}`, {
    body: { ...value, version },
  });
}

async function saved<P extends SitePartName>(part: P, value: SitePartInputs[P]) {
  const response = await save(part, value);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** The page at `path` once `shows` holds of it (the renderer reuses the settings for a few seconds). */
async function pageOnceShowing(path: string, shows: (html: string) => boolean): Promise<RawPage> {
  const since = Date.now();
  for (;;) {
    const page = await fetchRawPage(stack, path);
    if (shows(page.html)) return page;
    expect((Date.now() - since) / 1000, `${path} still without the change`).toBeLessThan(
      siteSettingsReuseSeconds + 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Text as React writes it into HTML. */
const inHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

describe('the seeded home, About and breeds', () => {
  it("are today's pages, stored once as version 1 by the migration", async () => {
    for (const part of ['home', 'about', 'breeds'] as const)
      expect(await live(part)).toMatchObject({
        value: defaultSiteSettings[part],
        version: 1,
        updatedBy: 'migration',
      });
    const { home, about } = defaultSiteSettings;
    const homePage = await fetchRawPage(stack, '/');
    expect(homePage.html).toContain(`<h1>${home.banners[0].headline}</h1>`);
    expect(homePage.html).toContain(
      `<img src="/images/banners/hero-1.svg" alt="${home.banners[0].picture.alt}" width="1500" height="600" loading="eager" fetchPriority="high" decoding="sync"/>`,
    );
    expect(homePage.html).toContain(inHtml(home.aboutTeaser));
    const aboutPage = await fetchRawPage(stack, '/about');
    expect(aboutPage.html).toContain(inHtml(about.intro));
    for (const section of about.sections) expect(aboutPage.html).toContain(section.body);
    const breedsPage = await fetchRawPage(stack, '/dogbreed');
    expect(breedsPage.html.match(/<span class="breed-number"/g)).toHaveLength(11);
    expect(breedsPage.html).toContain('<h2>Indian Pariah Dog</h2>');
    expect(breedsPage.html).toContain('src="/images/breeds/labrador.svg" alt="Illustration of a Labrador"');
  });
});

describe('the home page', () => {
  let photo: string;

  it('shows a banner saved with an uploaded photo in the raw HTML, preloaded as the LCP image, and keeps the upload', async () => {
    photo = (await uploadThroughTicket(stack, admin, solidPng(60, 24, [200, 90, 20]))).key;
    const [first, ...rest] = defaultSiteSettings.home.banners;
    const headline = 'Monsoon collection & more';
    const answer = await saved('home', {
      ...defaultSiteSettings.home,
      banners: [{ ...first, headline, picture: { image: photo, alt: 'Rain jackets on a line' } }, ...rest],
    });
    expect(answer.value.banners[0].picture).toMatchObject({
      image: photo,
      alt: 'Rain jackets on a line',
      imageInfo: { width: 60, height: 24 },
    });
    expect(await attachedTag(stack, photo)).toBe('true');
    const page = await pageOnceShowing('/', (html) => html.includes(inHtml(headline)));
    expect(page.html).toContain(`<h1>${inHtml(headline)}</h1>`);
    const base = photo.replace(/\.[^.]+$/, '');
    expect(page.html).toMatch(new RegExp(`<link rel="preload" as="image" [^>]*imageSrcSet="/${base}/`));
    expect(page.html).toMatch(/<img [^>]*alt="Rain jackets on a line"[^>]*fetchPriority="high"/);
    // The upload's own key is the API's business: the page names its variants only.
    expect(page.html).not.toContain(photo);
  });

  it('releases the photo once no banner shows it, and keeps the others', async () => {
    const answer = await saved('home', defaultSiteSettings.home);
    expect(answer.value).toEqual(defaultSiteSettings.home);
    expect(await attachedTag(stack, photo)).toBe('false');
  });

  it('refuses a link off the site, a banner too many or none, and an unknown picture with a 400, changing nothing', async () => {
    const before = await live('home');
    const banner = defaultSiteSettings.home.banners[0];
    const drawing = { src: '/images/banners/hero-1.svg' };
    const cases: [Record<string, unknown>, string][] = [
      [{ banners: [{ ...banner, link: 'https://elsewhere.test/' }] }, siteMessages.sitePath('button link')],
      [{ banners: [{ ...banner, link: 'javascript:alert(1)' }] }, siteMessages.sitePath('button link')],
      [{ banners: [{ ...banner, link: '//elsewhere.test' }] }, siteMessages.sitePath('button link')],
      [{ banners: [{ ...banner, link: '/\\elsewhere.test' }] }, siteMessages.sitePath('button link')],
      [{ banners: [] }, siteMessages.keepOne('banner')],
      [{ banners: Array(6).fill(banner) }, messages.tooMany('banners', 5)],
      [{ banners: [{ ...banner, picture: { src: '/images/x.svg', alt: 'X' } }] }, siteMessages.sitePicture],
      [{ banners: [{ ...banner, picture: { ...drawing, alt: ' ' } }] }, messages.photoAlt],
      [{ banners: [{ ...banner, headline: 'Two\nlines' }] }, 'The headline must be on one line.'],
    ];
    for (const [change, message] of cases) {
      const response = await save('home', { ...defaultSiteSettings.home, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.text, JSON.stringify(change)).toContain(message);
    }
    expect(await live('home')).toEqual(before);
  });
});

describe('the About page', () => {
  it("shows the saved sections in the raw HTML, their text cleaned by the blog's sanitiser", async () => {
    const section = {
      heading: 'Our dyes',
      body: '<p>Azo-free <strong>colours</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      picture: { src: '/images/about/quality.svg', alt: 'Dye vats' },
    };
    const answer = await saved('about', { intro: 'Since 2012.', sections: [section] });
    const cleaned = '<p>Azo-free <strong>colours</strong><img src="x"></p>';
    expect(answer.value.sections[0].body).toBe(cleaned);
    const page = await pageOnceShowing('/about', (html) => html.includes('Our dyes'));
    expect(page.html).toContain(cleaned);
    expect(page.html).not.toContain('alert(');
    expect(page.html).not.toContain(inHtml(defaultSiteSettings.about.intro));
    expect((await save('about', { intro: 'Since 2012.', sections: [] })).status).toBe(400);
  });
});

describe('the dog breeds', () => {
  it('shows a breed added on /dogbreed, and refuses two breeds of one URL name', async () => {
    const { items } = defaultSiteSettings.breeds;
    const added = {
      number: '12',
      name: 'Rajapalayam',
      slug: 'rajapalayam',
      description: 'A sighthound of Tamil Nadu.',
      picture: { src: '/images/breeds/great-dane.svg', alt: 'A tall white hound' },
    };
    await saved('breeds', { items: [...items, added] });
    const page = await pageOnceShowing('/dogbreed', (html) => html.includes('Rajapalayam'));
    expect(page.html).toContain('<li id="breed-rajapalayam"');
    expect(page.html).toContain('A sighthound of Tamil Nadu.');
    const twice = await save('breeds', { items: [...items, { ...added, slug: 'labrador' }] });
    expect(twice.status).toBe(400);
    expect(twice.text).toContain(siteMessages.duplicateSlug('breeds'));
  });
});
