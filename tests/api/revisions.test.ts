/**
 * Issue 35, item 4 (docs/decisions/067): every save of a post or a product keeps a version
 * (who, when, what changed); the list, one version, a restore that is a new save (409 on a
 * stale version, nothing lost), and a delete that takes the versions with it; on the local
 * stack. Each test goes on from the state the one before left.
 */
import { describe, expect, it } from 'vitest';
import type {
  ActivityData,
  Blog,
  Category,
  Product,
  Revision,
  RevisionList,
} from '../../shared/api-types.ts';
import { messages } from '../../shared/validation.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { type ApiClient, testAdmin } from './test-stack.ts';

let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ admin } = started);
});

const ok = async <T>(method: string, path: string, body?: unknown, status = 200) => {
  const response = await admin.request<T>(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBe(status);
  return response.body;
};
const versionsOf = async (path: string) => (await ok<RevisionList>('GET', `${path}/versions`)).versions;

/** Every version item the table holds for an item, read past the API (which answers 404 once it is gone). */
async function storedVersions(partition: string): Promise<number> {
  const { queryAll } = await import('../../functions/lib/data/table.ts');
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition },
  });
  return items.length;
}

const post = {
  title: 'Winter walks',
  date: '2026-11-20',
  author: 'Asha',
  tags: 'Care, Winter',
  content: '<p>Short walks in the cold.</p>',
  image: '',
};

describe("a post's versions", () => {
  let blog: Blog;
  const path = () => `/api/admin/blogs/${blog._id}`;

  it('keeps one per save, newest first, with who saved it, when and what changed', async () => {
    blog = await ok<Blog>('POST', '/api/blogs', post, 201);
    await ok<Blog>('PUT', `/api/blogs/blogs/${blog._id}`, {
      ...post,
      title: 'Winter walks, longer',
      version: 1,
    });
    await ok<Blog>('PUT', `/api/blogs/blogs/${blog._id}`, {
      ...post,
      title: 'Winter walks, longer',
      content: '<p>Longer walks in the cold, with a coat.</p>',
      tags: ['Care'],
      version: 2,
    });
    const versions = await versionsOf(path());
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions.map((version) => version.changed)).toEqual([['content', 'tags'], ['title'], []]);
    for (const version of versions) {
      expect(version.savedBy).toBe(testAdmin.email);
      expect(Date.parse(version.savedAt)).not.toBeNaN();
      expect(version).not.toHaveProperty('value');
    }
  });

  it('answers one version with its whole value', async () => {
    const first = await ok<Revision>('GET', `${path()}/versions/1`);
    expect(first).toMatchObject({
      version: 1,
      savedBy: testAdmin.email,
      value: { title: 'Winter walks', content: '<p>Short walks in the cold.</p>', tags: ['Care', 'Winter'] },
    });
  });

  it('restores a version as a new one, which the post and the Activity then show', async () => {
    const restored = await ok<Blog>('POST', `${path()}/versions/1/restore`, { version: 3 });
    expect(restored).toMatchObject({
      title: 'Winter walks',
      content: '<p>Short walks in the cold.</p>',
      slug: blog.slug,
      version: 4,
    });
    expect(await ok<Blog>('GET', path())).toMatchObject({ title: 'Winter walks', version: 4 });
    const [newest] = await versionsOf(path());
    expect(newest).toMatchObject({ version: 4, changed: ['content', 'tags', 'title'] });
    const { latest } = await ok<ActivityData>('GET', '/api/admin/activity');
    expect(latest[0]).toMatchObject({
      action: 'restored',
      kind: 'blog',
      itemId: blog._id,
      label: 'Winter walks',
    });
    // The restore is a version too: restoring 3 undoes it.
    expect(await ok<Blog>('POST', `${path()}/versions/3/restore`, { version: 4 })).toMatchObject({
      title: 'Winter walks, longer',
      version: 5,
    });
  });

  it('answers 409 for a restore on a stale version and loses nothing', async () => {
    const response = await admin.request<{ message: string }>('POST', `${path()}/versions/1/restore`, {
      body: { version: 4 },
    });
    expect(response.status, response.text).toBe(409);
    expect(response.body.message).toBe(messages.changedBySomeoneElse);
    expect(await ok<Blog>('GET', path())).toMatchObject({ title: 'Winter walks, longer', version: 5 });
    expect((await versionsOf(path())).map((version) => version.version)).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers 404 for a version not kept, a version that is no number, and a post that is not there', async () => {
    for (const [method, where] of [
      ['GET', `${path()}/versions/99`],
      ['POST', `${path()}/versions/99/restore`],
      ['GET', `${path()}/versions/first`],
      ['GET', `${path()}/versions/0`],
    ] as const) {
      const response = await admin.request<{ message: string }>(method, where, {
        body: method === 'POST' ? { version: 5 } : undefined,
      });
      expect(response.status, `${method} ${where}`).toBe(404);
      expect(response.body.message).toBe(messages.versionGone);
    }
    const unknown = '/api/admin/blogs/01JZZZZZZZZZZZZZZZZZZZZZZZ';
    for (const where of [`${unknown}/versions`, `${unknown}/versions/1`])
      expect((await admin.request('GET', where)).status, where).toBe(404);
  });

  it('deletes its versions with the post', async () => {
    expect(await storedVersions(`VERSIONS#BLOG#${blog._id}`)).toBe(5);
    await ok('DELETE', `/api/blogs/blogs/${blog._id}`);
    expect(await storedVersions(`VERSIONS#BLOG#${blog._id}`)).toBe(0);
    expect((await admin.request('GET', `${path()}/versions`)).status).toBe(404);
  });
});

describe("a product's versions", () => {
  let product: Product;
  const path = () => `/api/admin/products/${product._id}`;

  it('keeps one per save; a restore brings the text back and keeps the product published', async () => {
    const category = await ok<Category>('POST', '/api/admin/categories', { name: 'Harnesses' }, 201);
    const input = {
      name: 'Soft harness',
      categoryIds: [category._id],
      description: '<p>Soft.</p>',
      features: ['Padded'],
      sizes: ['S', 'M'],
      status: 'draft',
    };
    product = await ok<Product>('POST', '/api/admin/products', input, 201);
    await ok<Product>('PUT', path(), {
      ...input,
      description: '<p>Soft and strong.</p>',
      sizes: ['S', 'M', 'L'],
      status: 'published',
      version: 1,
    });
    const versions = await versionsOf(path());
    expect(versions.map(({ version, changed }) => [version, changed])).toEqual([
      [2, ['description', 'sizes', 'status']],
      [1, []],
    ]);
    const restored = await ok<Product>('POST', `${path()}/versions/1/restore`, { version: 2 });
    expect(restored).toMatchObject({
      description: '<p>Soft.</p>',
      sizes: ['S', 'M'],
      status: 'published',
      slug: product.slug,
      version: 3,
    });
    expect(
      (await admin.request('POST', `${path()}/versions/1/restore`, { body: { version: 2 } })).status,
    ).toBe(409);
    expect(await ok<Product>('GET', path())).toMatchObject({ description: '<p>Soft.</p>', version: 3 });
  });

  it('deletes its versions with the product', async () => {
    expect(await storedVersions(`VERSIONS#PRODUCT#${product._id}`)).toBe(3);
    await ok('DELETE', path());
    expect(await storedVersions(`VERSIONS#PRODUCT#${product._id}`)).toBe(0);
  });
});
