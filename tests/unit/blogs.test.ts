import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as createBlog } from '../../functions/blog-create.ts';
import { handler as deleteBlog } from '../../functions/blog-delete.ts';
import { handler as getBlog } from '../../functions/blog-get.ts';
import { handler as updateBlog } from '../../functions/blog-update.ts';
import { handler as listBlogs } from '../../functions/blogs-list.ts';
import { messages } from '../../shared/validation.ts';
import { ddb } from './support/aws-mocks.ts';
import { csrfHeaders } from './support/csrf.ts';
import { objects, requests } from './support/fake-s3.ts';
import { imageBytes } from './support/image-bytes.ts';
import { call } from './support/lambda-events.ts';

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };
const write = (method: string) => ({ method, admin, headers: csrfHeaders(admin.sessionId) });
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
};
const transactItems = () => ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems ?? [];

describe('blogs', () => {
  it('creates from JSON: 201, sanitised content, tags split, the blog and its count in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const result = await call(createBlog, { ...write('POST'), body: input });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ title: 'Walking in winter', tags: ['Care', 'Winter'], image: '' });
    const content = (result.body as { content: string }).content;
    expect(content).not.toMatch(/script|javascript/);
    expect(content).toContain('<p>Hi</p>');
    const [put, counts] = transactItems();
    expect(put.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(PK)',
      Item: { PK: 'BLOG', SK: expect.stringMatching(/^2026-01-15#/) },
    });
    expect(counts.Update?.ExpressionAttributeValues).toEqual({ ':blogs': 1 });
  });

  it('answers 400 with the field messages for a missing title, date or author', async () => {
    expect(await call(createBlog, { ...write('POST'), body: { ...input, title: undefined } })).toMatchObject({
      status: 400,
      body: { message: messages.titleRequired },
    });
    expect(
      await call(createBlog, { ...write('POST'), body: { ...input, date: '15/01/2026' } }),
    ).toMatchObject({
      status: 400,
      body: { message: messages.dateRequired },
    });
    expect(await call(createBlog, { ...write('POST'), body: { ...input, author: ' ' } })).toMatchObject({
      status: 400,
      body: { message: messages.authorRequired },
    });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('accepts an image key only when the object exists and is an image', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const key = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FAV.webp';
    objects.set(key, { body: imageBytes.webp, contentType: 'image/webp' });
    expect(await call(createBlog, { ...write('POST'), body: { ...input, image: key } })).toMatchObject({
      status: 201,
      body: { image: key },
    });
    // The image is kept: tagged attached, so the unattached-uploads lifecycle rule spares it.
    expect(objects.get(key)?.tags).toEqual({ attached: 'true' });
    objects.set(key, { body: new TextEncoder().encode('GIF is not this'), contentType: 'image/webp' });
    expect(await call(createBlog, { ...write('POST'), body: { ...input, image: key } })).toMatchObject({
      status: 400,
      body: { message: messages.imageType },
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it("takes the spec's multipart form with an image file and stores the file first", async () => {
    ddb.on(TransactWriteCommand).resolves({});
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
      Buffer.from(imageBytes.png),
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
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      title: 'Multipart',
      tags: ['News'],
      image: expect.stringMatching(/^uploads\/.+\.png$/),
    });
    const image = (result.body as { image: string }).image;
    expect(objects.get(image)).toMatchObject({ body: imageBytes.png, contentType: 'image/png' });
  });

  it('lists newest date first in one Query read backwards, and gets one by id', async () => {
    ddb.on(QueryCommand).resolves({ Items: [stored] });
    const list = await call(listBlogs);
    expect(list.body).toEqual([expect.objectContaining({ _id: 'b1', title: 'Old' })]);
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':pk': 'BLOG' },
    });
    const one = await call(getBlog, { pathParameters: { id: 'b1' } });
    expect(one.body).toMatchObject({ _id: 'b1', createdAt: stored.createdAt });
    expect(one.body).not.toHaveProperty('PK');
  });

  it('answers 404 for an unknown blog on get, update and delete', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(await call(getBlog, { pathParameters: { id: 'nope' } })).toMatchObject({
      status: 404,
      body: { message: 'Blog not found.' },
    });
    expect(
      (await call(updateBlog, { ...write('PUT'), pathParameters: { id: 'nope' }, body: input })).status,
    ).toBe(404);
    expect((await call(deleteBlog, { ...write('DELETE'), pathParameters: { id: 'nope' } })).status).toBe(404);
  });

  it('moves a blog whose date changed to its new sort key in one transaction', async () => {
    ddb.on(QueryCommand).resolves({ Items: [stored] });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await call(updateBlog, {
      ...write('PUT'),
      pathParameters: { id: 'b1' },
      body: { ...input, date: '2026-03-01' },
    });
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
    const [removed, counts] = transactItems();
    expect(removed.Delete?.ConditionExpression).toBe('attribute_exists(PK)');
    expect(counts.Update?.ExpressionAttributeValues).toEqual({ ':blogs': -1 });
    expect(requests).toHaveLength(0);
  });

  it('tags the image of a deleted blog unattached, after the blog is gone', async () => {
    const image = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FAV.png';
    objects.set(image, { body: imageBytes.png, contentType: 'image/png', tags: { attached: 'true' } });
    ddb.on(QueryCommand).resolves({ Items: [{ ...stored, image }] });
    ddb.on(TransactWriteCommand).resolves({});
    expect((await call(deleteBlog, { ...write('DELETE'), pathParameters: { id: 'b1' } })).status).toBe(200);
    expect(objects.get(image)?.tags).toEqual({ attached: 'false' });
  });
});
