import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { detectImageType } from '../../functions/lib/uploads/image-types.ts';
import {
  checkUploadedImage,
  newUploadKey,
  storeImageFile,
  unattachedTagging,
} from '../../functions/lib/uploads/uploads.ts';
import { handler as uploadHandler } from '../../functions/upload-create.ts';
import { maxImageBytes } from '../../shared/upload-rules.ts';
import { messages } from '../../shared/validation.ts';
import { csrfHeaders } from './support/csrf.ts';
import { objects, s3, s3Error } from './support/fake-s3.ts';
import { imageBytes, riffWave } from './support/image-bytes.ts';
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
    expect(ticket.url).toBe('https://test-uploads.s3.ap-south-1.amazonaws.com/');
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
        { 'Content-Type': 'image/png' },
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

  const png = (length = 1000) => {
    const body = new Uint8Array(length);
    body.set(imageBytes.png);
    return body;
  };

  it('accepts an existing object of at most 5 MB that really is an image, reading only its first bytes', async () => {
    objects.set(key, { body: png(), contentType: 'image/png' });
    await expect(checkUploadedImage(key)).resolves.toBeUndefined();
    expect(s3.calls().map((call) => call.args[0].constructor.name)).toEqual([
      'HeadObjectCommand',
      'GetObjectCommand',
    ]);
    expect(s3.commandCalls(GetObjectCommand)[0].args[0].input.Range).toBe('bytes=0-11');
  });

  it('refuses image bytes stored with another Content-Type, or under another extension (imageType)', async () => {
    objects.set(key, { body: png(), contentType: 'text/html' });
    await expect(checkUploadedImage(key)).rejects.toMatchObject({
      name: 'InvalidInput',
      message: messages.imageType,
    });
    const gifKey = key.replace(/\.png$/, '.gif');
    objects.set(gifKey, { body: png(), contentType: 'image/png' });
    await expect(checkUploadedImage(gifKey)).rejects.toMatchObject({
      name: 'InvalidInput',
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
        name: 'InvalidInput',
        message: messages.imageKey,
      });
    }
    // A missing key: 404.
    await expect(checkUploadedImage(key)).rejects.toMatchObject({
      name: 'InvalidInput',
      message: messages.imageKey,
    });
    // Without s3:ListBucket, real S3 answers a missing key with 403.
    s3.on(HeadObjectCommand).rejects(s3Error('Forbidden', 403));
    await expect(checkUploadedImage(key)).rejects.toMatchObject({
      name: 'InvalidInput',
      message: messages.imageKey,
    });
  });

  it('refuses an object over 5 MB (imageSize) and one that is not an image (imageType)', async () => {
    objects.set(key, { body: png(maxImageBytes + 1), contentType: 'image/png' });
    await expect(checkUploadedImage(key)).rejects.toMatchObject({
      name: 'InvalidInput',
      message: messages.imageSize,
    });
    objects.set(key, { body: new TextEncoder().encode('<!doctype html><p>hi'), contentType: 'image/png' });
    await expect(checkUploadedImage(key)).rejects.toMatchObject({
      name: 'InvalidInput',
      message: messages.imageType,
    });
  });

  it('stores a multipart file only after the same checks, under a new key', async () => {
    const stored = await storeImageFile(imageBytes.gif);
    expect(stored).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9A-Z]{26}\.gif$/);
    expect(objects.get(stored)).toEqual({ body: imageBytes.gif, contentType: 'image/gif' });
    await expect(storeImageFile(new TextEncoder().encode('not an image'))).rejects.toMatchObject({
      message: messages.imageType,
    });
    await expect(storeImageFile(new Uint8Array(maxImageBytes + 1))).rejects.toMatchObject({
      message: messages.imageSize,
    });
    expect(s3.calls()).toHaveLength(1);
  });
});
