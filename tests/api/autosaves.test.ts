/**
 * Issue 35, item 5 (docs/decisions/069): the editor's server copy of a post's or a product's
 * form, on the local stack. Kept, read and deleted by its admin only; bad input is a 4xx that
 * changes nothing; the item, its status and its versions never change; deleting the item
 * deletes every admin's copy. Each test goes on from the state the one before left.
 */
import { describe, expect, it } from 'vitest';
import type {
  Autosave,
  AutosaveAnswer,
  Blog,
  Category,
  Product,
  RevisionList,
} from '../../shared/api-types.ts';
import { anotherSignedInAdmin, stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const ok = async <T>(client: ApiClient, method: string, path: string, body?: unknown, status = 200) => {
  const response = await client.request<T>(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBe(status);
  return response.body;
};

/** Every autosave item the table holds for an item, read past the API. */
async function storedCopies(partition: string): Promise<number> {
  const { queryAll } = await import('../../functions/lib/data/table.ts');
  return (
    await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } })
  ).length;
}

const post = {
  title: 'Monsoon paws',
  date: '2026-11-20',
  author: 'Asha',
  tags: 'Care',
  content: '<p>Dry them well.</p>',
  image: '',
  status: 'draft',
};

describe("a post's server copy", () => {
  let blog: Blog;
  const copyPath = () => `/api/admin/autosaves/blog/${blog._id}`;
  const typed = { title: 'Monsoon paws, longer', content: '<p>Dry them well, then brush.</p>', tags: 'Care' };

  it('keeps the typing without changing the post, its status or its versions', async () => {
    blog = await ok<Blog>(admin, 'POST', '/api/blogs', post, 201);
    expect(await ok<AutosaveAnswer>(admin, 'GET', copyPath())).toEqual({ autosave: null });
    const kept = await ok<Autosave>(admin, 'PUT', copyPath(), { value: typed, baseVersion: blog.version });
    expect(kept).toMatchObject({ kind: 'blog', id: blog._id, value: typed, baseVersion: blog.version });
    expect(Date.parse(kept.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await ok<AutosaveAnswer>(admin, 'GET', copyPath())).autosave).toEqual(kept);

    const stored = await ok<Blog>(admin, 'GET', `/api/admin/blogs/${blog._id}`);
    expect(stored).toMatchObject({
      title: post.title,
      content: post.content,
      status: 'draft',
      version: blog.version,
    });
    const { versions } = await ok<RevisionList>(admin, 'GET', `/api/admin/blogs/${blog._id}/versions`);
    expect(versions.map((version) => version.version)).toEqual([blog.version]);
  });

  it('replaces the copy with the next one, and keeps a new post’s copy under `new`', async () => {
    const later = { ...typed, title: 'Monsoon paws, final' };
    await ok(admin, 'PUT', copyPath(), { value: later, baseVersion: blog.version });
    expect((await ok<AutosaveAnswer>(admin, 'GET', copyPath())).autosave?.value).toEqual(later);
    await ok(admin, 'PUT', '/api/admin/autosaves/blog/new', { value: { title: 'Not saved yet' } });
    expect((await ok<AutosaveAnswer>(admin, 'GET', '/api/admin/autosaves/blog/new')).autosave?.value).toEqual(
      {
        title: 'Not saved yet',
      },
    );
    await ok(admin, 'DELETE', '/api/admin/autosaves/blog/new');
    expect(await ok<AutosaveAnswer>(admin, 'GET', '/api/admin/autosaves/blog/new')).toEqual({
      autosave: null,
    });
  });

  it('refuses bad input with a 4xx JSON message and keeps the copy as it was', async () => {
    const before = (await ok<AutosaveAnswer>(admin, 'GET', copyPath())).autosave;
    const refusals: [string, unknown, number][] = [
      [copyPath(), { value: 'not an object' }, 400],
      [copyPath(), { value: { title: 42 } }, 400],
      [copyPath(), { value: { content: 'x'.repeat(300_001) } }, 400],
      [copyPath(), { value: Object.fromEntries(Array.from({ length: 41 }, (_, n) => [`f${n}`, 'x'])) }, 400],
      // Under each field's limit, over the whole copy's.
      [copyPath(), { value: { content: 'x'.repeat(200_000), description: 'y'.repeat(200_000) } }, 400],
      [copyPath(), { value: { title: 'x' }, baseVersion: -1 }, 400],
      [copyPath(), { value: { tags: [{ key: { deeper: 'no' } }] } }, 400],
      [`/api/admin/autosaves/page/${blog._id}`, { value: { title: 'x' } }, 404],
      [`/api/admin/autosaves/blog/${'x'.repeat(65)}`, { value: { title: 'x' } }, 404],
    ];
    for (const [path, body, status] of refusals) {
      const response = await admin.request<{ message: string }>('PUT', path, { body });
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(response.body.message).toMatch(/\w/);
    }
    expect((await ok<AutosaveAnswer>(admin, 'GET', copyPath())).autosave).toEqual(before);
  });

  it("never shows or replaces another admin's copy, and needs a session and the CSRF header", async () => {
    const other = (await anotherSignedInAdmin(stack, 'second-writer@pawcraft.test')).client;
    expect(await ok<AutosaveAnswer>(other, 'GET', copyPath())).toEqual({ autosave: null });
    await ok(other, 'PUT', copyPath(), {
      value: { title: 'The other admin typing' },
      baseVersion: blog.version,
    });
    await ok(other, 'DELETE', copyPath());
    expect((await ok<AutosaveAnswer>(admin, 'GET', copyPath())).autosave?.value.title).toBe(
      'Monsoon paws, final',
    );
    await ok(other, 'PUT', copyPath(), { value: { title: 'The other admin again' } });

    const response = await fetch(`${stack.url}${copyPath()}`);
    expect(response.status).toBe(401);
    const noCsrf = await admin.request('PUT', copyPath(), {
      body: { value: { title: 'x' } },
      withoutCsrf: true,
    });
    expect(noCsrf.status).toBe(403);
  });

  it("deletes the saver's copy with the save, never another admin's", async () => {
    await ok(admin, 'PUT', copyPath(), { value: { title: 'Saved in a moment' }, baseVersion: blog.version });
    const saved = await ok<Blog>(admin, 'PUT', `/api/blogs/blogs/${blog._id}`, {
      ...post,
      title: 'Saved in a moment',
      version: blog.version,
    });
    expect(await ok<AutosaveAnswer>(admin, 'GET', copyPath())).toEqual({ autosave: null });
    expect(await storedCopies(`AUTOSAVE#BLOG#${blog._id}`)).toBe(1);
    // A new post's copy is the one under `new`.
    await ok(admin, 'PUT', '/api/admin/autosaves/blog/new', { value: { title: 'Another post' } });
    const created = await ok<Blog>(admin, 'POST', '/api/blogs', { ...post, title: 'Another post' }, 201);
    expect(await ok<AutosaveAnswer>(admin, 'GET', '/api/admin/autosaves/blog/new')).toEqual({
      autosave: null,
    });
    await ok(admin, 'DELETE', `/api/blogs/blogs/${created._id}`);
    await ok(admin, 'PUT', copyPath(), { value: { title: 'Typed again' }, baseVersion: saved.version });
  });

  it("deletes every admin's copy with the post", async () => {
    expect(await storedCopies(`AUTOSAVE#BLOG#${blog._id}`)).toBe(2);
    await ok(admin, 'DELETE', `/api/blogs/blogs/${blog._id}`);
    expect(await storedCopies(`AUTOSAVE#BLOG#${blog._id}`)).toBe(0);
  });
});

describe("a product's server copy", () => {
  it('keeps the form with its photos, and goes with the product', async () => {
    const category = await ok<Category>(admin, 'POST', '/api/admin/categories', { name: 'Leashes' }, 201);
    const product = await ok<Product>(
      admin,
      'POST',
      '/api/admin/products',
      { name: 'Rope leash', categoryIds: [category._id] },
      201,
    );
    const path = `/api/admin/autosaves/product/${product._id}`;
    const value = {
      name: 'Rope leash, braided',
      categoryIds: [category._id],
      photos: [{ src: '/images/products/3/main.svg', alt: 'A braided leash' }],
    };
    await ok(admin, 'PUT', path, { value, baseVersion: product.version });
    expect((await ok<AutosaveAnswer>(admin, 'GET', path)).autosave?.value).toEqual(value);
    expect((await ok<Product>(admin, 'GET', `/api/admin/products/${product._id}`)).name).toBe('Rope leash');
    await ok(admin, 'DELETE', `/api/admin/products/${product._id}`);
    expect(await storedCopies(`AUTOSAVE#PRODUCT#${product._id}`)).toBe(0);
  });
});
