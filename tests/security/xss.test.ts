import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeEnquiryEmail } from '../../functions/lib/mail/enquiry-email.ts';
import type { Blog, Category, ContactMessage, PreviewLink, Product } from '../../shared/api-types.ts';
import { oneLine } from '../../shared/single-line-text.ts';
import {
  type CompanySettings,
  defaultSiteSettings,
  maxAboutSections,
  maxAboutSectionText,
  maxTestimonials,
  type SitePartName,
  type SitePartState,
  type SiteSettingsOverview,
} from '../../shared/site-settings.ts';
import { messages } from '../../shared/validation.ts';
import { plainText, utmTags, visitTextLimits } from '../../shared/visit-source.ts';
import { ApiClient, startTestStack, type TestStack, visitorAddresses } from '../api/test-stack.ts';
import { mapConcurrently } from './concurrency.ts';
import { ExecutableHtmlChecker } from './executable-html.ts';
import { productCarrying, sampleBlog, siteContentCarrying } from './sample-bodies.ts';
import { dangerousUrls, xssCode, storableXssPayloads as xssPayloads } from './xss-corpus.ts';

let stack: TestStack;
let admin: ApiClient;
let checker: ExecutableHtmlChecker;
beforeAll(async () => {
  [stack, checker] = await Promise.all([startTestStack({ seed: false }), ExecutableHtmlChecker.launch()]);
  admin = new ApiClient(stack.url);
  await admin.login();
});
afterAll(async () => {
  await Promise.all([checker?.close(), stack?.dispose()]);
});

/** A few requests at a time: the stack shares two cores with DynamoDB Local. */
const parallelRequests = 4;
/** The payload also goes into the plain-text fields, cut to their maximum length. */
const blogCarrying = (payload: string, content: string) => ({
  ...sampleBlog,
  title: payload.slice(0, 200),
  author: payload.slice(0, 100),
  content,
});

/** Reads each blog back as the pages do and fails with every payload whose stored HTML could execute. */
async function expectNothingExecutable(ids: string[], payloads: readonly string[]): Promise<void> {
  const stored = await mapConcurrently(ids, parallelRequests, async (id) => {
    const response = await admin.request<Blog>('GET', `/api/blogs/${id}`);
    expect(response.status, response.text).toBe(200);
    return response.body.content;
  });
  const problems = await checker.problemsIn(stored);
  const failures = problems.flatMap((found, index) =>
    found.length > 0 ? [`${payloads[index]}\n  stored: ${stored[index]}\n  ${found.join('\n  ')}`] : [],
  );
  expect(failures, failures.join('\n\n')).toEqual([]);
}

describe('the XSS corpus through blog create and update', () => {
  const ids: string[] = [];

  it('the check flags executable HTML when nothing cleaned it', async () => {
    const raw = [
      '<script>x()</script>',
      '<img src="x" onerror="x()">',
      '<a href="java&#9;script:x()">x</a>',
      '<p style="background:url(javascript:x())">x</p>',
      '<svg><a href="https://example.com">x</a></svg>',
      '<noscript><p title="</noscript><img src=x onerror=x()>">',
      '<iframe srcdoc="x"></iframe>',
    ];
    for (const [index, found] of (await checker.problemsIn(raw)).entries())
      expect(found, raw[index]).not.toEqual([]);
    expect(
      await checker.problemsIn(['<p><a href="mailto:a@b.c">m</a><img src="/uploads/a.png"></p>']),
    ).toEqual([[]]);
  });

  it('has at least 200 payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(200);
  });

  it('creates a blog from each payload and stores no executable HTML', async () => {
    const created = await mapConcurrently(xssPayloads, parallelRequests, async (payload) => {
      const response = await admin.request<Blog>('POST', '/api/blogs', {
        body: blogCarrying(payload, payload),
      });
      expect(response.status, `${payload}: ${response.text}`).toBe(201);
      return response.body._id;
    });
    ids.push(...created);
    await expectNothingExecutable(ids, xssPayloads);
  });

  it('updates each blog with its payload inside other content and stores no executable HTML', async () => {
    expect(ids).toHaveLength(xssPayloads.length);
    const wrapped = xssPayloads.map((payload) => `<p>Before</p>${payload}<p>After <b>bold</b></p>`);
    await mapConcurrently(ids, parallelRequests, async (id, index) => {
      const response = await admin.request<Blog>('PUT', `/api/blogs/blogs/${id}`, {
        body: blogCarrying(xssPayloads[index], wrapped[index]),
      });
      expect(response.status, `${xssPayloads[index]}: ${response.text}`).toBe(200);
    });
    await expectNothingExecutable(ids, wrapped);
  });

  it('stores no executable HTML for one post holding the whole corpus', async () => {
    const everything = xssPayloads.map((payload, index) => `<p>Payload ${index}</p>${payload}`).join('\n');
    const response = await admin.request<Blog>('POST', '/api/blogs', {
      body: blogCarrying('All', everything),
    });
    expect(response.status, response.text).toBe(201);
    await expectNothingExecutable([response.body._id], [everything]);
  });
});

describe('the XSS corpus through a preview link (docs/decisions/066)', () => {
  it("shows no executable HTML on the preview's page of one post holding the whole corpus", async () => {
    const everything = xssPayloads.map((payload, index) => `<p>Payload ${index}</p>${payload}`).join('\n');
    const made = await admin.request<PreviewLink>('POST', '/api/admin/previews', {
      body: { kind: 'blog', value: blogCarrying('All', everything) },
    });
    expect(made.status, made.text).toBe(201);
    const page = await fetch(made.body.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The article as the page renders it: the post's content, between its element and the article's end.
    const content = /<div class="blog-article__content">([\s\S]*)<\/div><\/article>/.exec(html)?.[1];
    expect(content, 'the preview shows the article').toContain('<p>Payload 0</p>');
    expect(await checker.problemsIn([content ?? ''])).toEqual([[]]);
  });
});

describe('the XSS corpus through every text field of a product (issue 20)', () => {
  it('stores no executable description, and keeps the plain texts as the text they are', async () => {
    const [category] = (await admin.request<Category[]>('GET', '/api/admin/categories')).body;
    const stored = await mapConcurrently(xssPayloads, parallelRequests, async (payload) => {
      const sent = productCarrying(payload, category._id);
      const response = await admin.request<Product>('POST', '/api/admin/products', { body: sent });
      expect(response.status, `${payload}: ${response.text}`).toBe(201);
      const read = await admin.request<Product>('GET', `/api/admin/products/${response.body._id}`);
      // Plain text is stored as sent (trimmed), never as markup: the pages escape it when they show it.
      expect(read.body, payload).toMatchObject({
        name: sent.name.trim(),
        features: sent.features.map((text) => text.trim()).filter(Boolean),
        sizes: sent.sizes.map((text) => text.trim()).filter(Boolean),
        materials: sent.materials.trim(),
        colours: sent.colours.trim(),
        minimumOrder: sent.minimumOrder.trim(),
        photos: [{ src: '/images/products/1/main.svg', alt: sent.photos[0].alt.trim() }],
      });
      return read.body.description;
    });
    const problems = await checker.problemsIn(stored);
    const failures = problems.flatMap((found, index) =>
      found.length > 0 ? [`${xssPayloads[index]}\n  stored: ${stored[index]}\n  ${found.join('\n  ')}`] : [],
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  it('refuses a photo whose source is anything but an upload or one of the site pictures', async () => {
    const [category] = (await admin.request<Category[]>('GET', '/api/admin/categories')).body;
    for (const src of [
      'javascript:alert(1)',
      'https://evil.example/x.svg',
      '/images/products/1/main.svg?x=<script>',
      '//evil.example/images/products/1/main.svg',
      '/images/products/../../x.svg',
    ]) {
      const response = await admin.request('POST', '/api/admin/products', {
        body: { ...productCarrying('Safe', category._id), photos: [{ src, alt: 'x' }] },
      });
      expect([response.status, response.body], src).toEqual([400, { message: messages.photoSource }]);
    }
  });
});

describe('the XSS corpus through the site settings (issue 34, docs/decisions/063)', () => {
  const live = async <P extends SitePartName>(part: P) =>
    (await admin.request<SiteSettingsOverview>('GET', '/api/admin/site')).body.parts[
      part
    ] as SitePartState<P>;
  const save = <P extends SitePartName>(part: P, body: Record<string, unknown>) =>
    admin.request<SitePartState<P>>('PUT', `/api/admin/site/${part}`, { body });

  it('keeps every payload in the testimonials as the text it is (the pages escape it)', async () => {
    let { version } = await live('testimonials');
    for (let start = 0; start < xssPayloads.length; start += maxTestimonials) {
      const items = xssPayloads.slice(start, start + maxTestimonials).map((payload) => ({
        name: oneLine(payload).slice(0, 100).trim(),
        city: oneLine(payload).slice(0, 100).trim(),
        text: payload.slice(0, 1000).trim(),
      }));
      const response = await save('testimonials', { items, version });
      expect(response.status, response.text).toBe(200);
      expect(response.body.value.items).toEqual(items);
      version = response.body.version;
    }
  });

  it("keeps a payload in each of the company's texts as the text it is", async () => {
    let { version, value } = await live('company');
    for (const payload of xssPayloads.filter((_, index) => index % 10 === 0)) {
      const line = (max: number) => oneLine(payload).slice(0, max).trim();
      const sent: CompanySettings = {
        ...value,
        name: line(100),
        tagline: line(200),
        phone: { ...value.phone, shown: line(30) },
        address: {
          ...value.address,
          street: line(200),
          city: line(100),
          region: line(100),
          country: line(100),
        },
        credit: { ...value.credit, name: line(100) },
      };
      const response = await save('company', { ...sent, version });
      expect(response.status, `${payload}: ${response.text}`).toBe(200);
      expect(response.body.value).toEqual(sent);
      ({ version, value } = response.body);
    }
  });

  it('refuses every spelling of a script or data URL in every link field, and stores none', async () => {
    const before = await live('company');
    const fields = [...Object.keys(before.value.social).map((name) => `social.${name}`), 'credit.url'];
    const attempts = dangerousUrls(xssCode).flatMap((url) => fields.map((field) => [field, url] as const));
    const answers = await mapConcurrently(attempts, parallelRequests, async ([field, url]) => {
      const [group, name] = field.split('.') as ['social' | 'credit', string];
      const body = {
        ...before.value,
        [group]: { ...before.value[group], [name]: url },
        version: before.version,
      };
      return (await save('company', body)).status;
    });
    expect(
      answers.every((status) => status === 400),
      JSON.stringify(answers),
    ).toBe(true);
    expect(await live('company')).toEqual(before);
  });

  it('keeps a payload in each text of the banners, the About page and the breeds as the text it is, and stores no executable About section', async () => {
    const payloads = xssPayloads.filter((_, index) => index % 10 === 0);
    const bodies: string[] = [];
    for (const payload of payloads) {
      const value = siteContentCarrying(payload);
      for (const part of ['home', 'breeds'] as const) {
        const response = await save(part, { ...value[part], version: (await live(part)).version });
        expect(response.status, `${payload}: ${response.text}`).toBe(200);
        expect(response.body.value, payload).toEqual(value[part]);
      }
      const response = await save('about', { ...value.about, version: (await live('about')).version });
      expect(response.status, `${payload}: ${response.text}`).toBe(200);
      expect(response.body.value.intro).toBe(value.about.intro);
      bodies.push(response.body.value.sections[0].body);
    }
    const problems = await checker.problemsIn(bodies);
    const failures = problems.flatMap((found, index) =>
      found.length > 0 ? [`${payloads[index]}\n  stored: ${bodies[index]}\n  ${found.join('\n  ')}`] : [],
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
    for (const part of ['home', 'about', 'breeds'] as const)
      expect(
        (await save(part, { ...defaultSiteSettings[part], version: (await live(part)).version })).status,
      ).toBe(200);
  });

  it("refuses every spelling of a script or data URL, or another site, as a banner's link, and stores none", async () => {
    const before = await live('home');
    const [banner] = defaultSiteSettings.home.banners;
    const links = [
      ...dangerousUrls(xssCode),
      'https://elsewhere.test/',
      '//elsewhere.test/',
      '/\\elsewhere.test',
    ];
    const answers = await mapConcurrently(links, parallelRequests, async (link) => {
      const body = { ...before.value, banners: [{ ...banner, link }], version: before.version };
      return (await save('home', body)).status;
    });
    expect(
      answers.every((status) => status === 400),
      JSON.stringify(answers),
    ).toBe(true);
    expect(await live('home')).toEqual(before);
  });
});

describe("the XSS corpus through an enquiry's UTM tags (issue 36, docs/decisions/068)", () => {
  it('keeps every payload in a UTM tag as plain text, and the enquiry email holds nothing executable', async () => {
    const visitor = visitorAddresses('127.56.0');
    const groups = Array.from({ length: Math.ceil(xssPayloads.length / utmTags.length) }, (_, index) =>
      xssPayloads.slice(index * utmTags.length, (index + 1) * utmTags.length),
    );
    const stored = await mapConcurrently(groups, parallelRequests, async (group, index) => {
      const query = new URLSearchParams(group.map((payload, tag) => [`utm_${utmTags[tag]}`, payload]));
      const message = `utm-xss-${index}`;
      const response = await new ApiClient(stack.url).request<ContactMessage>('POST', '/api/cnt/contact', {
        body: {
          name: 'Asha',
          contact: '9876543210',
          email: 'asha@example.com',
          message,
          landingPage: `/?${query}`,
          referrer: group[0],
          formPage: group[1] ?? '',
        },
        from: visitor(),
      });
      // A hostile tag never costs the buyer's enquiry.
      expect(response.status, response.text).toBe(201);
      const { attribution } = response.body;
      // Each tag kept is one plain, bounded line; the first, when the landing page's limit kept
      // all of it, is the payload's text itself.
      const tags = [
        attribution?.utmSource,
        attribution?.utmMedium,
        attribution?.utmCampaign,
        attribution?.utmTerm,
        attribution?.utmContent,
      ];
      for (const kept of tags) {
        if (kept === undefined) continue;
        expect(kept.length).toBeLessThanOrEqual(visitTextLimits.utm);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
        expect(kept).not.toMatch(/[\u0000-\u001F\u2028\u2029\u202A-\u202E]/);
      }
      const [first = ''] = group;
      if (
        `/?${new URLSearchParams({ utm_source: first })}`.length <= visitTextLimits.page &&
        plainText(first, 100)
      )
        expect(attribution?.utmSource).toBe(plainText(first, visitTextLimits.utm));
      return response.body;
    });
    const settings = {
      from: 'site@example.com',
      to: 'owner@example.com',
      siteUrl: 'https://pawcraft.example',
    };
    const htmls = stored.map((message) => composeEnquiryEmail(message, settings).html);
    const problems = await checker.problemsIn(htmls);
    const failures = problems.flatMap((found, index) =>
      found.length > 0 ? [`${JSON.stringify(stored[index].attribution)}\n  ${found.join('\n  ')}`] : [],
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
    // The payloads did reach the email: escaped, not dropped.
    expect(htmls.join('\n')).toContain('&lt;');
  });
});

describe('injected UTM text and referrers in the visit beacon (docs/decisions/071)', () => {
  it('become no counter: the channel is one of the fixed words, the referrer a host or nothing', async () => {
    const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamoDocumentClient } = await import('../../functions/lib/runtime/aws-clients.ts');
    const { channels } = await import('../../shared/visit-source.ts');
    const visitor = visitorAddresses('127.72.0');
    const hostile = [...xssPayloads.slice(0, 5), ...dangerousUrls(xssCode).slice(0, 3)];
    for (const payload of hostile) {
      const answer = await new ApiClient(stack.url).request('POST', '/api/visits', {
        body: {
          page: '/about',
          landingPage: `/about?utm_source=${encodeURIComponent(payload)}&utm_campaign=${encodeURIComponent(payload)}`,
          referrer: payload,
        },
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
        from: visitor(),
      });
      expect(answer.status, payload).toBe(204);
    }
    const { Items = [] } = await dynamoDocumentClient().send(
      new ScanCommand({
        TableName: stack.tableName,
        FilterExpression: 'begins_with(PK, :stats)',
        ExpressionAttributeValues: { ':stats': 'STATS#' },
      }),
    );
    for (const { SK } of Items) {
      const [dimension, value] = [
        String(SK).slice(0, String(SK).indexOf('#')),
        String(SK).slice(String(SK).indexOf('#') + 1),
      ];
      if (dimension === 'channel') expect(channels).toContain(value);
      if (dimension === 'referrer') expect(value).toMatch(/^[a-z0-9.-]+$/);
      expect(String(SK)).not.toMatch(/[<>"']|javascript:/i);
    }
  });
});

describe("the XSS corpus through a site part's preview link (docs/decisions/066)", () => {
  it('shows no executable HTML in the About sections of the preview pages holding the whole corpus', async () => {
    // Each section's text is at most maxAboutSectionText characters, and a part has at most
    // maxAboutSections: the corpus fills as many sections, and as many links, as it needs.
    const bodies = [''];
    xssPayloads.forEach((payload, index) => {
      const next = `<p>Payload ${index}</p>${payload}\n`;
      if (bodies[bodies.length - 1].length + next.length > maxAboutSectionText) bodies.push('');
      bodies[bodies.length - 1] += next;
    });
    const [section] = defaultSiteSettings.about.sections;
    const shown: string[] = [];
    for (let first = 0; first < bodies.length; first += maxAboutSections) {
      const sections = bodies.slice(first, first + maxAboutSections).map((body) => ({ ...section, body }));
      const made = await admin.request<PreviewLink>('POST', '/api/admin/previews', {
        body: { kind: 'site', id: 'about', value: { ...defaultSiteSettings.about, sections } },
      });
      expect(made.status, made.text).toBe(201);
      const page = await fetch(made.body.url);
      expect(page.status).toBe(200);
      const html = await page.text();
      // Each section's text, up to its row's end (about-row.tsx) and its section's.
      const texts = html.matchAll(/<div class="about-text">([\s\S]*?)<\/div><\/div><\/div><\/section>/g);
      shown.push(...[...texts].map(([, body]) => body));
    }
    expect(shown.length, 'the previews show every section').toBe(bodies.length);
    expect(shown[0]).toContain('<p>Payload 0</p>');
    expect(await checker.problemsIn([shown.join('\n')])).toEqual([[]]);
  });
});
