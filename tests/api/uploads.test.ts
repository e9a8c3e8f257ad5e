import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifHasGps, phonePhoto } from '../../local/phone-photo.ts';
import { localS3Client } from '../../local/s3-local.ts';
import { solidPng } from '../../local/solid-png.ts';
import type { Blog, Counts, ImageInfo } from '../../shared/api-types.ts';
import { maxImageBytes } from '../../shared/upload-rules.ts';
import { manifestPath, variantBase } from '../../shared/uploads-bucket.ts';
import { messages } from '../../shared/validation.ts';
import { manifestServed, attachedTag as tagOf, uploadThroughTicket as uploadImage } from './image-uploads.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack } from './test-stack.ts';

let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({}, (started) => {
  ({ stack, admin } = started);
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

const uploadThroughTicket = (bytes: Buffer, contentType?: string, options?: { awaitVariants: boolean }) =>
  uploadImage(stack, admin, bytes, contentType, options);

/** Every object key in the local bucket. */
async function storedKeys(): Promise<string[]> {
  const listed = await localS3Client(stack.s3Endpoint).send(
    new ListObjectsV2Command({ Bucket: stack.uploadsBucket }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

/** A JPEG of `bytes` bytes from noise at the highest quality (noise does not compress). */
async function noiseJpeg(bytes: number): Promise<Buffer> {
  // About 2.9 bytes a pixel at quality 100 without chroma subsampling: a little smaller than wanted, padded to size.
  const side = Math.ceil(Math.sqrt(bytes / 3.3));
  const jpeg = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 90 },
    },
  })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
  if (jpeg.length > bytes) throw new Error(`noise JPEG of ${jpeg.length} bytes, wanted ${bytes}`);
  // Bytes after the end-of-image marker are ignored by decoders: pad to the exact size.
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}

describe('blog images', () => {
  it('uploads a phone photo with a presigned POST; the blog gets upright variants without metadata, never the original', async () => {
    const photo = await phonePhoto({ width: 1600, height: 1200, orientation: 6 });
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const ticket = await uploadThroughTicket(photo, 'image/jpeg');
    expect(ticket.key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9A-Z]{26}\.jpg$/);
    expect(ticket.maxBytes).toBe(25 * 1024 * 1024);

    // Saved once its manifest is served, as the dashboard does (the helper waits for it).
    const created = await admin.request<Blog>('POST', '/api/blogs', { body: blogWith(ticket.key) });
    expect(created.status, created.text).toBe(201);
    expect(created.body.image).toBe(ticket.key);
    const info = created.body.imageInfo as ImageInfo;
    expect(info).toMatchObject({
      width: 1200,
      height: 1600,
      widths: [160, 320, 640, 960, 1200],
      formats: ['avif', 'webp'],
    });

    for (const width of info.widths) {
      for (const format of info.formats) {
        const served = await fetch(`${stack.url}/${info.base}/${width}.${format}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(`image/${format}`);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const read = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect([read.width, read.height]).toEqual([width, Math.round((width * 4) / 3)]);
        expect([read.exif, read.xmp, read.icc, read.iptc]).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
      }
    }
    // The centre-cropped squares the cards and tiles show, served the same way.
    expect(info.squares).toEqual([160, 320, 640, 960]);
    for (const side of info.squares ?? []) {
      const served = await fetch(`${stack.url}/${info.base}/square-${side}.avif`);
      expect(served.headers.get('content-type')).toBe('image/avif');
      const read = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([read.width, read.height, read.exif]).toEqual([side, side, undefined]);
    }
    const preview = await fetch(`${stack.url}/${info.base}/og.jpg`);
    const previewRead = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect([previewRead.format, previewRead.width, previewRead.height, previewRead.exif]).toEqual([
      'jpeg',
      1200,
      630,
      undefined,
    ]);

    // The original is stored, private: its own path (the spec's client's `{host}/{image}`)
    // is the metadata-free 1200 px WebP copy, upright, never the original's bytes (ADR 037).
    expect(await storedKeys()).toContain(ticket.key);
    const atOwnPath = await fetch(`${stack.url}/${ticket.key}`);
    expect(atOwnPath.status).toBe(200);
    expect(atOwnPath.headers.get('content-type')).toBe('image/webp');
    const shown = Buffer.from(await atOwnPath.arrayBuffer());
    expect(shown.equals(photo)).toBe(false);
    expect(await sharp(shown).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 1600,
    });
    expect((await sharp(shown).metadata()).exif).toBeUndefined();
  });

  it('accepts a 24 MB photo and refuses a 26 MB one with a message naming the limit', async () => {
    const big = await noiseJpeg(24 * 1024 * 1024);
    const ticket = await uploadThroughTicket(big, 'image/jpeg');
    const created = await admin.request<Blog>('POST', '/api/blogs', { body: blogWith(ticket.key) });
    expect(created.status, created.text).toBe(201);
    expect(created.body.imageInfo?.widths).toEqual([160, 320, 640, 960, 1280, 1920]);

    const refused = await admin.request<{ message: string }>('POST', '/api/uploads', {
      body: { contentType: 'image/jpeg', size: 26 * 1024 * 1024 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.imageSize);
    expect(messages.imageSize).toContain('25 MB');
    expect(maxImageBytes).toBe(25 * 1024 * 1024);
  }, 120_000);

  it('tags an image attached while a blog uses it, and unattached once the blog is deleted', async () => {
    const attachedTag = (key: string) => tagOf(stack, key);
    const ticket = await uploadThroughTicket(png);
    const created = await admin.request<Blog>('POST', '/api/blogs', { body: blogWith(ticket.key) });
    expect(created.status, created.text).toBe(201);
    expect(await attachedTag(ticket.key)).toBe('true');
    const deleted = await admin.request('DELETE', `/api/blogs/blogs/${created.body._id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await attachedTag(ticket.key)).toBe('false');
  });

  it('answers a save naming a photo still processing with a 409 at once, and saves it once its variants exist', async () => {
    const ticket = await uploadThroughTicket(png, 'image/png', { awaitVariants: false });
    await manifestServed(stack, ticket.key);
    // The manifest is written last: without it the photo is still processing (docs/decisions/058).
    const manifestKey = `public${manifestPath(ticket.key)}`;
    const s3 = localS3Client(stack.s3Endpoint);
    const manifest = await s3.send(new GetObjectCommand({ Bucket: stack.uploadsBucket, Key: manifestKey }));
    const manifestText = await manifest.Body?.transformToString();
    await s3.send(new DeleteObjectCommand({ Bucket: stack.uploadsBucket, Key: manifestKey }));
    const before = await admin.counts();

    const started = performance.now();
    const processing = await admin.request<{ message: string }>('POST', '/api/blogs', {
      body: blogWith(ticket.key),
    });
    const took = performance.now() - started;
    expect(processing.status, processing.text).toBe(409);
    expect(processing.body.message).toBe(messages.imageProcessing);
    expect(took).toBeLessThan(1_000);
    expect(await admin.counts()).toEqual<Counts>(before);

    await s3.send(
      new PutObjectCommand({
        Bucket: stack.uploadsBucket,
        Key: manifestKey,
        Body: manifestText,
        ContentType: 'application/json',
      }),
    );
    const saved = await admin.request<Blog>('POST', '/api/blogs', { body: blogWith(ticket.key) });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.imageInfo).toMatchObject({ width: 8, height: 8 });
  });

  it('takes the spec’s multipart form with the file in it without waiting, and the post shows its picture once the variants exist, with no second save', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(blogWith(''))) if (name !== 'image') form.append(name, value);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    const started = performance.now();
    const created = await admin.request<Blog>('POST', '/api/blogs', { body: form });
    const took = performance.now() - started;
    expect(created.status, created.text).toBe(201);
    expect(took).toBeLessThan(1_000);
    expect(created.body.image).toMatch(/^uploads\/.+\.png$/);

    // The variant function fills the post's image facts in itself (docs/decisions/058): the
    // public read carries them within a few seconds, as the spec's client's next screen reads.
    const deadline = Date.now() + 10_000;
    let read = await admin.request<Blog>('GET', `/api/blogs/${created.body._id}`);
    while (!read.body.imageInfo && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      read = await admin.request<Blog>('GET', `/api/blogs/${created.body._id}`);
    }
    expect(read.status, read.text).toBe(200);
    expect(read.body.imageInfo).toMatchObject({ base: variantBase(created.body.image), width: 8, height: 8 });
    // Facts only: the version the client or a dashboard form holds still saves (ADR 051).
    expect(read.body.version).toBe(created.body.version);
    expect(read.body.updatedAt).toBe(created.body.updatedAt);
    const page = await (await fetch(`${stack.url}/blog/${created.body.slug}`)).text();
    expect(page).toContain(`${variantBase(created.body.image)}/8.webp`);
    const served = await fetch(`${stack.url}/${read.body.imageInfo?.base}/8.webp`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(8);

    const { _id, slug, imageInfo, createdAt, updatedAt, ...fields } = read.body;
    const edited = await admin.request<Blog>('PUT', `/api/blogs/blogs/${_id}`, {
      body: { ...fields, title: 'Cover test, edited' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.imageInfo).toEqual(imageInfo);
  });

  it.each([
    ['bytes that are no image', async () => Buffer.from('<html>hello</html>'), messages.imageType],
    [
      'a truncated photo',
      async () => (await phonePhoto({ width: 800, height: 600 })).subarray(0, 20_000),
      messages.imageUnreadable,
    ],
  ])(
    'refuses %s uploaded through a ticket: 400 with the reason, and the upload is not kept',
    async (_case, bytes, message) => {
      const ticket = await uploadThroughTicket(await bytes(), 'image/jpeg');
      const before = await admin.counts();
      const response = await admin.request<{ message: string }>('POST', '/api/blogs', {
        body: blogWith(ticket.key),
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await admin.counts()).toEqual<Counts>(before);
      const base = ticket.key.replace(/\.jpg$/, '');
      // Nothing of it stays but the note saying why.
      expect((await storedKeys()).filter((key) => key.includes(base.slice(8)))).toEqual([
        `public/${base}/image.json`,
      ]);
    },
  );

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

  it('serves the seeded blogs’ phone photos as variants', async () => {
    const blogs = await new ApiClient(stack.url).request<Blog[]>('GET', '/api/blogs');
    const seeded = blogs.body.filter((blog) => blog.author === 'Pawcraft Team');
    expect(seeded).toHaveLength(2);
    for (const blog of seeded) {
      expect(blog.imageInfo).toMatchObject({
        width: 2560,
        height: 1920,
        widths: [160, 320, 640, 960, 1280, 1920],
      });
      const response = await fetch(`${stack.url}/${blog.imageInfo?.base}/960.avif`);
      expect(response.status).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(960);
    }
  });

  it('gives a post stored before variants existed its variants when migrated (placeholder until then)', async () => {
    const s3 = localS3Client(stack.s3Endpoint);
    const id = '01JOLDPH0T0000000000000000';
    const key = 'uploads/2025/02/01JOLDPH0T0000000000000000.png';
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.uploadsBucket,
        Key: key,
        Body: solidPng(640, 480, [90, 60, 30]),
        ContentType: 'image/png',
      }),
    );
    // As an earlier version left it: the original, no variants, no manifest (s3rver's event
    // for the put made them; they go, and the original's removal is not announced for public/).
    await waitFor(async () =>
      (await storedKeys()).some((k) => k.endsWith('01JOLDPH0T0000000000000000/image.json')),
    );
    for (const object of (await storedKeys()).filter((k) =>
      k.startsWith('public/uploads/2025/02/01JOLDPH0T'),
    ))
      await s3.send(new DeleteObjectCommand({ Bucket: stack.uploadsBucket, Key: object }));
    const { dynamoDocumentClient } = await import('../../functions/lib/runtime/aws-clients.ts');
    await dynamoDocumentClient().send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          PK: 'BLOG',
          SK: `2025-02-01#${id}`,
          GSI1PK: id,
          id,
          slug: 'old-photo',
          slugs: ['old-photo'],
          title: 'Old photo',
          date: '2025-02-01',
          author: 'A',
          tags: [],
          content: '<p>old</p>',
          image: key,
          createdAt: '2025-02-01T00:00:00.000Z',
          updatedAt: '2025-02-01T00:00:00.000Z',
        },
      }),
    );
    const visitor = new ApiClient(stack.url);
    expect((await visitor.request<Blog>('GET', `/api/blogs/${id}`)).body.imageInfo).toBeUndefined();
    const page = await (await fetch(`${stack.url}/blog/old-photo`)).text();
    expect(page).not.toContain(key.replace(/\.png$/, ''));

    const { migrateTable } = await import('../../functions/lib/data/migrations.ts');
    expect(await migrateTable()).toMatchObject({ imagesGivenVariants: 1, imagesPending: 0 });
    const migrated = (await visitor.request<Blog>('GET', `/api/blogs/${id}`)).body;
    expect(migrated.imageInfo).toMatchObject({ width: 640, height: 480, widths: [160, 320, 640] });
    expect((await fetch(`${stack.url}/${migrated.imageInfo?.base}/640.avif`)).status).toBe(200);
    expect(await migrateTable()).toMatchObject({ imagesGivenVariants: 0, imagesPending: 0 });
  }, 60_000);
});

async function waitFor(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
