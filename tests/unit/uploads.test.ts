import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { detectImageType } from '../../functions/lib/image-types.ts';
import {
  checkUploadedImage,
  newUploadKey,
  storeImageFile,
  unattachedTagging,
} from '../../functions/lib/uploads.ts';
import { handler as uploadHandler } from '../../functions/upload-create.ts';
import { maxImageBytes, messages } from '../../shared/validation.ts';
import { awsError, s3 } from './support/aws-mocks.ts';
import { csrfHeaders } from './support/csrf.ts';
import { s3Body as bodyOf, imageBytes, riffWave } from './support/image-bytes.ts';
import { call } from './support/lambda-events.ts';

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };

describe('magic bytes', () => {
  it('recognise JPEG, PNG, GIF and WebP, and nothing else', () => {
    expect(detectImageType(imageBytes.jpeg)).toBe('image/jpeg');
    expect(detectImageType(imageBytes.png)).toBe('image/png');
    expect(detectImageType(imageBytes.gif)).toBe('image/gif');
    expect(detectImageType(imageBytes.webp)).toBe('image/webp');
    expect(detectImageType(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(
      detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(detectImageType(riffWave)).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('POST /api/uploads', () => {
  it('returns a presigned POST whose policy pins the size range, the exact type and the key', async () => {
    process.env.AWS_ACCESS_KEY_ID = 'test';
    process.env.AWS_SECRET_ACCESS_KEY = 'test';
    const result = await call(uploadHandler, {
      method: 'POST',
      body: { contentType: 'image/png', size: 2048 },
      admin,
      headers: csrfHeaders(admin.sessionId),
    });
    expect(result.status).toBe(200);
    const ticket = result.body as {
      url: string;
      fields: Record<string, string>;
      key: string;
      maxBytes: number;
    };
    expect(ticket.key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9A-HJKMNP-TV-Z]{26}\.png$/);
    expect(ticket.maxBytes).toBe(maxImageBytes);
    expect(ticket.url).toContain('test-uploads');
    expect(ticket.fields).toMatchObject({
      key: ticket.key,
      'Content-Type': 'image/png',
      tagging: unattachedTagging,
    });
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy, 'base64').toString('utf8'));
    expect(new Date(policy.expiration).getTime()).toBeGreaterThan(Date.now());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, maxImageBytes],
        ['eq', '$Content-Type', 'image/png'],
        { bucket: 'test-uploads' },
        { key: ticket.key },
        // Every upload starts unattached: the lifecycle rule expires it unless a blog keeps it.
        { tagging: unattachedTagging },
      ]),
    );
  });

  it('answers 400 for another type or a size over 5 MB', async () => {
    const request = { method: 'POST', admin, headers: csrfHeaders(admin.sessionId) };
    expect(
      await call(uploadHandler, { ...request, body: { contentType: 'image/svg+xml', size: 10 } }),
    ).toMatchObject({
      status: 400,
      body: { message: messages.imageType },
    });
    expect(
      await call(uploadHandler, { ...request, body: { contentType: 'image/png', size: maxImageBytes + 1 } }),
    ).toMatchObject({
      status: 400,
      body: { message: messages.imageSize },
    });
  });

  it('makes keys uploads/<yyyy>/<mm>/<ulid>.<ext>', () => {
    expect(newUploadKey('image/jpeg', new Date('2026-03-09T10:00:00Z'))).toMatch(
      /^uploads\/2026\/03\/[0-9A-Z]{26}\.jpg$/,
    );
  });
});

describe('checking an uploaded image', () => {
  const key = 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FAV.png';

  it('accepts an existing object of at most 5 MB that really is an image, reading only its first bytes', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 1000, ContentType: 'image/png' });
    s3.on(GetObjectCommand).resolves({ Body: bodyOf(imageBytes.png) });
    await expect(checkUploadedImage(key)).resolves.toBeUndefined();
    expect(s3.commandCalls(GetObjectCommand)[0].args[0].input).toMatchObject({
      Key: key,
      Range: 'bytes=0-11',
    });
  });

  it('refuses image bytes stored with another Content-Type, or under another extension (imageType)', async () => {
    s3.on(GetObjectCommand).resolves({ Body: bodyOf(imageBytes.png) });
    s3.on(HeadObjectCommand).resolves({ ContentLength: 1000, ContentType: 'text/html' });
    await expect(checkUploadedImage(key)).rejects.toMatchObject({ status: 400, message: messages.imageType });
    s3.on(HeadObjectCommand).resolves({ ContentLength: 1000, ContentType: 'image/png' });
    const gifKey = key.replace(/\.png$/, '.gif');
    await expect(checkUploadedImage(gifKey)).rejects.toMatchObject({
      status: 400,
      message: messages.imageType,
    });
  });

  it('refuses keys outside uploads/ and missing objects (imageKey)', async () => {
    for (const bad of [
      'images/x.png',
      'uploads/../secret.png',
      '/uploads/x.png',
      'uploads/x',
      'uploads/x.html',
    ]) {
      await expect(checkUploadedImage(bad), bad).rejects.toMatchObject({
        status: 400,
        message: messages.imageKey,
      });
    }
    s3.on(HeadObjectCommand).rejects(awsError('NotFound', { $metadata: { httpStatusCode: 404 } }));
    await expect(checkUploadedImage(key)).rejects.toMatchObject({ status: 400, message: messages.imageKey });
    // Without s3:ListBucket, real S3 answers a missing key with 403.
    s3.on(HeadObjectCommand).rejects(awsError('Forbidden', { $metadata: { httpStatusCode: 403 } }));
    await expect(checkUploadedImage(key)).rejects.toMatchObject({ status: 400, message: messages.imageKey });
  });

  it('refuses an object over 5 MB (imageSize) and one that is not an image (imageType)', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: maxImageBytes + 1 });
    await expect(checkUploadedImage(key)).rejects.toMatchObject({ status: 400, message: messages.imageSize });
    s3.on(HeadObjectCommand).resolves({ ContentLength: 100 });
    s3.on(GetObjectCommand).resolves({ Body: bodyOf(new TextEncoder().encode('<!doctype html><p>hi')) });
    await expect(checkUploadedImage(key)).rejects.toMatchObject({ status: 400, message: messages.imageType });
  });

  it('stores a multipart file only after the same checks, under a new key', async () => {
    s3.on(PutObjectCommand).resolves({});
    const stored = await storeImageFile(imageBytes.gif);
    expect(stored).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9A-Z]{26}\.gif$/);
    expect(s3.commandCalls(PutObjectCommand)[0].args[0].input).toMatchObject({
      Key: stored,
      ContentType: 'image/gif',
    });
    await expect(storeImageFile(new TextEncoder().encode('not an image'))).rejects.toMatchObject({
      message: messages.imageType,
    });
    await expect(storeImageFile(new Uint8Array(maxImageBytes + 1))).rejects.toMatchObject({
      message: messages.imageSize,
    });
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(1);
  });
});
