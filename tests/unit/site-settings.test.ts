import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSiteSettings } from '../../functions/lib/data/site-settings-repository.ts';
import { siteSettingsReuseSeconds } from '../../shared/http-caching.ts';
import {
  type CompanySettings,
  defaultSiteSettings,
  isSitePath,
  mapEmbedUrl,
  mapLinkUrl,
  phoneHref,
  placeholdersOf,
  postalAddressLine,
  type SitePartName,
  type SiteSettings,
  siteMessages,
  sitePartNames,
  sitePartSchemas,
} from '../../shared/site-settings.ts';
import { messages } from '../../shared/validation.ts';
import { ddb } from './support/aws-mocks.ts';

/** Issue 34, first slice (docs/decisions/063): the parts' rules, the launch checklist, the pages' helpers. */
const company = defaultSiteSettings.company;
const parse = <P extends SitePartName>(part: P, value: unknown) => v.safeParse(sitePartSchemas[part], value);
const firstMessage = (part: SitePartName, value: unknown) => parse(part, value).issues?.[0]?.message;
const withCompany = (changes: Partial<CompanySettings>) => ({ ...company, ...changes });

describe('the parts’ schemas', () => {
  it("take today's values as they are", () => {
    for (const part of sitePartNames) {
      const result = parse(part, defaultSiteSettings[part]);
      expect(result.success, part).toBe(true);
      expect(result.output).toEqual(defaultSiteSettings[part]);
    }
  });

  it('trim texts, turn left-out links and an absent pin into none, and drop unknown fields', () => {
    const result = parse('company', {
      ...withCompany({ name: '  PawCraft  ' }),
      social: { facebook: 'https://facebook.com/p' },
      map: undefined,
      version: 3,
      isAdmin: true,
    });
    expect(result.output).toEqual({
      ...withCompany({ name: 'PawCraft' }),
      social: {
        facebook: 'https://facebook.com/p',
        instagram: '',
        linkedin: '',
        youtube: '',
        x: '',
        whatsapp: '',
      },
      map: null,
    });
  });

  it('refuse links that are not http(s), whatever their case or spaces', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' data:text/html,x',
      'ftp://x.in',
      'www.x.in',
    ])
      expect(
        firstMessage('company', withCompany({ social: { ...company.social, instagram: link } })),
        link,
      ).toBe(siteMessages.webLink('Instagram link'));
    expect(firstMessage('company', withCompany({ credit: { name: 'Studio', url: 'javascript:x' } }))).toBe(
      siteMessages.webLink('credit link'),
    );
  });

  it('refuse a phone to dial that is not digits, emails that are not emails, pins off the globe', () => {
    expect(firstMessage('company', withCompany({ phone: { shown: '+91 1', dialled: '+91 98765' } }))).toBe(
      siteMessages.phoneDialled,
    );
    expect(
      firstMessage('company', withCompany({ phone: { shown: 'x', dialled: 'tel:+919876543210' } })),
    ).toBe(siteMessages.phoneDialled);
    expect(firstMessage('company', withCompany({ supportEmail: 'support at example' }))).toBe(messages.email);
    expect(firstMessage('company', withCompany({ enquiryEmail: 'sales@' }))).toBe(messages.email);
    expect(parse('company', withCompany({ enquiryEmail: '' })).success).toBe(true);
    expect(firstMessage('company', withCompany({ map: { latitude: 91, longitude: 0 } }))).toBe(
      siteMessages.latitude,
    );
    expect(firstMessage('company', withCompany({ map: { latitude: 0, longitude: -181 } }))).toBe(
      siteMessages.longitude,
    );
    expect(firstMessage('company', withCompany({ foundingYear: 2012.5 }))).toBe(siteMessages.foundingYear);
    expect(firstMessage('company', withCompany({ address: { ...company.address, countryCode: 'in' } }))).toBe(
      siteMessages.countryCode,
    );
  });

  it('refuse control characters, line breaks in one-line fields, blanks and texts too long', () => {
    expect(firstMessage('company', withCompany({ name: 'Paw\u202Eexe.jpg' }))).toBe(
      messages.controlCharacters,
    );
    expect(firstMessage('company', withCompany({ name: 'Paw\nCraft' }))).toBe(
      messages.oneLine('company name'),
    );
    expect(firstMessage('company', withCompany({ name: '   ' }))).toBe(messages.fillAllFields);
    expect(firstMessage('seo', { title: 'x'.repeat(101), description: 'd' })).toBe(
      messages.tooLong('title', 100),
    );
    expect(firstMessage('seo', { title: 't', description: 'x'.repeat(301) })).toBe(
      messages.tooLong('description', 300),
    );
    expect(firstMessage('company', { ...company, tagline: 42 })).toBe(messages.fillAllFields);
  });

  it('take 0 to 20 testimonials, each with a name, a city and a text', () => {
    const one = defaultSiteSettings.testimonials.items[0];
    expect(parse('testimonials', { items: [] }).success).toBe(true);
    expect(parse('testimonials', {}).output).toEqual({ items: [] });
    expect(parse('testimonials', { items: Array(20).fill(one) }).success).toBe(true);
    expect(firstMessage('testimonials', { items: Array(21).fill(one) })).toBe(
      messages.tooMany('testimonials', 20),
    );
    expect(firstMessage('testimonials', { items: [{ ...one, city: '' }] })).toBe(messages.fillAllFields);
    expect(firstMessage('testimonials', { items: [{ ...one, text: 'x'.repeat(1001) }] })).toBe(
      messages.tooLong('testimonial', 1000),
    );
  });
});

describe('the home, About and breeds schemas (issue 34, item 2)', () => {
  const { home, about, breeds } = defaultSiteSettings;
  const banner = home.banners[0];
  const section = about.sections[0];
  const breed = breeds.items[0];

  it("keep today's copy: the spec's three banners, three About sections and eleven breeds with their drawings", () => {
    expect(home.banners.map((one) => [one.headline, one.buttonLabel, one.link])).toEqual([
      ['Handcrafted pet accessories from Dehradun', 'Explore products', '/product'],
      ['Cosy beds, loungers and cave huts', 'Browse by category', '/category-products'],
      ['Made in India, shipped worldwide', 'Ask for a quote', '/contact'],
    ]);
    expect(home.banners.map((one) => one.picture)).toEqual(
      [1, 2, 3].map((n) => expect.objectContaining({ src: `/images/banners/hero-${n}.svg` })),
    );
    expect(home.aboutTeaser).toMatch(/^From a small workshop in Dehradun, we design and manufacture/);
    expect(about.intro).toMatch(/^We are a manufacturer and exporter of pet accessories based in Dehradun/);
    expect(about.sections.map((one) => one.heading)).toEqual([
      'Our workshop',
      'Quality you can trust',
      'Made in India, shipped worldwide',
    ]);
    expect(about.sections[1].body).toBe(
      '<p>Every batch is checked for strong seams, safe hardware and colour-fast prints. We test our buckles and D-rings, use pet-safe materials, and follow each order from the first cut to the packed carton.</p>',
    );
    expect(breeds.items[10]).toEqual({
      number: '11',
      name: 'Indian Pariah Dog',
      slug: 'indian-pariah-dog',
      description: expect.stringMatching(/^One of the oldest breeds in the world/),
      picture: { src: '/images/breeds/indian-pariah-dog.svg', alt: 'Illustration of a Indian Pariah Dog' },
    });
  });

  it('take a link only to a page of the site', () => {
    for (const link of ['/', '/product', '/product/padded-harness?colour=red', '/blog#latest'])
      expect(isSitePath(link), link).toBe(true);
    for (const link of [
      'https://elsewhere.test/',
      'javascript:alert(1)',
      '//elsewhere.test',
      '/\\elsewhere.test',
      'product',
      '/a b',
      '',
    ])
      expect(isSitePath(link), link).toBe(false);
    expect(firstMessage('home', { ...home, banners: [{ ...banner, link: ' JAVASCRIPT:alert(1)' }] })).toBe(
      siteMessages.sitePath('button link'),
    );
  });

  it('take 1 to 5 banners, 1 to 8 sections and 0 to 30 breeds', () => {
    expect(firstMessage('home', { ...home, banners: [] })).toBe(siteMessages.keepOne('banner'));
    expect(parse('home', { ...home, banners: Array(5).fill(banner) }).success).toBe(true);
    expect(firstMessage('home', { ...home, banners: Array(6).fill(banner) })).toBe(
      messages.tooMany('banners', 5),
    );
    expect(firstMessage('about', { ...about, sections: [] })).toBe(siteMessages.keepOne('section'));
    expect(firstMessage('about', { ...about, sections: Array(9).fill(section) })).toBe(
      messages.tooMany('sections', 8),
    );
    expect(parse('breeds', { items: [] }).success).toBe(true);
    const thirtyOne = Array.from({ length: 31 }, (_, index) => ({ ...breed, slug: `breed-${index}` }));
    expect(firstMessage('breeds', { items: thirtyOne })).toBe(messages.tooMany('breeds', 30));
    expect(firstMessage('breeds', { items: [breed, { ...breed, name: 'Lab 2' }] })).toBe(
      siteMessages.duplicateSlug('breeds'),
    );
    expect(firstMessage('breeds', { items: [{ ...breed, slug: 'Not A Slug' }] })).toBe(messages.slug);
  });

  it('take a picture that is an upload or one of the site drawings, always with its alt text', () => {
    const upload = { image: 'uploads/2026/11/01JABC.jpg', alt: 'Our new workshop' };
    expect(parse('about', { ...about, sections: [{ ...section, picture: upload }] }).output).toMatchObject({
      sections: [{ picture: upload }],
    });
    for (const picture of [
      { src: '/images/products/1/main.svg', alt: 'A product drawing' },
      { src: 'https://elsewhere.test/x.svg', alt: 'Elsewhere' },
      { src: '/images/banners/hero-1.svg', image: upload.image, alt: 'Both' },
      { alt: 'Neither' },
    ])
      expect(
        firstMessage('home', { ...home, banners: [{ ...banner, picture }] }),
        JSON.stringify(picture),
      ).toBe(siteMessages.sitePicture);
    expect(
      firstMessage('home', {
        ...home,
        banners: [{ ...banner, picture: { src: '/images/banners/hero-2.svg', alt: ' ' } }],
      }),
    ).toBe(messages.photoAlt);
  });

  it('bound every text and keep one-line texts on one line', () => {
    expect(firstMessage('home', { ...home, banners: [{ ...banner, headline: 'x'.repeat(121) }] })).toBe(
      messages.tooLong('headline', 120),
    );
    expect(firstMessage('home', { ...home, banners: [{ ...banner, buttonLabel: 'Buy\nnow' }] })).toBe(
      messages.oneLine('button label'),
    );
    expect(firstMessage('home', { ...home, aboutTeaser: 'x'.repeat(601) })).toBe(
      messages.tooLong('About teaser', 600),
    );
    expect(firstMessage('about', { ...about, sections: [{ ...section, body: 'x'.repeat(20_001) }] })).toBe(
      messages.tooLong('section text', 20_000),
    );
    expect(firstMessage('breeds', { items: [{ ...breed, description: ' ' }] })).toBe(messages.fillAllFields);
  });
});

describe('the launch checklist (placeholdersOf)', () => {
  it("lists every seeded placeholder of today's values, in the part's order", () => {
    expect(placeholdersOf(defaultSiteSettings).map(({ part, field }) => `${part}:${field}`)).toEqual([
      'company:name',
      'company:supportEmail',
      'company:phone.shown',
      'company:phone.dialled',
      'company:address.street',
      'company:social.facebook',
      'company:social.instagram',
      'company:map',
      'company:credit.name',
      'company:credit.url',
    ]);
    for (const placeholder of placeholdersOf(defaultSiteSettings)) expect(placeholder.label).not.toBe('');
  });

  const filled: SiteSettings = {
    ...defaultSiteSettings,
    company: {
      ...company,
      name: 'Himalaya Pet Works',
      supportEmail: 'hello@himalayapets.in',
      phone: { shown: '0135 269 1234', dialled: '+911352691234' },
      address: { ...company.address, street: '4 Rajpur Road' },
      social: { ...company.social, facebook: 'https://www.facebook.com/himalayapets', instagram: '' },
      map: { latitude: 30.35, longitude: 78.06 },
      credit: { name: '', url: '' },
    },
  };

  it('is empty once every placeholder is replaced', () => {
    expect(placeholdersOf(filled)).toEqual([]);
  });

  it('lists any text naming an example domain, in any part', () => {
    const example: SiteSettings = {
      ...filled,
      company: {
        ...filled.company,
        enquiryEmail: 'sales@shop.example',
        social: { ...filled.company.social, x: 'https://example.com/x' },
      },
      testimonials: { items: [{ name: 'A', city: 'B', text: 'See www.example.org' }] },
    };
    expect(placeholdersOf(example)).toEqual([
      { part: 'company', field: 'social.x', label: 'X link' },
      { part: 'company', field: 'enquiryEmail', label: 'Enquiry email' },
      { part: 'testimonials', field: 'items.0.text', label: 'Testimonial 1: text' },
    ]);
  });

  it('lists a banner linking to no page of the site, and none of the seeded home, About and breeds', () => {
    const [first, second] = filled.home.banners;
    const linked = (link: string): SiteSettings => ({
      ...filled,
      home: { ...filled.home, banners: [first, { ...second, link }] },
    });
    for (const link of [
      '/product',
      '/product/padded-harness',
      '/blog/choosing-a-harness',
      '/marketplace/india',
    ])
      expect(placeholdersOf(linked(link)), link).toEqual([]);
    expect(placeholdersOf(linked('/prodcut'))).toEqual([
      { part: 'home', field: 'banners.1.link', label: 'Banner 2: link' },
    ]);
  });
});

describe("the pages' helpers", () => {
  it("write today's address line, map link and phone link", () => {
    expect(postalAddressLine(company)).toBe(
      '12 Industrial Area, Selaqui, Dehradun, Uttarakhand 248011, India',
    );
    expect(mapLinkUrl(company)).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(postalAddressLine(company))}`,
    );
    expect(phoneHref(company)).toBe('tel:+919876543210');
  });

  it('embed OpenStreetMap around the pin, and nothing without one', () => {
    const url = new URL(mapEmbedUrl(company) as string);
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('marker')).toBe('30.3165,78.0322');
    expect(url.searchParams.get('bbox')).toBe('77.9472,30.2665,78.1172,30.3665');
    expect(mapEmbedUrl({ ...company, map: null })).toBeUndefined();
  });
});

describe('reading the live settings for pages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const stored = (part: SitePartName, value: unknown) => ({
    PK: 'SITE',
    SK: `PART#${part}`,
    value,
    version: 2,
  });

  it(`gives each part stored, defaults for the others, from one Query reused for ${siteSettingsReuseSeconds} s`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const seo = { title: 'Harnesses', description: 'Made in Dehradun.' };
    ddb.on(QueryCommand).resolves({ Items: [stored('seo', seo)] });
    expect(await readSiteSettings()).toEqual({ ...defaultSiteSettings, seo });
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :part)',
      ExpressionAttributeValues: { ':pk': 'SITE', ':part': 'PART#' },
    });
    ddb.on(QueryCommand).resolves({ Items: [] });
    vi.setSystemTime(new Date(Date.now() + (siteSettingsReuseSeconds - 1) * 1000));
    expect((await readSiteSettings()).seo).toEqual(seo);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    vi.setSystemTime(new Date(Date.now() + 1000));
    expect(await readSiteSettings()).toEqual(defaultSiteSettings);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('keeps no failed read: the next page reads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    ddb.on(QueryCommand).rejectsOnce(Object.assign(new Error('down'), { name: 'ServiceUnavailable' }));
    await expect(readSiteSettings()).rejects.toThrow('down');
    ddb.on(QueryCommand).resolves({ Items: [stored('company', { ...company, name: 'Stored' })] });
    expect((await readSiteSettings()).company.name).toBe('Stored');
  });
});
