import { PutObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localS3Client } from '../../local/s3-local.ts';
import { solidPng } from '../../local/solid-png.ts';
import type { Blog, Category, Counts } from '../../shared/api-types.ts';
import { maxImageBytes } from '../../shared/upload-rules.ts';
import { manifestServed } from '../api/image-uploads.ts';
import { ApiClient, startTestStack, type TestStack } from '../api/test-stack.ts';
import { sampleBlog } from './sample-bodies.ts';

/**
 * A blog may only name an image that really is one, in the uploads bucket under `uploads/`.
 * tests/api/uploads.test.ts pins create with non-image bytes from a ticket, `site/index.html`,
 * `uploads/../secret.png` and a key never uploaded; this adds objects put straight into the
 * bucket (s3rver ignores POST policies, so the server's own checks are all there is locally),
 * files over 5 MB, more keys outside the prefix that do exist, the multipart form, and update.
 */
let stack: TestStack;
let admin: ApiClient;
let putObject: (key: string, bytes: Buffer, contentType?: string) => Promise<void>;
let existing: Blog;
const png = solidPng(4, 4, [200, 120, 40]);

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  admin = new ApiClient(stack.url);
  await admin.login();
  const s3 = localS3Client(stack.s3Endpoint);
  putObject = async (key, bytes, contentType = 'image/png') => {
    await s3.send(
      new PutObjectCommand({ Bucket: stack.uploadsBucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  };
  const created = await admin.request<Blog>('POST', '/api/blogs', { body: sampleBlog });
  expect(created.status, created.text).toBe(201);
  existing = created.body;
});
afterAll(async () => {
  await stack?.dispose();
});

const newKey = (extension = 'png') => `uploads/2026/11/${ulid()}.${extension}`;

/** Each refusal leaves every count, and the blog an update aimed at, as they were. */
let countsBefore: Counts;
beforeEach(async () => {
  countsBefore = await admin.counts();
  return async () => {
    expect(await admin.counts()).toEqual(countsBefore);
    const blog = await admin.request<Blog>('GET', `/api/blogs/${existing._id}`);
    expect(blog.body).toEqual(existing);
  };
});

type Write = 'create' | 'update';
const writes: Write[] = ['create', 'update'];

/** Saves a blog naming `image` by JSON (create or update) and expects a 400 with a message. */
async function expectRefusedJson(write: Write, image: string): Promise<void> {
  const body = { ...sampleBlog, title: 'Refused', image };
  const response =
    write === 'create'
      ? await admin.request<{ message: string }>('POST', '/api/blogs', { body })
      : await admin.request<{ message: string }>('PUT', `/api/blogs/blogs/${existing._id}`, { body });
  expect(response.status, `${write} ${image}: ${response.text}`).toBe(400);
  expect(typeof response.body.message).toBe('string');
}

/** Saves a blog with a file in the spec's multipart form; expects a 4xx with a message. */
async function expectRefusedMultipart(write: Write, bytes: Buffer, filename: string): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...sampleBlog, title: 'Refused' }))
    if (name !== 'image') form.append(name, value);
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
  const response =
    write === 'create'
      ? await admin.request<{ message: string }>('POST', '/api/blogs', { body: form })
      : await admin.request<{ message: string }>('PUT', `/api/blogs/blogs/${existing._id}`, { body: form });
  expect(response.status, `${write} ${filename}: ${response.text}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${write} ${filename}: ${response.text}`).toBeLessThan(500);
  expect(typeof response.body.message).toBe('string');
}

const notImages: [string, Buffer][] = [
  ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ['SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj')],
  ['a truncated PNG signature', png.subarray(0, 4)],
  ['empty bytes', Buffer.alloc(0)],
];

describe.each(writes)('blog %s', (write) => {
  it.each(notImages)('refuses %s named .png, put straight into the bucket', async (_kind, bytes) => {
    const key = newKey();
    await putObject(key, bytes);
    await expectRefusedJson(write, key);
  });

  it.each(notImages.filter(([, bytes]) => bytes.length > 0))(
    'refuses %s named .png in the multipart form',
    async (_kind, bytes) => {
      await expectRefusedMultipart(write, bytes, 'cover.png');
    },
  );

  it('refuses PNG bytes stored as text/html (the uploads path would serve them as a page)', async () => {
    const key = newKey();
    await putObject(key, Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]), 'text/html');
    await expectRefusedJson(write, key);
  });

  it('refuses a key whose extension is not an image type, or not the type of its bytes', async () => {
    for (const extension of ['html', 'gif']) {
      const key = newKey(extension);
      await putObject(key, png);
      await expectRefusedJson(write, key);
    }
  });

  it('refuses a real PNG over 5 MB put straight into the bucket', async () => {
    const key = newKey();
    await putObject(key, Buffer.concat([png, Buffer.alloc(maxImageBytes + 1 - png.length)]));
    await expectRefusedJson(write, key);
  });

  it('refuses a PNG over 5 MB in the multipart form', async () => {
    await expectRefusedMultipart(write, Buffer.concat([png, Buffer.alloc(maxImageBytes)]), 'big.png');
  });

  it.each([
    '../x',
    '../x.png',
    'uploads/../x.png',
    'uploads/2026/../../site/index.png',
    'uploads/%2e%2e/x.png',
    'uploads\\..\\x.png',
    '/uploads/2026/11/a.png',
    'uploads//a.png',
    'uploads/a.png?x=1',
    'uploads/a.png#x',
    'uploads/',
    'https://evil.example/uploads/a.png',
    '//evil.example/uploads/a.png',
    'UPLOADS/2026/a.png',
    'site/index.png',
    'x.png',
    'other/uploads/a.png',
  ])('refuses the key %s (with a real PNG there when the bucket can hold the key)', async (key) => {
    // A real PNG at each key s3rver can store, so the refusal is about the key, not a missing object.
    if (/^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/.test(key)) await putObject(key, png);
    await expectRefusedJson(write, key);
  });
});

it('takes a real PNG put straight into the bucket (the refusals above are about the bytes or key)', async () => {
  const key = newKey();
  await putObject(key, png);
  // Saved once its variants exist, as the dashboard does: a fresh key is a 409 (docs/decisions/058).
  await manifestServed(stack, key);
  const created = await admin.request<Blog>('POST', '/api/blogs', { body: { ...sampleBlog, image: key } });
  expect(created.status, created.text).toBe(201);
  expect(created.body.image).toBe(key);
  countsBefore = { ...countsBefore, blogs: countsBefore.blogs + 1 };
});

describe('a product photo or a category tile (issue 20) is refused alike', () => {
  /** Saves a product with `key` among its photos, and a category with it as its tile: both 400, nothing stored. */
  async function expectRefusedPhoto(key: string): Promise<void> {
    const categories = await admin.request<Category[]>('GET', '/api/admin/categories');
    const [category] = categories.body;
    const products = await admin.request('GET', '/api/admin/products?limit=50');
    const product = {
      name: 'Refused',
      categoryIds: [category._id],
      photos: [
        { src: '/images/products/1/main.svg', alt: 'Fine' },
        { image: key, alt: 'Refused' },
      ],
    };
    const created = await admin.request<{ message: string }>('POST', '/api/admin/products', {
      body: product,
    });
    expect(created.status, `product ${key}: ${created.text}`).toBe(400);
    expect(typeof created.body.message).toBe('string');
    const updated = await admin.request('PUT', '/api/admin/products/1', { body: product });
    expect(updated.status, `product update ${key}: ${updated.text}`).toBe(400);
    const tile = await admin.request('POST', '/api/admin/categories', {
      body: { name: 'Refused', image: { image: key } },
    });
    expect(tile.status, `tile ${key}: ${tile.text}`).toBe(400);
    expect((await admin.request('GET', '/api/admin/products?limit=50')).text).toBe(products.text);
    expect((await admin.request('GET', '/api/admin/categories')).text).toBe(categories.text);
  }

  it.each(notImages)('refuses %s named .png', async (_kind, bytes) => {
    const key = newKey();
    await putObject(key, bytes);
    await expectRefusedPhoto(key);
  });

  it('refuses PNG bytes stored as text/html, a wrong extension, a file over the size limit, and keys outside uploads/', async () => {
    // Each checked as soon as it is stored, as the blog's cases above.
    const stored: [string, Buffer, string?][] = [
      [newKey(), png, 'text/html'],
      [newKey('gif'), png],
      [newKey(), Buffer.concat([png, Buffer.alloc(maxImageBytes + 1 - png.length)])],
    ];
    for (const [key, bytes, contentType] of stored) {
      await putObject(key, bytes, contentType);
      await expectRefusedPhoto(key);
    }
    for (const key of ['uploads/../x.png', 'site/index.png', 'https://evil.example/uploads/a.png'])
      await expectRefusedPhoto(key);
  });
});
