import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContactItem } from '../../functions/lib/data/contacts-repository.ts';
import { maxListBytes } from '../../functions/lib/data/table.ts';
import { dynamoDocumentClient } from '../../functions/lib/runtime/aws-clients.ts';
import { localS3Client } from '../../local/s3-local.ts';
import { solidPng } from '../../local/solid-png.ts';
import type { Blog, ContactMessage, Country } from '../../shared/api-types.ts';
import { ApiClient, startTestStack, type TestStack } from './test-stack.ts';

/**
 * The product's earlier client, built against this API on one origin, sends these requests
 * as it always did (issue 14, docs/decisions/034): its edit form without a new image, its
 * country list's spellings, and its contact list without paging parameters.
 */
let stack: TestStack;
let admin: ApiClient;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  admin = new ApiClient(stack.url);
  await admin.login();
});
afterAll(async () => {
  await stack?.dispose();
});

describe("the earlier client's blog edit form", () => {
  const text = { title: 'Cover kept', date: '2026-11-21', author: 'Ravi', tags: 'News', content: '<p>x</p>' };
  const form = (image?: Blob, filename = '') => {
    const body = new FormData();
    for (const [name, value] of Object.entries(text)) body.append(name, value);
    // A file input left empty is sent as a part with an empty filename and no bytes.
    body.append('image', image ?? new Blob([]), filename);
    return body;
  };
  const attachedTag = async (key: string) =>
    (
      await localS3Client(stack.s3Endpoint).send(
        new GetObjectTaggingCommand({ Bucket: stack.uploadsBucket, Key: key }),
      )
    ).TagSet?.find((tag) => tag.Key === 'attached')?.Value;

  it('keeps the cover when it sends no new image; a JSON PUT with image "" still removes it', async () => {
    const png = new Blob([new Uint8Array(solidPng(8, 8, [200, 40, 40]))], { type: 'image/png' });
    const created = await admin.request<Blog>('POST', '/api/blogs', { body: form(png, 'cover.png') });
    expect(created.status, created.text).toBe(201);
    const { _id: id, image, imageInfo } = created.body;
    expect(image).toMatch(/^uploads\/.+\.png$/);

    const edited = await admin.request<Blog>('PUT', `/api/blogs/blogs/${id}`, {
      body: form(),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Cover kept', image, imageInfo });
    expect((await admin.request<Blog>('GET', `/api/blogs/${id}`)).body.image).toBe(image);
    // Still attached: the unattached-uploads rule does not expire it.
    expect(await attachedTag(image)).toBe('true');

    const removed = await admin.request<Blog>('PUT', `/api/blogs/blogs/${id}`, {
      body: { ...text, image: '' },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.image).toBe('');
    expect(await attachedTag(image)).toBe('false');
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
