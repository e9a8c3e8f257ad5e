import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newContactItem } from '../../functions/lib/data/contacts-repository.ts';
import { maxListBytes } from '../../functions/lib/data/table.ts';
import { dynamoDocumentClient } from '../../functions/lib/runtime/aws-clients.ts';
import { handleUploadRecord } from '../../functions/lib/uploads/image-processing.ts';
import { exifHasGps, phonePhoto } from '../../local/phone-photo.ts';
import { localS3Client } from '../../local/s3-local.ts';
import type { Blog, ContactMessage, Country } from '../../shared/api-types.ts';
import { multipartFormTooLargeMessage } from '../../shared/multipart-form-limit.ts';
import { postMessages } from '../../shared/post-rules.ts';
import { manifestServed } from './image-uploads.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, ApiResponse, TestStack } from './test-stack.ts';

/**
 * The product's earlier client, built against this API on one origin, sends these requests
 * as it always did (issue 14, docs/decisions/034): its edit form without a new image, its
 * country list's spellings, and its contact list without paging parameters.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

/**
 * The spec's client reads blogs only from `GET /api/blogs` (no paging parameters): its list,
 * overview and detail show the list item, and its edit form starts from the list item's five
 * text fields, adding `image` only when a new file is chosen (issue 19, docs/decisions/037).
 */
describe("the earlier client's blogs", () => {
  const article =
    '<h2>Walks in the rain</h2><p>A <strong>padded</strong> harness &amp; a <em>reflective</em> leash.</p>' +
    '<ul><li>Sizes S, M, L</li><li>Made in India</li></ul><p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">More</a></p>';
  const listed = async () => {
    const list = await admin.request<Blog[]>('GET', '/api/blogs');
    expect(list.status, list.text).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    return list;
  };
  const itemOf = async (id: string) => {
    const item = (await listed()).body.find((blog) => blog._id === id);
    if (!item) throw new Error(`blog ${id} is not in the list`);
    return item;
  };
  /** The client's upload form: every field as text, the file only when one is chosen. */
  const createForm = (fields: Record<string, string>, image?: { file: Blob; name: string }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (image) body.append('image', image.file, image.name);
    return body;
  };
  /** The client's edit form, built from the list item as it does (FormData turns a list into "a,b"). */
  const editForm = (
    item: Blog,
    changes: Partial<Record<'title' | 'date' | 'author', string>>,
    image?: Blob,
  ) => {
    const body = new FormData();
    const fields = {
      title: item.title,
      date: item.date,
      author: item.author,
      tags: item.tags,
      content: item.content,
    };
    for (const [name, value] of Object.entries({ ...fields, ...changes })) body.append(name, value as string);
    if (image) body.append('image', image, 'new-cover.jpg');
    return body;
  };
  /** `<img src="{host}/{image}">`: fetch follows redirects as the browser does. */
  const loadImage = async (image: string) => {
    const response = await fetch(`${stack.url}/${image}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const attachedTag = async (key: string) =>
    (
      await localS3Client(stack.s3Endpoint).send(
        new GetObjectTaggingCommand({ Bucket: stack.uploadsBucket, Key: key }),
      )
    ).TagSet?.find((tag) => tag.Key === 'attached')?.Value;
  const jpeg = async (width: number, height: number) =>
    new Blob([new Uint8Array(await phonePhoto({ width, height }))], { type: 'image/jpeg' });

  it('edits a post from the list item without losing a byte of its article or its cover', async () => {
    const photo = await jpeg(1600, 1200);
    const created = await admin.request<Blog>('POST', '/api/blogs', {
      body: createForm(
        { title: 'Rainy walks', date: '2026-11-20', author: 'Ravi', tags: 'News, Walks', content: article },
        { file: photo, name: 'cover.jpg' },
      ),
    });
    expect(created.status, created.text).toBe(201);
    const before = await itemOf(created.body._id);
    // The list item is the whole post: what the client's detail page and edit form read.
    expect(before).toMatchObject({ title: 'Rainy walks', tags: ['News', 'Walks'], author: 'Ravi' });
    expect(before.content).toContain('<strong>padded</strong>');
    expect(before.image).toMatch(/^uploads\/\d{4}\/\d{2}\/\w+\.jpg$/);
    // The post was stored without waiting for the variant function (docs/decisions/058): its
    // image is there a moment later, as when the client's list shows it.
    await manifestServed(stack, before.image);

    const edited = await admin.request('PUT', `/api/blogs/blogs/${before._id}`, {
      body: editForm(before, { title: 'Rainy walks, again' }),
    });
    expect(edited.status, edited.text).toBe(200);
    const after = await itemOf(before._id);
    expect(after.title).toBe('Rainy walks, again');
    expect(after.content).toBe(before.content);
    expect(after.tags).toEqual(before.tags);
    expect(after.image).toBe(before.image);
    // The variants' info, which the create could not have yet: filled in by the variant function
    // once they were made (docs/decisions/058), and kept by the edit.
    expect(after.imageInfo).toMatchObject({ width: 1600, height: 1200 });
    // Still attached: the unattached-uploads rule does not expire it.
    expect(await attachedTag(after.image)).toBe('true');
    // The project's own page shows the same article.
    const page = await fetch(`${stack.url}/blog/${after.slug}`);
    expect(await page.text()).toContain('<strong>padded</strong> harness');

    // With a new file: the article stays, the cover is the new one, and it loads.
    const withImage = await admin.request('PUT', `/api/blogs/blogs/${before._id}`, {
      body: editForm(after, {}, await jpeg(900, 1200)),
    });
    expect(withImage.status, withImage.text).toBe(200);
    const replaced = await itemOf(before._id);
    expect(replaced.content).toBe(before.content);
    expect(replaced.image).not.toBe(before.image);
    await manifestServed(stack, replaced.image);
    const { response, bytes } = await loadImage(replaced.image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 900 });
    expect(await attachedTag(before.image)).toBe('false');

    // JSON stays a full replacement: `image: ""` removes the cover (the dashboard's Remove).
    const { _id, slug, imageInfo, createdAt, updatedAt, ...fields } = replaced;
    const removed = await admin.request<Blog>('PUT', `/api/blogs/blogs/${_id}`, {
      body: { ...fields, image: '' },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ image: '', content: before.content });
    expect(await attachedTag(replaced.image)).toBe('false');
  });

  it("loads every post's image from {host}/{image}: a metadata-free WebP up to 1280 px, never the original", async () => {
    const photo = await jpeg(1400, 1000);
    const original = Buffer.from(await photo.arrayBuffer());
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    const created = await admin.request<Blog>('POST', '/api/blogs', {
      body: createForm(
        { title: 'Big cover', date: '2026-11-19', author: 'Asha', tags: '', content: '<p>x</p>' },
        { file: photo, name: 'big.jpg' },
      ),
    });
    expect(created.status, created.text).toBe(201);
    const item = await itemOf(created.body._id);
    await manifestServed(stack, item.image);
    const { response, bytes } = await loadImage(item.image);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const shown = await sharp(bytes).metadata();
    expect(shown).toMatchObject({ format: 'webp', width: 1280 });
    expect(shown.exif).toBeUndefined();
    expect(Buffer.compare(Buffer.from(bytes), Buffer.from(original))).not.toBe(0);

    // Deleting the post takes the copy with the variants once the original expires.
    await admin.request('DELETE', `/api/blogs/blogs/${item._id}`);
    await handleUploadRecord('LifecycleExpiration:Delete', item.image);
    expect((await loadImage(item.image)).response.status).toBe(404);
  });

  /**
   * A JPEG of about `bytes` bytes: a small photo with comment segments (0xFFFE, which every
   * decoder skips) after its start marker. What is tested is the form's size: a real 4 MB
   * photo (12 MP) would only add the variant function's seconds.
   */
  const jpegOfAbout = async (bytes: number) => {
    const photo = await phonePhoto({ width: 800, height: 600 });
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0xff, 0xff]), Buffer.alloc(0xfffd, 0x20)]);
    const count = Math.floor((bytes - photo.length) / comment.length);
    const padded = Buffer.concat([photo.subarray(0, 2), ...Array(count).fill(comment), photo.subarray(2)]);
    return new Blob([new Uint8Array(padded)], { type: 'image/jpeg' });
  };

  it('takes a 4 MB photo in the form, and answers a 5 MB one with a 413 saying the limit (issue 38, item 8)', async () => {
    const fields = {
      title: 'Phone photo',
      date: '2026-11-21',
      author: 'Ravi',
      tags: '',
      content: '<p>x</p>',
    };
    const fourMb = await jpegOfAbout(4_000_000);
    expect(fourMb.size).toBeGreaterThan(3_930_000);
    const taken = await admin.request<Blog>('POST', '/api/blogs', {
      body: createForm(fields, { file: fourMb, name: 'phone.jpg' }),
    });
    expect(taken.status, taken.text).toBe(201);
    expect((await itemOf(taken.body._id)).image).toMatch(/^uploads\/\d{4}\/\d{2}\/\w+\.jpg$/);

    const before = (await listed()).body.length;
    const fiveMb = await jpegOfAbout(5_000_000);
    for (const [method, path] of [
      ['POST', '/api/blogs'],
      ['PUT', `/api/blogs/blogs/${taken.body._id}`],
    ] as const) {
      const refused = await admin.request<{ message: string }>(method, path, {
        body: createForm({ ...fields, title: 'Too big' }, { file: fiveMb, name: 'phone.jpg' }),
      });
      expect(refused.status, `${method} ${path}`).toBe(413);
      expect(refused.body).toEqual({ message: multipartFormTooLargeMessage });
    }
    expect((await listed()).body.length).toBe(before);
    expect((await itemOf(taken.body._id)).title).toBe('Phone photo');
  });

  it('keeps what a form leaves out, and refuses an article sent as the text "undefined" or "null"', async () => {
    const created = await admin.request<Blog>('POST', '/api/blogs', {
      body: createForm({ title: 'Kept', date: '2026-11-18', author: 'Ravi', tags: 'News', content: article }),
    });
    expect(created.status, created.text).toBe(201);
    const before = await itemOf(created.body._id);
    const onlyTitle = new FormData();
    onlyTitle.append('title', 'Kept, renamed');
    const renamed = await admin.request('PUT', `/api/blogs/blogs/${before._id}`, { body: onlyTitle });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await itemOf(before._id)).toMatchObject({
      title: 'Kept, renamed',
      content: before.content,
      date: before.date,
      author: before.author,
      tags: before.tags,
    });

    for (const placeholder of ['undefined', 'null', ' undefined ']) {
      // What the client's form sends when its item has no `content`.
      const { content: _, ...withoutContent } = before;
      const form = editForm({ ...withoutContent, content: placeholder } as Blog, { title: 'Lost?' });
      const refused = await admin.request<{ message: string }>('PUT', `/api/blogs/blogs/${before._id}`, {
        body: form,
      });
      expect(refused.status, placeholder).toBe(400);
      expect(refused.body.message).toBe(postMessages.contentPlaceholder);
    }
    const json = await admin.request('PUT', `/api/blogs/blogs/${before._id}`, {
      body: { title: 'Lost?', date: before.date, author: before.author, tags: '', content: 'undefined' },
    });
    expect(json.status).toBe(400);
    expect(await itemOf(before._id)).toMatchObject({ title: 'Kept, renamed', content: before.content });
  });

  it('answers a long list within the byte cap, whole posts newest first, with a cursor for the rest', async () => {
    // 25 posts of 300 KB each: 7.5 MB of articles, more than Lambda may answer at once.
    const long = `<p>${'Harness '.repeat(37_400)}</p>`;
    for (let day = 1; day <= 25; day++) {
      const date = `2025-01-${String(day).padStart(2, '0')}`;
      const saved = await admin.request('POST', '/api/blogs', {
        body: { title: `Long ${day}`, date, author: 'Ravi', tags: '', content: long },
      });
      expect(saved.status, saved.text).toBe(201);
    }
    const seen: Blog[] = [];
    let cursor: string | null = '';
    let answers = 0;
    do {
      const page: ApiResponse<Blog[]> = await admin.request<Blog[]>(
        'GET',
        `/api/blogs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status, page.text.slice(0, 200)).toBe(200);
      expect(Buffer.byteLength(page.text)).toBeLessThanOrEqual(maxListBytes);
      seen.push(...page.body);
      cursor = page.headers.get('x-next-cursor');
      answers++;
    } while (cursor);
    expect(answers).toBeGreaterThan(1);
    const longOnes = seen.filter((blog) => blog.title.startsWith('Long '));
    expect(longOnes.map((blog) => blog.title)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Long ${25 - index}`),
    );
    expect(longOnes.every((blog) => blog.content.length > 290_000)).toBe(true);
    expect(new Set(seen.map((blog) => blog._id)).size).toBe(seen.length);
    // The project's own pages still page summaries.
    const summaries = await admin.request<{ items: Blog[] }>('GET', '/api/blogs?limit=5');
    expect(summaries.body.items).toHaveLength(5);
    expect(summaries.body.items[0]).not.toHaveProperty('content');
  });
});

describe("the earlier client's country names", () => {
  it('adds "Cape Verde" as Cabo Verde, with its flag, and renames to "Ivory Coast" as Côte d\'Ivoire', async () => {
    const added = await admin.request<Country>('POST', '/countries/add', { body: { name: 'Cape Verde' } });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({ name: 'Cabo Verde', code: 'cv' });
    // The same country again, under either spelling, is the name already taken.
    const again = await admin.request('POST', '/countries/add', { body: { name: 'Cabo Verde' } });
    expect(again.status).toBe(409);

    const renamed = await admin.request<Country>('PUT', `/countries/update/${added.body._id}`, {
      body: { name: 'Ivory Coast' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Côte d'Ivoire", code: 'ci' });
    const shown = await admin.request<Country[]>('GET', '/countries/hierarchy');
    expect(shown.body.map((country) => country.name)).toEqual(["Côte d'Ivoire"]);
  });

  it('still refuses a name that is neither in the list nor an alias', async () => {
    const refused = await admin.request<{ message: string }>('POST', '/countries/add', {
      body: { name: 'Atlantis' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please enter a valid country name');
  });
});

describe("the earlier client's contact list", () => {
  const listed = (query = '') => admin.request<ContactMessage[]>('GET', `/api/cnt/contact${query}`);
  /**
   * `count` messages stored straight into the table, one millisecond apart from `start`, as
   * messages long since mailed (the enquiry mailer skips them).
   */
  async function store(count: number, start: number, message: (index: number) => string) {
    for (let batch = 0; batch < count; batch += 25) {
      const items = Array.from({ length: Math.min(25, count - batch) }, (_, offset) => {
        const index = batch + offset;
        const fields = { name: `Visitor ${index}`, contact: '9876543210', email: `v${index}@example.com` };
        const item = newContactItem({ ...fields, message: message(index) }, start + index);
        return { ...item, emailedAt: item.createdAt };
      });
      await dynamoDocumentClient().send(
        new BatchWriteCommand({
          RequestItems: { [stack.tableName]: items.map((item) => ({ PutRequest: { Item: item } })) },
        }),
      );
    }
  }

  it('gets every message newest first without paging parameters (more than the old 100 and 1,000)', async () => {
    const total = 1050;
    await store(total, Date.UTC(2026, 0, 1), (index) => `Message ${index}`);
    const all = await listed();
    expect(all.status, all.text).toBe(200);
    expect(all.body.map((message) => message.message)).toEqual(
      Array.from({ length: total }, (_, index) => `Message ${total - 1 - index}`),
    );
    expect(all.headers.get('x-next-cursor')).toBeNull();
    // The dashboard's pages are as they were.
    const page = await listed('?limit=100');
    expect(page.body).toHaveLength(100);
    const cursor = page.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const rest = await listed(`?cursor=${encodeURIComponent(cursor ?? '')}`);
    expect(rest.body).toHaveLength(total - 100);
    expect(rest.body[0].message).toBe(`Message ${total - 101}`);
  });

  it('stops before the answer outgrows what Lambda may return, and the cursor goes on from there', async () => {
    // 5,000 characters of three UTF-8 bytes each: about 15 KB a message, so 300 pass the cap.
    const long = '€'.repeat(5000);
    await store(300, Date.UTC(2026, 5, 1), (index) => `${index} ${long}`.slice(0, 5000));
    const first = await listed();
    expect(first.status, first.text).toBe(200);
    expect(Buffer.byteLength(first.text)).toBeLessThanOrEqual(maxListBytes);
    expect(first.body.length).toBeGreaterThan(100);
    expect(first.body.length).toBeLessThan(300);
    expect(first.body[0].message.startsWith('299 ')).toBe(true);
    const cursor = first.headers.get('x-next-cursor') ?? '';
    const next = await listed(`?cursor=${encodeURIComponent(cursor)}`);
    expect(next.status, next.text).toBe(200);
    expect(next.body[0].message.startsWith(`${300 - first.body.length - 1} `)).toBe(true);
  });
});
