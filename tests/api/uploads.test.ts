import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Client } from '../../local/s3-local.ts';
import { solidPng } from '../../local/solid-png.ts';
import type { Blog, Counts, UploadTicket } from '../../shared/api-types.ts';
import { ApiClient, startTestStack, type TestStack } from './test-stack.ts';

let stack: TestStack;
let admin: ApiClient;
beforeAll(async () => {
  stack = await startTestStack();
  admin = new ApiClient(stack.url);
  await admin.login();
});
afterAll(async () => {
  await stack?.dispose();
});

const png = solidPng(8, 8, [10, 200, 30]);
const blogWith = (image: string) => ({
  title: 'Cover test',
  date: '2026-11-20',
  author: 'Test',
  tags: 'covers',
  content: '<p>cover</p>',
  image,
});

/** Asks for a presigned POST and posts the bytes to it, as the dashboard's browser code does. */
async function uploadThroughTicket(bytes: Buffer, contentType = 'image/png'): Promise<UploadTicket> {
  const ticket = await admin.request<UploadTicket>('POST', '/api/uploads', {
    body: { contentType, size: bytes.length },
  });
  expect(ticket.status, ticket.text).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'cover.png');
  const posted = await fetch(ticket.body.url, { method: 'POST', body: form, headers: { origin: stack.url } });
  expect(posted.status, await posted.clone().text()).toBeLessThan(300);
  // The bucket's CORS rule lets the site's page read the answer.
  expect(posted.headers.get('access-control-allow-origin')).toBeTruthy();
  return ticket.body;
}

describe('blog images', () => {
  it('uploads with a presigned POST, saves a blog naming the key, and serves it at /uploads/', async () => {
    const ticket = await uploadThroughTicket(png);
    expect(ticket.key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9A-Z]{26}\.png$/);
    expect(ticket.maxBytes).toBe(5 * 1024 * 1024);

    const created = await admin.request<Blog>('POST', '/api/blogs', { body: blogWith(ticket.key) });
    expect(created.status, created.text).toBe(201);
    expect(created.body.image).toBe(ticket.key);

    const served = await fetch(`${stack.url}/${ticket.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('tags an image attached while a blog uses it, and unattached once the blog is deleted', async () => {
    const s3 = localS3Client(stack.s3Endpoint);
    const attachedTag = async (key: string) =>
      (await s3.send(new GetObjectTaggingCommand({ Bucket: stack.uploadsBucket, Key: key }))).TagSet?.find(
        (tag) => tag.Key === 'attached',
      )?.Value;
    const ticket = await uploadThroughTicket(png);
    const created = await admin.request<Blog>('POST', '/api/blogs', { body: blogWith(ticket.key) });
    expect(created.status, created.text).toBe(201);
    expect(await attachedTag(ticket.key)).toBe('true');
    const deleted = await admin.request('DELETE', `/api/blogs/blogs/${created.body._id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await attachedTag(ticket.key)).toBe('false');
  });

  it('takes the spec’s multipart form with the file in it', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(blogWith(''))) if (name !== 'image') form.append(name, value);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    const created = await admin.request<Blog>('POST', '/api/blogs', { body: form });
    expect(created.status, created.text).toBe(201);
    expect(created.body.image).toMatch(/^uploads\/.+\.png$/);
    const served = await fetch(`${stack.url}/${created.body.image}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it.each([
    ['an object whose bytes are not an image', 'not-an-image'],
    ['a key outside uploads/', 'site/index.html'],
    ['a key with ..', 'uploads/../secret.png'],
    ['a key that was never uploaded', 'uploads/2026/11/01JZZZZZZZZZZZZZZZZZZZZZZZ.png'],
  ])('refuses a blog naming %s: 400 and nothing stored', async (_case, image) => {
    const key =
      image === 'not-an-image' ? (await uploadThroughTicket(Buffer.from('<html>hello</html>'))).key : image;
    const before = await admin.counts();
    const response = await admin.request<{ message: string }>('POST', '/api/blogs', { body: blogWith(key) });
    expect(response.status, response.text).toBe(400);
    expect(typeof response.body.message).toBe('string');
    expect(await admin.counts()).toEqual<Counts>(before);
  });

  it('answers 404 for an upload that does not exist', async () => {
    const response = await fetch(`${stack.url}/uploads/2026/11/nothing.png`);
    expect(response.status).toBe(404);
  });

  it('serves the seeded blogs’ cover images as real PNGs', async () => {
    const blogs = await new ApiClient(stack.url).request<Blog[]>('GET', '/api/blogs');
    const seeded = blogs.body.filter((blog) => blog.author === 'Pawcraft Team');
    expect(seeded).toHaveLength(2);
    for (const blog of seeded) {
      const response = await fetch(`${stack.url}/${blog.image}`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
  });
});
