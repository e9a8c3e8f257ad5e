import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../functions/lib/auth/link-tokens.ts';
import { dynamoDocumentClient } from '../../functions/lib/runtime/aws-clients.ts';
import type { PreviewLink } from '../../shared/api-types.ts';
import {
  defaultSiteSettings,
  type SitePartName,
  type SiteSettings,
  siteMessages,
} from '../../shared/site-settings.ts';
import { sampleBlog } from '../security/sample-bodies.ts';
import { fetchRawPage, type RawPage } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

/**
 * Preview links of the Site screen's parts (issue 34 item 5, docs/decisions/066 and 070) on the
 * local stack: the page the part is shown on (home, About, dog breeds) with the link's value in
 * place of the published one, the layout's header and footer too, for whoever holds the link,
 * never cached or indexed; the live pages meanwhile unchanged; an invalid part is the save's 400
 * and stores nothing; a dead link is the page of an unknown address.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => ({ stack, admin } = started));

const preview = (body: unknown) => admin.request<PreviewLink>('POST', '/api/admin/previews', { body });

/** A site part's new link and its page, which must answer 200 as a private page. */
async function previewPage<P extends SitePartName>(
  part: P,
  value: SiteSettings[P],
): Promise<{ link: PreviewLink; path: string; page: RawPage }> {
  const made = await preview({ kind: 'site', id: part, value });
  expect(made.status, made.text).toBe(201);
  const path = new URL(made.body.url).pathname;
  const page = await fetchRawPage(stack, path);
  expect(page.status, page.html).toBe(200);
  expect(page.headers.get('cache-control'), path).toBe('private, no-store');
  expect(page.headers.get('x-robots-tag'), path).toBe('noindex');
  expect(page.html).toContain('<meta name="robots" content="noindex"/>');
  expect(page.html).not.toContain('rel="canonical"');
  expect(page.html).toContain('Preview — not public.');
  return { link: made.body, path, page };
}

/** The preview items of the table: none is added by a refused request. */
async function storedPreviews(): Promise<number> {
  const { Items = [] } = await dynamoDocumentClient().send(new ScanCommand({ TableName: stack.tableName }));
  return Items.filter((item) => String(item.PK).startsWith('PREVIEW#')).length;
}

const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

let unknownPage: RawPage;
beforeAll(async () => {
  unknownPage = await fetchRawPage(stack, '/no-such-page-at-all');
  expect(unknownPage.status).toBe(404);
});

async function expectUnknownPage(path: string): Promise<void> {
  const page = await fetchRawPage(stack, path);
  expect(page.status, path).toBe(404);
  expect(withoutNonces(page.html), path).toBe(withoutNonces(unknownPage.html));
  expect(page.headers.get('cache-control'), path).toBe('private, no-store');
}

const company = defaultSiteSettings.company;
const newPhone = { shown: '+91 99999 12345', dialled: '+919999912345' };

describe('the page each part is shown on, with the previewed part', () => {
  it('company: the home page whose footer and Organization JSON-LD show the new phone, / still the old', async () => {
    const { link, path, page } = await previewPage('company', { ...company, phone: newPhone });
    expect(path).toBe(`/preview/site/${link.token}`);
    expect(page.html).toContain(`>${newPhone.shown}</a>`);
    expect(page.html).toContain(`"telephone":"${newPhone.shown}"`);
    expect(page.html).not.toContain(company.phone.shown);

    const live = await fetchRawPage(stack, '/');
    expect(live.status).toBe(200);
    expect(live.html).toContain(company.phone.shown);
    expect(live.html).not.toContain(newPhone.shown);
    expect(live.html).not.toContain('Preview — not public');
  });

  it('seo: the home page titled with the new title', async () => {
    const { page } = await previewPage('seo', { ...defaultSiteSettings.seo, title: 'Collars made to last' });
    expect(page.html).toContain('<title>Collars made to last | ');
  });

  it('home and testimonials: the home page with the new banner and testimonial', async () => {
    const [banner] = defaultSiteSettings.home.banners;
    const home = await previewPage('home', {
      ...defaultSiteSettings.home,
      banners: [{ ...banner, headline: 'Monsoon raincoats are here' }],
    });
    expect(home.page.html).toContain('Monsoon raincoats are here');
    const testimonials = await previewPage('testimonials', {
      items: [{ name: 'Lena Vogt', city: 'Hamburg', text: 'The harness fits our greyhound.' }],
    });
    expect(testimonials.page.html).toContain('The harness fits our greyhound.');
    expect((await fetchRawPage(stack, '/')).html).not.toMatch(/Monsoon raincoats|Lena Vogt/);
  });

  it('about: /about with the new section, its text cleaned as the save cleans it', async () => {
    const about = defaultSiteSettings.about;
    const { link, path, page } = await previewPage('about', {
      ...about,
      sections: [
        {
          ...about.sections[0],
          heading: 'Our new workshop',
          body: '<p>Forty makers now.</p><script>top.__xss=1</script><img src=x onerror="top.__xss=1">',
        },
      ],
    });
    expect(path).toBe(`/preview/site/${link.token}/about`);
    expect(page.html).toContain('Our new workshop');
    expect(page.html).toContain('<p>Forty makers now.</p>');
    expect(page.html).not.toContain('top.__xss');
    expect((await fetchRawPage(stack, '/about')).html).not.toContain('Our new workshop');
    // The link opens its own page only.
    await expectUnknownPage(`/preview/site/${link.token}`);
    await expectUnknownPage(`/preview/site/${link.token}/dogbreed`);
  });

  it('breeds: /dogbreed with the new breed', async () => {
    const [breed] = defaultSiteSettings.breeds.items;
    const { link, path, page } = await previewPage('breeds', {
      items: [{ ...breed, name: 'Himalayan Sheepdog' }],
    });
    expect(path).toBe(`/preview/site/${link.token}/dogbreed`);
    expect(page.html).toContain('Himalayan Sheepdog');
    expect((await fetchRawPage(stack, '/dogbreed')).html).not.toContain('Himalayan Sheepdog');
    await expectUnknownPage(`/preview/site/${link.token}/about`);
  });
});

describe('refusals', () => {
  it("answers an invalid part with the save's own 400, and stores nothing", async () => {
    const before = await storedPreviews();
    const value = { ...company, phone: { shown: '12345', dialled: 'call us' } };
    const refused = await preview({ kind: 'site', id: 'company', value });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toEqual({ message: siteMessages.phoneDialled });
    const site = await admin.request<{ parts: { company: { version: number } } }>('GET', '/api/admin/site');
    const save = await admin.request('PUT', '/api/admin/site/company', {
      body: { ...value, version: site.body.parts.company.version },
    });
    expect(save.body, 'the same message as the save').toEqual(refused.body);
    for (const body of [
      { kind: 'site', value: company },
      { kind: 'site', id: 'footer', value: company },
      { kind: 'site', id: 'seo', value: { title: '' } },
    ]) {
      const again = await preview(body);
      expect(again.status, JSON.stringify(body)).toBe(400);
    }
    expect(await storedPreviews()).toBe(before);
  });
});

describe('links that show nothing answer as any unknown address', () => {
  it('a revoked link, an expired one, a forged one and another kind', async () => {
    const revoked = await previewPage('company', { ...company, phone: newPhone });
    expect((await admin.request('DELETE', `/api/admin/previews/${revoked.link.token}`)).status).toBe(200);
    await expectUnknownPage(revoked.path);

    const expired = await previewPage('about', defaultSiteSettings.about);
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: { PK: `PREVIEW#${hashToken(expired.link.token)}`, SK: 'PREVIEW' },
        UpdateExpression: 'SET validUntil = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1000 },
      }),
    );
    await expectUnknownPage(expired.path);

    await expectUnknownPage(`/preview/site/${'A'.repeat(43)}`);
    const post = await preview({ kind: 'blog', value: sampleBlog });
    expect(post.status, post.text).toBe(201);
    await expectUnknownPage(`/preview/site/${post.body.token}`);
  });
});
