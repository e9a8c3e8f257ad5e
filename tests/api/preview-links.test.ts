import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../functions/lib/auth/link-tokens.ts';
import { dynamoDocumentClient } from '../../functions/lib/runtime/aws-clients.ts';
import type { Blog, Category, PreviewLink, Product } from '../../shared/api-types.ts';
import { postMessages } from '../../shared/post-rules.ts';
import { messages } from '../../shared/validation.ts';
import { sampleBlog, sampleProduct } from '../security/sample-bodies.ts';
import { fetchRawPage, type RawPage } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack } from './test-stack.ts';

/**
 * Preview links (issue 35 item 2, docs/decisions/066) on the local stack: the page of a form's
 * unsaved values by the public page's own route, for whoever holds the link, never cached or
 * indexed; an invalid form is the save's 400; a link that shows nothing (forged, expired,
 * revoked, another kind's) is the very page of an unknown address.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => ({ stack, admin } = started));

const preview = (body: unknown) => admin.request<PreviewLink>('POST', '/api/admin/previews', { body });

/** A new link's page path (the `url` is the whole address on the stack's host). */
async function previewOf(body: unknown): Promise<PreviewLink & { path: string }> {
  const made = await preview(body);
  expect(made.status, made.text).toBe(201);
  const url = new URL(made.body.url);
  expect(url.origin).toBe(new URL(stack.url).origin);
  return { ...made.body, path: url.pathname };
}

/** The page without what differs between any two answers: the CSP nonce of each response. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

let unknownPage: RawPage;
beforeAll(async () => {
  unknownPage = await fetchRawPage(stack, '/no-such-page-at-all');
  expect(unknownPage.status).toBe(404);
});

/** The answer of a link that shows nothing: the unknown address's page, no-store and noindex. */
async function expectUnknownPage(path: string): Promise<void> {
  const page = await fetchRawPage(stack, path);
  expect(page.status, path).toBe(404);
  expect(withoutNonces(page.html), path).toBe(withoutNonces(unknownPage.html));
  expectPrivateAnswer(page, path);
}

function expectPrivateAnswer(page: RawPage, path: string): void {
  expect(page.headers.get('cache-control'), path).toBe('private, no-store');
  expect(page.headers.get('x-robots-tag'), path).toBe('noindex');
  expect(page.headers.get('set-cookie'), path).toBeNull();
}

const draftPost = {
  ...sampleBlog,
  title: 'Harness fitting, the draft',
  content: '<p>The unsaved words.</p><script>top.__xss=1</script><img src=x onerror="top.__xss=1">',
};

describe('a post', () => {
  it('shows the unsaved values on the post page of a link that works for 48 hours', async () => {
    const before = Date.now();
    const link = await previewOf({ kind: 'blog', value: draftPost });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/preview/blog/${link.token}`);
    const lifetime = Date.parse(link.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(48 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(48 * 3600_000 + 60_000);

    const page = await fetchRawPage(stack, link.path);
    expect(page.status, page.html).toBe(200);
    expectPrivateAnswer(page, link.path);
    expect(page.html).toContain('<h1>Harness fitting, the draft</h1>');
    expect(page.html).toContain('<p>The unsaved words.</p>');
    expect(page.html).toMatch(
      /<p class="preview-banner" role="note"><strong>Preview — not public\.<\/strong>/,
    );
    expect(page.html).toMatch(/Link expires <!-- -->\d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST/);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.html).not.toContain('rel="canonical"');
    // Sanitised as a save would: nothing of the script or the handler reaches the page.
    expect(page.html).not.toContain('top.__xss');
    // The post page's own stylesheet and markup.
    expect(page.html).toContain('class="page-section container blog-article"');
  });

  it('leaves the saved post as it is: /blog/<slug> keeps the published text', async () => {
    const saved = await admin.request<Blog>('POST', '/api/blogs', {
      body: { ...sampleBlog, title: 'Lead training basics', content: '<p>The published words.</p>' },
    });
    expect(saved.status, saved.text).toBe(201);
    const link = await previewOf({
      kind: 'blog',
      id: saved.body._id,
      value: { ...sampleBlog, title: 'Lead training basics', content: '<p>The edited words.</p>' },
    });
    const previewPage = await fetchRawPage(stack, link.path);
    expect(previewPage.html).toContain('<p>The edited words.</p>');
    const publicPage = await fetchRawPage(stack, `/blog/${saved.body.slug}`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.html).toContain('<p>The published words.</p>');
    expect(publicPage.html).not.toContain('The edited words');
    expect(publicPage.html).not.toContain('Preview — not public');
  });

  it("answers an invalid form with the save's own 400, and stores nothing", async () => {
    for (const [value, message] of [
      [{ ...sampleBlog, title: '' }, postMessages.titleRequired],
      [{ ...sampleBlog, date: '2026-02-30' }, postMessages.dateRequired],
      [{ title: 'No author', date: '2026-11-20' }, postMessages.authorRequired],
    ] as const) {
      const refused = await preview({ kind: 'blog', value });
      const save = await admin.request('POST', '/api/blogs', { body: value });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body).toEqual({ message });
      expect(save.body, 'the same message as the save').toEqual(refused.body);
    }
    for (const body of [
      { kind: 'page', value: sampleBlog },
      { kind: 'blog', value: 'not an object' },
      { kind: 'blog' },
    ]) {
      const refused = await preview(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('a product', () => {
  let category: Category;
  beforeAll(async () => {
    const made = await admin.request<Category>('POST', '/api/admin/categories', {
      body: { name: 'Preview collars' },
    });
    expect(made.status, made.text).toBe(201);
    category = made.body;
  });

  it("shows a draft product's unsaved values on the product page, its category named", async () => {
    const link = await previewOf({
      kind: 'product',
      value: { ...sampleProduct, name: 'Reflective collar', categoryIds: [category._id] },
    });
    expect(link.path).toBe(`/preview/product/${link.token}`);
    const page = await fetchRawPage(stack, link.path);
    expect(page.status, page.html).toBe(200);
    expectPrivateAnswer(page, link.path);
    expect(page.html).toContain('Reflective collar');
    expect(page.html).toContain('Preview collars');
    expect(page.html).toContain('Preview — not public.');
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    // A draft: the public pages do not know it.
    const products = await new ApiClient(stack.url).request<{ items: Product[] }>('GET', '/api/products');
    expect(products.body.items.map((product) => product.name)).not.toContain('Reflective collar');
  });

  it("answers an invalid product form with the product save's 400", async () => {
    const value = { ...sampleProduct, categoryIds: [] };
    const refused = await preview({ kind: 'product', value });
    const save = await admin.request('POST', '/api/admin/products', { body: value });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: messages.categoriesRequired });
    expect(save.body).toEqual(refused.body);
  });
});

describe('links that show nothing answer as any unknown address', () => {
  it('a forged token, a malformed one and another kind', async () => {
    const link = await previewOf({ kind: 'blog', value: draftPost });
    await expectUnknownPage(`/preview/blog/${'A'.repeat(43)}`);
    await expectUnknownPage('/preview/blog/short');
    await expectUnknownPage(`/preview/product/${link.token}`);
    // The real link still works: the checks above read, they do not spend it.
    expect((await fetchRawPage(stack, link.path)).status).toBe(200);
  });

  it('a revoked link, at once; revoking again or an unknown token is a 404', async () => {
    const link = await previewOf({ kind: 'blog', value: draftPost });
    const revoked = await admin.request('DELETE', `/api/admin/previews/${link.token}`);
    expect(revoked.status, revoked.text).toBe(200);
    await expectUnknownPage(link.path);
    for (const token of [link.token, 'B'.repeat(43), 'not-a-token']) {
      const again = await admin.request('DELETE', `/api/admin/previews/${token}`);
      expect(again.status, token).toBe(404);
    }
  });

  it('an expired link, though TTL has not deleted its item yet', async () => {
    const link = await previewOf({ kind: 'blog', value: draftPost });
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: { PK: `PREVIEW#${hashToken(link.token)}`, SK: 'PREVIEW' },
        UpdateExpression: 'SET validUntil = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1000 },
      }),
    );
    await expectUnknownPage(link.path);
  });

  it('keeps no token in the table, only its hash', async () => {
    const link = await previewOf({ kind: 'blog', value: draftPost });
    const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
    const { Items = [] } = await dynamoDocumentClient().send(new ScanCommand({ TableName: stack.tableName }));
    expect(JSON.stringify(Items)).not.toContain(link.token);
    expect(Items.some((item) => item.PK === `PREVIEW#${hashToken(link.token)}`)).toBe(true);
  });

  it('needs a signed-in admin to make or revoke a link', async () => {
    const visitor = new ApiClient(stack.url);
    expect((await visitor.request('POST', '/api/admin/previews', { body: { kind: 'blog' } })).status).toBe(
      401,
    );
    expect((await visitor.request('DELETE', `/api/admin/previews/${'A'.repeat(43)}`)).status).toBe(401);
  });
});
