import { PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { handler as createBlog } from '../../functions/blog-create.ts';
import { logger } from '../../functions/lib/runtime/logger.ts';
import { photoTagsBudgetMs, retagUploads } from '../../functions/lib/uploads/photos.ts';
import { variantKey } from '../../functions/lib/uploads/variant-keys.ts';
import { handler as deleteProduct } from '../../functions/product-delete.ts';
import { unsettledPhotoTagsLog } from '../../shared/uploads-bucket.ts';
import { ddb } from './support/aws-mocks.ts';
import { csrfHeaders } from './support/csrf.ts';
import { objects, s3 } from './support/fake-s3.ts';
import { imageBytes } from './support/image-bytes.ts';
import { call } from './support/lambda-events.ts';
import { storedRopeLeash, storeProcessedPhoto, uploadedPhoto } from './support/stored-samples.ts';

/**
 * The uploads' tags are set after the save's transaction has committed (uploads/photos.ts,
 * docs/decisions/051). When S3 or the owners' read fails then, the save is stored all the
 * same: it answers its success (a "busy" answer would make the owner create it twice) and
 * logs the keys in the line a metric filter counts for an alarm; the recount re-tags them.
 */
const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };
const write = (method: string) => ({ method, admin, headers: csrfHeaders(admin.sessionId) });
const { key, imageInfo } = uploadedPhoto;

/** What the Node HTTP handler throws when an attempt's time runs out after the request went. */
const requestTimedOut = () =>
  Object.assign(new Error('a request has exceeded the configured 2000 ms requestTimeout.'), {
    name: 'TimeoutError',
    code: 'ETIMEDOUT',
    $metadata: { attempts: 2 },
  });

let error: MockInstance<typeof logger.error>;
beforeEach(() => {
  error = vi.spyOn(logger, 'error');
});
afterEach(() => error.mockRestore());

const unsettledLines = () => error.mock.calls.filter(([line]) => line === unsettledPhotoTagsLog);

describe('a save whose photo tags fail after its commit', () => {
  it('creates the post (201, one transaction) when tagging its cover attached times out after the commit, and logs the key', async () => {
    storeProcessedPhoto();
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    // The tag before the save goes through; the one after its commit times out.
    s3.on(PutObjectTaggingCommand).resolvesOnce({}).rejects(requestTimedOut());
    const answer = await call(createBlog, { ...write('POST'), body: postInput });
    expect(answer).toMatchObject({ status: 201, body: { image: key, imageInfo } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(s3.commandCalls(PutObjectTaggingCommand)).toHaveLength(2);
    expect(unsettledLines()).toEqual([
      [
        unsettledPhotoTagsLog,
        { attach: [key], release: [], error: expect.objectContaining({ code: 'ETIMEDOUT' }) },
      ],
    ]);
  });

  it(`answers in time when S3 does not answer the tag after the commit: the step is given up after ${photoTagsBudgetMs} ms`, async () => {
    storeProcessedPhoto();
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    s3.on(PutObjectTaggingCommand)
      .resolvesOnce({})
      .callsFake(() => new Promise(() => {}));
    const started = Date.now();
    const answer = await call(createBlog, { ...write('POST'), body: postInput });
    expect(answer.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(photoTagsBudgetMs + 1_000);
    expect(unsettledLines()).toEqual([
      [
        unsettledPhotoTagsLog,
        { attach: [key], release: [], error: new Error(`not done within ${photoTagsBudgetMs} ms`) },
      ],
    ]);
  });

  it('deletes the product (200) when reading its photo owners times out after the commit, and logs the key', async () => {
    objects.set(key, { body: imageBytes.webp, contentType: 'image/webp', tags: { attached: 'true' } });
    ddb.on(QueryCommand).resolves({ Items: [storedProduct] });
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(GetCommand).rejects(requestTimedOut());
    const answer = await call(deleteProduct, { ...write('DELETE'), pathParameters: { id: '29' } });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Product deleted.' } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(unsettledLines()).toEqual([
      [
        unsettledPhotoTagsLog,
        { attach: [], release: [key], error: expect.objectContaining({ code: 'ETIMEDOUT' }) },
      ],
    ]);
  });

  it('logs nothing when every tag is set', async () => {
    objects.set(key, { body: imageBytes.webp, contentType: 'image/webp', tags: { attached: 'true' } });
    ddb.on(QueryCommand).resolves({ Items: [storedProduct] });
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(GetCommand).resolves({ Item: { PK: `PHOTO#${key}`, SK: 'OWNERS' } });
    expect((await call(deleteProduct, { ...write('DELETE'), pathParameters: { id: '29' } })).status).toBe(
      200,
    );
    expect(objects.get(key)?.tags).toEqual({ attached: 'false' });
    expect(unsettledLines()).toEqual([]);
  });
});

describe('the recount re-tags the uploads (npm run admin -- recount)', () => {
  const shown = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FA1.webp';
  const seeded = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FA2.webp';
  const dropped = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FA3.webp';
  const pending = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FA4.webp';
  beforeEach(() => {
    const image = (tags?: Record<string, string>) => ({
      body: imageBytes.webp,
      contentType: 'image/webp',
      tags,
    });
    // A shown upload whose tag after the save failed: it would expire within a day.
    objects.set(shown, image({ attached: 'false' }));
    // A seeded photo (stored untagged) a product shows.
    objects.set(seeded, image());
    // Nothing shows it any more, but its release failed: it is kept.
    objects.set(dropped, image({ attached: 'true' }));
    // Uploaded, not saved yet (or abandoned): expires as it should.
    objects.set(pending, image({ attached: 'false' }));
    // A variant is no upload: never listed, never tagged.
    objects.set(variantKey(shown, '640.webp'), image());
    ddb.on(GetCommand).resolves({});
    for (const key of [shown, seeded])
      ddb
        .on(GetCommand, { Key: { PK: `PHOTO#${key}`, SK: 'OWNERS' } })
        .resolves({ Item: { owners: new Set(['PRODUCT#29']) } });
  });

  it('tags every upload that has owners attached, and answers what it changed', async () => {
    expect(await retagUploads()).toEqual([
      { key: shown, was: 'unattached', now: 'attached' },
      { key: seeded, was: 'untagged', now: 'attached' },
    ]);
    expect(objects.get(shown)?.tags).toEqual({ attached: 'true' });
    expect(objects.get(seeded)?.tags).toEqual({ attached: 'true' });
    expect(objects.get(dropped)?.tags).toEqual({ attached: 'true' });
    expect(objects.get(pending)?.tags).toEqual({ attached: 'false' });
    expect(objects.get(variantKey(shown, '640.webp'))?.tags).toBeUndefined();
    // Each upload's owners are read strongly: a save just committed counts.
    expect(ddb.commandCalls(GetCommand).every((one) => one.args[0].input.ConsistentRead)).toBe(true);
    // Run again, it finds nothing to change.
    expect(await retagUploads()).toEqual([]);
  });

  it('with releaseUnowned also tags an upload nothing shows unattached, so it expires', async () => {
    expect(await retagUploads({ releaseUnowned: true })).toEqual([
      { key: shown, was: 'unattached', now: 'attached' },
      { key: seeded, was: 'untagged', now: 'attached' },
      { key: dropped, was: 'attached', now: 'unattached' },
    ]);
    expect(objects.get(dropped)?.tags).toEqual({ attached: 'false' });
    expect(objects.get(pending)?.tags).toEqual({ attached: 'false' });
  });

  it('tags back an upload a save showed while it was being released', async () => {
    ddb
      .on(GetCommand, { Key: { PK: `PHOTO#${dropped}`, SK: 'OWNERS' } })
      .resolvesOnce({})
      .resolves({ Item: { owners: new Set(['BLOG#b1']) } });
    const fixes = await retagUploads({ releaseUnowned: true });
    expect(fixes.map((fix) => fix.key)).toEqual([shown, seeded]);
    expect(objects.get(dropped)?.tags).toEqual({ attached: 'true' });
  });
});

const postInput = {
  title: 'Walking in winter',
  date: '2026-01-15',
  author: 'Asha',
  tags: 'Care',
  content: '<p>Hi</p>',
  image: key,
};

const storedProduct = storedRopeLeash({ photos: [{ image: key, imageInfo, alt: 'A leash' }], version: 3 });
