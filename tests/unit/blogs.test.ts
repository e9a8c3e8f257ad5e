import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { handler as createBlog } from '../../functions/blog-create.ts';
import { handler as deleteBlog } from '../../functions/blog-delete.ts';
import { handler as getBlog } from '../../functions/blog-get.ts';
import { handler as updateBlog } from '../../functions/blog-update.ts';
import { handler as listBlogs } from '../../functions/blogs-list.ts';
import { findBlogForPage, listBlogSummaries } from '../../functions/lib/data/blogs-repository.ts';
import { slugsBusy } from '../../functions/lib/data/slug-claims.ts';
import { handleUploadRecord } from '../../functions/lib/uploads/image-processing.ts';
import { variantKey } from '../../functions/lib/uploads/variant-keys.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { listMessages } from '../../shared/list-queries.ts';
import { postMessages } from '../../shared/post-rules.ts';
import { messages } from '../../shared/validation.ts';
import { ddb, emptyTable, transactionCancelled } from './support/aws-mocks.ts';
import { csrfHeaders } from './support/csrf.ts';
import { notifications, objects, s3 } from './support/fake-s3.ts';
import { imageBytes } from './support/image-bytes.ts';
import { call } from './support/lambda-events.ts';
import { storeProcessedPhoto, uploadedPhoto } from './support/stored-samples.ts';

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };
const write = (method: string) => ({ method, admin, headers: csrfHeaders(admin.sessionId) });
/** `PUT` of the post `id` by the signed-in admin, with `body` as the form's JSON. */
const putBlog = (id: string, body: unknown) =>
  call(updateBlog, { ...write('PUT'), pathParameters: { id }, body });
const input = {
  title: 'Walking in winter',
  date: '2026-01-15',
  author: 'Asha',
  tags: 'Care, Winter',
  content: '<p>Hi<script>alert(1)</script></p><a href="javascript:x()">x</a>',
  image: '',
};
const stored = {
  PK: 'BLOG',
  SK: '2026-01-15#b1',
  GSI1PK: 'b1',
  id: 'b1',
  title: 'Old',
  date: '2026-01-15',
  author: 'Asha',
  tags: ['Blog'],
  content: '<p>old</p>',
  image: '',
  createdAt: '2026-01-15T10:00:00.000Z',
  slug: 'old',
  slugs: ['first-title', 'old'],
  updatedAt: '2026-01-16T10:00:00.000Z',
};
const transactItems = () => ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems ?? [];

/**
 * The spec's client's multipart blog form with a 400x300 PNG as its image file (section 7),
 * posted to blog-create: its answer, the file's bytes and the key it was stored under.
 */
async function postMultipart() {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#208040' } })
    .png()
    .toBuffer();
  ddb.on(QueryCommand).resolves({ Items: [] });
  const boundary = 'testboundary123';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      part('title', 'Multipart') +
        part('date', '2026-02-01') +
        part('author', 'Ravi') +
        part('tags', 'News') +
        part('content', '<p>x</p>'),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const result = await call(createBlog, {
    ...write('POST'),
    headers: {
      ...csrfHeaders(admin.sessionId),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    rawBody: body.toString('base64'),
    isBase64Encoded: true,
  });
  const image = String((result.body as { image?: string }).image);
  return { result, png, image };
}

describe('blogs', () => {
  it('creates from JSON: 201, sanitised content, tags split, the blog and its count in one transaction', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await call(createBlog, { ...write('POST'), body: input });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ title: 'Walking in winter', tags: ['Care', 'Winter'], image: '' });
    const content = (result.body as { content: string }).content;
    expect(content).not.toMatch(/script|javascript/);
    expect(content).toContain('<p>Hi</p>');
    const [put, , counts] = transactItems();
    expect(put.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(PK)',
      Item: { PK: 'BLOG', SK: expect.stringMatching(/^2026-01-15#/) },
    });
    expect(counts.Update?.ExpressionAttributeValues).toEqual({ ':blogs': 1 });
  });

  it('answers 400 with the field messages for a missing title, date or author', async () => {
    expect(await call(createBlog, { ...write('POST'), body: { ...input, title: undefined } })).toMatchObject({
      status: 400,
      body: { message: postMessages.titleRequired },
    });
    expect(
      await call(createBlog, { ...write('POST'), body: { ...input, date: '15/01/2026' } }),
    ).toMatchObject({
      status: 400,
      body: { message: postMessages.dateRequired },
    });
    expect(await call(createBlog, { ...write('POST'), body: { ...input, author: ' ' } })).toMatchObject({
      status: 400,
      body: { message: postMessages.authorRequired },
    });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('accepts an image key only when the object exists and is an image', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    const { key, imageInfo } = uploadedPhoto;
    storeProcessedPhoto();
    expect(await call(createBlog, { ...write('POST'), body: { ...input, image: key } })).toMatchObject({
      status: 201,
      body: { image: key, imageInfo },
    });
    expect(transactItems()[0].Put?.Item).toMatchObject({ image: key, imageInfo });
    // The image is kept: tagged attached, so the unattached-uploads lifecycle rule spares it.
    expect(objects.get(key)?.tags).toEqual({ attached: 'true' });
    const other = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FAW.webp';
    objects.set(other, { body: new TextEncoder().encode('GIF is not this'), contentType: 'image/webp' });
    expect(await call(createBlog, { ...write('POST'), body: { ...input, image: other } })).toMatchObject({
      status: 400,
      body: { message: messages.imageType },
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it("takes the spec's multipart form with an image file, stores the file first and the post processing", async () => {
    const { result, png, image } = await postMultipart();
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ title: 'Multipart', tags: ['News'] });
    expect(image).toMatch(/^uploads\/.+\.png$/);
    // No variants yet (the variant function has not run): no image facts, never a wait.
    expect(result.body).not.toHaveProperty('imageInfo');
    expect(objects.get(image)).toMatchObject({ body: new Uint8Array(png), contentType: 'image/png' });
  });

  describe("a multipart post's image facts, in either order with the variant function (docs/decisions/058)", () => {
    const manifestOf = (image: string) =>
      JSON.parse(Buffer.from(objects.get(variantKey(image, 'image.json'))?.body ?? []).toString());
    /** The post the save's transaction stored. */
    const storedPost = () => {
      const put = transactItems().find((item) => item.Put?.Item?.PK === 'BLOG')?.Put?.Item;
      if (!put) throw new Error('the save stored no post');
      return put;
    };
    const postKey = () => ({ PK: storedPost().PK, SK: storedPost().SK });

    it('the variant function first, finding no owner: the save reads the manifest after its commit and stores the facts itself', async () => {
      // The commit waits until the variant function, notified of the stored file, is done: it
      // read the owners before the commit, and found none.
      const variantsDone = new Promise((resolve) => {
        notifications.onCreated = (key) => resolve(handleUploadRecord('ObjectCreated:Put', key));
      });
      ddb.on(GetCommand).resolves({});
      ddb.on(TransactWriteCommand).callsFake(async () => {
        await variantsDone;
        return {};
      });
      ddb.on(UpdateCommand).resolves({});
      const { result, image } = await postMultipart();
      expect(result.status).toBe(201);
      expect(result.body).toMatchObject({ imageInfo: { width: 400, height: 300, widths: [160, 320, 400] } });
      const [fill, ...more] = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
      expect(more).toEqual([]);
      expect(fill).toMatchObject({
        Key: postKey(),
        UpdateExpression: 'SET imageInfo = :info',
        ConditionExpression: 'attribute_exists(PK) AND #image = :image AND attribute_not_exists(imageInfo)',
        ExpressionAttributeValues: { ':info': manifestOf(image), ':image': image },
      });
      expect(ddb.commandCalls(GetCommand)[0].args[0].input).toMatchObject({
        Key: { PK: `PHOTO#${image}`, SK: 'OWNERS' },
        ConsistentRead: true,
      });
    });

    it('the save first: the variant function finds the post among the owners and fills in its facts, its version untouched', async () => {
      notifications.onCreated = () => {}; // S3's notification comes after the answer
      ddb.on(TransactWriteCommand).resolves({});
      const { result, image } = await postMultipart();
      expect(result.status).toBe(201);
      expect(result.body).not.toHaveProperty('imageInfo');
      expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);

      const { _id: id, version } = result.body as { _id: string; version: number };
      const post = storedPost();
      ddb.on(GetCommand).resolves({ Item: { owners: new Set([`BLOG#${id}`]) } });
      ddb.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [post] });
      ddb.on(UpdateCommand).resolves({});
      await handleUploadRecord('ObjectCreated:Put', image);
      const [fill, ...more] = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
      expect(more).toEqual([]);
      expect(fill).toMatchObject({
        Key: postKey(),
        UpdateExpression: 'SET imageInfo = :info',
        ExpressionAttributeValues: { ':info': manifestOf(image), ':image': image },
      });
      // A facts-only fill: no version or updatedAt, so a form opened at `version` still saves.
      expect(version).toBe(1);
      expect(JSON.stringify(fill)).not.toMatch(/version|updatedAt/);
    });
  });

  it('lists newest date first in one Query read backwards, and gets one by id', async () => {
    const { content: _content, ...summary } = stored;
    ddb.on(QueryCommand).resolves({ Items: [summary] });
    const list = await call(listBlogs);
    expect(list.body).toEqual([expect.objectContaining({ _id: 'b1', title: 'Old', slug: 'old' })]);
    expect(list.body).toEqual([expect.not.objectContaining({ content: expect.anything() })]);
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':pk': 'BLOG' },
    });
    ddb.on(QueryCommand).resolves({ Items: [stored] });
    ddb.on(GetCommand).resolves({});
    const one = await call(getBlog, { pathParameters: { id: 'b1' } });
    expect(one.body).toMatchObject({ _id: 'b1', createdAt: stored.createdAt });
    expect(one.body).not.toHaveProperty('PK');
  });

  it('answers 404 for an unknown blog on get, update and delete', async () => {
    emptyTable();
    expect(await call(getBlog, { pathParameters: { id: 'nope' } })).toMatchObject({
      status: 404,
      body: { message: 'Blog not found.' },
    });
    expect((await putBlog('nope', input)).status).toBe(404);
    expect((await call(deleteBlog, { ...write('DELETE'), pathParameters: { id: 'nope' } })).status).toBe(404);
  });

  it('moves a blog whose date changed to its new sort key in one transaction', async () => {
    ddb.on(QueryCommand).resolves({ Items: [stored] });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await putBlog('b1', { ...input, date: '2026-03-01' });
    expect(result).toMatchObject({
      status: 200,
      body: { _id: 'b1', date: '2026-03-01', createdAt: stored.createdAt },
    });
    const [removed, added] = transactItems();
    expect(removed.Delete?.Key).toEqual({ PK: 'BLOG', SK: '2026-01-15#b1' });
    expect(added.Put?.Item).toMatchObject({ SK: '2026-03-01#b1' });
  });

  it('deletes a blog and lowers the count in one transaction', async () => {
    ddb.on(QueryCommand).resolves({ Items: [stored] });
    ddb.on(TransactWriteCommand).resolves({});
    expect((await call(deleteBlog, { ...write('DELETE'), pathParameters: { id: 'b1' } })).status).toBe(200);
    const [removed, counts, ...freed] = transactItems();
    // On the version read: a post stored before versions has none (docs/decisions/051).
    expect(removed.Delete?.ConditionExpression).toBe(
      'attribute_exists(PK) AND attribute_not_exists(#version)',
    );
    expect(counts.Update?.ExpressionAttributeValues).toEqual({ ':blogs': -1 });
    // Every slug it had is freed with it.
    expect(freed.map((entry) => entry.Delete?.Key)).toEqual([
      { PK: 'SLUG#BLOG', SK: 'first-title' },
      { PK: 'SLUG#BLOG', SK: 'old' },
    ]);
    expect(s3.calls()).toHaveLength(0);
  });

  it('tags the image of a deleted blog unattached, after the blog is gone', async () => {
    const image = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FAV.png';
    objects.set(image, { body: imageBytes.png, contentType: 'image/png', tags: { attached: 'true' } });
    ddb.on(QueryCommand).resolves({ Items: [{ ...stored, image }] });
    ddb.on(TransactWriteCommand).resolves({});
    // Nothing else shows it: its owners' set is empty once the delete is in.
    ddb.on(GetCommand).resolves({ Item: { PK: `PHOTO#${image}`, SK: 'OWNERS' } });
    expect((await call(deleteBlog, { ...write('DELETE'), pathParameters: { id: 'b1' } })).status).toBe(200);
    expect(objects.get(image)?.tags).toEqual({ attached: 'false' });
    const [, , owners] = transactItems();
    expect(owners.Update).toMatchObject({
      Key: { PK: `PHOTO#${image}`, SK: 'OWNERS' },
      UpdateExpression: 'DELETE #owners :owner',
      ExpressionAttributeValues: { ':owner': new Set(['BLOG#b1']) },
    });
  });

  it('keeps the image of a deleted blog attached while another item still shows it', async () => {
    const image = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FAV.png';
    objects.set(image, { body: imageBytes.png, contentType: 'image/png', tags: { attached: 'true' } });
    ddb.on(QueryCommand).resolves({ Items: [{ ...stored, image }] });
    ddb.on(TransactWriteCommand).resolves({});
    ddb
      .on(GetCommand)
      .resolves({ Item: { PK: `PHOTO#${image}`, SK: 'OWNERS', owners: new Set(['PRODUCT#29']) } });
    expect((await call(deleteBlog, { ...write('DELETE'), pathParameters: { id: 'b1' } })).status).toBe(200);
    expect(objects.get(image)?.tags).toEqual({ attached: 'true' });
  });

  it('answers 409 and deletes nothing when the version sent is not the stored one', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ ...stored, version: 4 }] });
    const answer = await call(deleteBlog, {
      ...write('DELETE'),
      pathParameters: { id: 'b1' },
      query: { version: '3' },
    });
    expect(answer).toMatchObject({ status: 409, body: { message: messages.changedBySomeoneElse } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('blog slugs', () => {
  const claimsOf = (items: ReturnType<typeof transactItems>) =>
    items.filter((entry) => entry.Put?.Item?.PK === 'SLUG#BLOG').map((entry) => entry.Put);

  it('gives a new post its title as slug, numbered when taken, claimed in the same transaction', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        { SK: 'walking-in-winter', ownerId: 'x1' },
        { SK: 'walking-in-winter-2', ownerId: 'x2' },
      ],
    });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await call(createBlog, { ...write('POST'), body: input });
    expect(result.body).toMatchObject({ slug: 'walking-in-winter-3', updatedAt: expect.any(String) });
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':scope': 'SLUG#BLOG', ':prefix': 'walking-in-winter' },
    });
    const id = (result.body as { _id: string })._id;
    expect(claimsOf(transactItems())).toEqual([
      {
        TableName: 'test-table',
        Item: { PK: 'SLUG#BLOG', SK: 'walking-in-winter-3', ownerId: id },
        ConditionExpression: 'attribute_not_exists(PK) OR ownerId = :owner',
        ExpressionAttributeValues: { ':owner': id },
      },
    ]);
  });

  it('chooses again after losing a slug to another writer, and answers 409 (not 500) if that keeps happening', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'ConditionalCheckFailed', 'None']));
    expect(await call(createBlog, { ...write('POST'), body: input })).toMatchObject({
      status: 409,
      body: { message: slugsBusy },
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(6);
    // The choice reads the claims strongly consistent: a claim just written counts.
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input.ConsistentRead).toBe(true);
  });

  it("takes the admin's slug, 400 when it is not one, 409 when another post has it", async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const created = await call(createBlog, { ...write('POST'), body: { ...input, slug: 'winter-walks' } });
    expect(created).toMatchObject({ status: 201, body: { slug: 'winter-walks' } });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    for (const slug of ['Winter Walks', 'winter--walks', '-winter', 'a'.repeat(81), 'wínter'])
      expect(await call(createBlog, { ...write('POST'), body: { ...input, slug } }), slug).toMatchObject({
        status: 400,
        body: { message: messages.slug },
      });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'ConditionalCheckFailed', 'None']));
    expect(await call(createBlog, { ...write('POST'), body: { ...input, slug: 'taken' } })).toMatchObject({
      status: 409,
      body: { message: postMessages.slugTaken },
    });
    // An empty field (the multipart form's) means "make one from the title".
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await call(createBlog, { ...write('POST'), body: { ...input, slug: ' ' } })).toMatchObject({
      status: 201,
      body: { slug: 'walking-in-winter' },
    });
  });

  it('keeps the slug when the title changes, with no claim written', async () => {
    ddb.on(QueryCommand).resolves({ Items: [stored] });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await putBlog('b1', { ...input, date: stored.date, title: 'A new title' });
    expect(result.body).toMatchObject({ slug: 'old', title: 'A new title' });
    // The post, and its version kept beside it (docs/decisions/067): the first after versions
    // came, so it replaces a post stored without one (version 0).
    expect(transactItems()).toHaveLength(2);
    expect(transactItems()[0].Put?.Item).toMatchObject({ slug: 'old', slugs: ['first-title', 'old'] });
    expect(transactItems()[1].Put?.Item).toMatchObject({
      PK: 'VERSIONS#BLOG#b1',
      SK: 'VERSION#0000000001',
      version: 1,
      savedBy: admin.email,
      value: { title: 'A new title', slug: 'old', content: transactItems()[0].Put?.Item?.content },
    });
    expect(transactItems()[1].Put?.Item?.changed).toEqual(['content', 'tags', 'title']);
  });

  it('changes the slug on request: the new one claimed, the old ones kept; 409 when taken', async () => {
    ddb.on(QueryCommand).resolves({ Items: [stored] });
    ddb.on(TransactWriteCommand).resolves({});
    const body = { ...input, date: stored.date, slug: 'fresh' };
    const result = await putBlog('b1', body);
    expect(result.body).toMatchObject({ slug: 'fresh' });
    const [put, claim] = transactItems();
    expect(put.Put?.Item).toMatchObject({ slug: 'fresh', slugs: ['first-title', 'old', 'fresh'] });
    expect(claim.Put?.Item).toEqual({ PK: 'SLUG#BLOG', SK: 'fresh', ownerId: 'b1' });
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'ConditionalCheckFailed']));
    expect(await putBlog('b1', body)).toMatchObject({
      status: 409,
      body: { message: postMessages.slugTaken },
    });
  });

  it('gives a post stored before slugs its id as slug, and one from its title when next saved', async () => {
    const { slug: _slug, slugs: _slugs, updatedAt: _updatedAt, ...legacy } = stored;
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [legacy] });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':scope': 'SLUG#BLOG' } }).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    expect((await call(getBlog, { pathParameters: { id: 'b1' } })).body).toMatchObject({
      slug: 'b1',
      updatedAt: stored.createdAt,
    });
    const body = { ...input, date: stored.date };
    const saved = await putBlog('b1', body);
    expect(saved.body).toMatchObject({ slug: 'walking-in-winter' });
    expect(transactItems()[1].Put?.Item).toEqual({ PK: 'SLUG#BLOG', SK: 'walking-in-winter', ownerId: 'b1' });
  });

  it('finds a post by its slug, an old slug, or its id; the caller compares blog.slug', async () => {
    ddb
      .on(GetCommand)
      .resolves({})
      .on(GetCommand, { Key: { PK: 'SLUG#BLOG', SK: 'first-title' } })
      .resolves({ Item: { PK: 'SLUG#BLOG', SK: 'first-title', ownerId: 'b1' } });
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(QueryCommand, { IndexName: 'GSI1', ExpressionAttributeValues: { ':id': 'b1' } }).resolves({
      Items: [stored],
    });
    expect(await findBlogForPage('first-title')).toMatchObject({ _id: 'b1', slug: 'old' });
    expect(await findBlogForPage('b1')).toMatchObject({ _id: 'b1' });
    expect(await findBlogForPage('nothing-here')).toBeUndefined();
    expect(await findBlogForPage('../../x')).toBeUndefined();
    const bySlug = await call(getBlog, { pathParameters: { id: 'first-title' } });
    expect(bySlug).toMatchObject({ status: 200, body: { _id: 'b1', content: '<p>old</p>' } });
    expect(bySlug.headers['cache-control']).toBe(publicContentCacheControl);
  });
});

describe('blog lists', () => {
  const summary = (n: number) => ({
    PK: 'BLOG',
    SK: `2026-01-${String(30 - n).padStart(2, '0')}#b${n}`,
    id: `b${n}`,
    title: `Post ${n}`,
    slug: `post-${n}`,
    date: `2026-01-${String(30 - n).padStart(2, '0')}`,
    author: 'A',
    tags: [],
    image: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  });

  it('answers the spec array of whole posts without limit, its articles included, and a cursor past the byte cap', async () => {
    const whole = (n: number) => ({ ...summary(n), content: `<p>${'x'.repeat(1_000_000)}${n}</p>` });
    ddb.on(QueryCommand).resolves({ Items: [whole(1), whole(2)] });
    const result = await call(listBlogs);
    expect(result.body).toEqual([
      expect.objectContaining({ _id: 'b1', content: whole(1).content }),
      expect.objectContaining({ _id: 'b2' }),
    ]);
    expect(result.headers['cache-control']).toBe(publicContentCacheControl);
    expect(result.headers['x-next-cursor']).toBeUndefined();
    const query = ddb.commandCalls(QueryCommand)[0].args[0].input;
    expect(query.Limit).toBeUndefined();
    expect(query.ProjectionExpression).toBeUndefined();

    // Three posts of 1 MB pass the 3 MB cap: two come, the cursor goes on after the second.
    ddb.on(QueryCommand).resolves({ Items: [whole(1), whole(2), whole(3)] });
    const capped = await call(listBlogs);
    expect((capped.body as { _id: string }[]).map((blog) => blog._id)).toEqual(['b1', 'b2']);
    const cursor = capped.headers['x-next-cursor'] as string;
    expect(cursor).toEqual(expect.any(String));
    await call(listBlogs, { query: { cursor } });
    expect(ddb.commandCalls(QueryCommand).at(-1)?.args[0].input.ExclusiveStartKey).toEqual({
      PK: 'BLOG',
      SK: whole(2).SK,
    });
  });

  it('leaves the article out of a page of summaries (`?limit=`)', async () => {
    ddb.on(QueryCommand).resolves({ Items: [summary(1)] });
    await call(listBlogs, { query: { limit: '10' } });
    const query = ddb.commandCalls(QueryCommand)[0].args[0].input;
    expect(Object.values(query.ExpressionAttributeNames ?? {})).not.toContain('content');
    expect(query.ProjectionExpression).toBeDefined();
  });

  it('pages with limit and cursor: Page<BlogSummary>, the cursor continuing after the last post', async () => {
    ddb.on(QueryCommand).resolves({ Items: [summary(1), summary(2), summary(3)] });
    const first = await call(listBlogs, { query: { limit: '2' } });
    const page = first.body as { items: { _id: string }[]; nextCursor?: string };
    expect(page.items.map((item) => item._id)).toEqual(['b1', 'b2']);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input.Limit).toBe(3);
    ddb.on(QueryCommand).resolves({ Items: [summary(3)] });
    const next = await call(listBlogs, { query: { limit: '2', cursor: page.nextCursor as string } });
    expect(ddb.commandCalls(QueryCommand)[1].args[0].input.ExclusiveStartKey).toEqual({
      PK: 'BLOG',
      SK: summary(2).SK,
    });
    expect(next.body).toEqual({ items: [expect.objectContaining({ _id: 'b3' })] });
    expect(await listBlogSummaries({ limit: 5 })).toMatchObject({ items: [{ _id: 'b3' }] });
  });

  it('answers 400 for a limit outside 1..50 or a forged cursor, before reading', async () => {
    for (const limit of ['0', '51', 'ten', '-1', '2.5', ''])
      expect(await call(listBlogs, { query: { limit } }), limit).toMatchObject({
        status: 400,
        body: { message: listMessages.pageLimit },
      });
    const forged = Buffer.from('PK#x').toString('base64url');
    expect(await call(listBlogs, { query: { cursor: forged } })).toMatchObject({
      status: 400,
      body: { message: listMessages.pageCursor },
    });
    expect(ddb.calls()).toHaveLength(0);
  });
});
