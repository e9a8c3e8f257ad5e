import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as variantHandler } from '../../functions/image-variants.ts';
import { handleUploadRecord } from '../../functions/lib/uploads/image-processing.ts';
import { makeVariants } from '../../functions/lib/uploads/image-variants.ts';
import { uploadedImageInfo } from '../../functions/lib/uploads/uploads.ts';
import {
  allVariantNames,
  specPathKey,
  squaresFor,
  variantCacheControl,
  variantKey,
  widthsFor,
} from '../../functions/lib/uploads/variant-keys.ts';
import { variantBase } from '../../shared/uploads-bucket.ts';
import { messages } from '../../shared/validation.ts';
import { conditionFailed, ddb } from './support/aws-mocks.ts';
import { objects } from './support/fake-s3.ts';
import { exifHasGps, phonePhoto } from './support/phone-photo.ts';

/** A photo as a phone takes it: held sideways (EXIF Orientation 6), with GPS and camera tags. */
const sidewaysPhoto = () => phonePhoto({ width: 1600, height: 1200, orientation: 6, quality: 90 });

// No item owns the uploads below unless a test says so (the function reads the owners once
// the manifest is written, docs/decisions/058).
beforeEach(() => {
  ddb.on(GetCommand).resolves({});
});

describe('making variants', { timeout: 30_000 }, () => {
  it('turns a sideways phone photo upright and writes no metadata at all (EXIF, GPS, XMP, ICC) into any variant', async () => {
    const original = await sidewaysPhoto();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 1600, height: 1200, orientation: 6 });
    expect(before.exif?.toString('latin1')).toContain('Pawphone');
    expect(exifHasGps(before.exif)).toBe(true);

    const { info, files } = await makeVariants(original);
    // Stored 1600x1200 sideways: shown 1200 wide and 1600 high.
    expect(info).toMatchObject({ width: 1200, height: 1600, formats: ['avif', 'webp'] });
    expect(info.widths).toEqual([160, 320, 640, 960, 1200]);
    expect(info.squares).toEqual([160, 320, 640, 960]);
    expect(info.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(files.map((file) => file.name).sort()).toEqual(
      ['160', '320', '640', '960', '1200', 'square-160', 'square-320', 'square-640', 'square-960']
        .flatMap((w) => [`${w}.avif`, `${w}.webp`])
        .concat('og.jpg')
        .sort(),
    );
    for (const file of files) {
      const read = await sharp(file.body).metadata();
      expect(read.exif, file.name).toBeUndefined();
      expect(read.xmp, file.name).toBeUndefined();
      expect(read.iptc, file.name).toBeUndefined();
      expect(read.icc, file.name).toBeUndefined();
      expect(read.orientation ?? 1, file.name).toBe(1);
      // No trace of the camera in the bytes either.
      expect(Buffer.from(file.body).toString('latin1'), file.name).not.toContain('Pawphone');
      if (file.name === 'og.jpg') expect([read.width, read.height]).toEqual([1200, 630]);
      else if (file.name.startsWith('square-')) {
        const side = Number(file.name.slice('square-'.length).split('.')[0]);
        expect([read.width, read.height], file.name).toEqual([side, side]);
      } else {
        const width = Number(file.name.split('.')[0]);
        // Upright: taller than wide, as the photo was taken.
        expect([read.width, read.height], file.name).toEqual([width, Math.round((width * 1600) / 1200)]);
        expect(read.format, file.name).toBe(file.name.endsWith('.avif') ? 'heif' : 'webp');
      }
    }
  });

  it('never makes a variant wider than the original', async () => {
    expect(widthsFor(4032)).toEqual([160, 320, 640, 960, 1280, 1920]);
    expect(widthsFor(1920)).toEqual([160, 320, 640, 960, 1280, 1920]);
    expect(widthsFor(700)).toEqual([160, 320, 640, 700]);
    expect(widthsFor(200)).toEqual([160, 200]);
    expect(widthsFor(120)).toEqual([120]);
    // Squares: never larger than the shorter side either.
    expect(squaresFor(1920)).toEqual([160, 320, 640, 960]);
    expect(squaresFor(700)).toEqual([160, 320, 640, 700]);
    expect(squaresFor(100)).toEqual([100]);
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { info, files } = await makeVariants(small);
    expect(info).toMatchObject({ width: 200, height: 100, widths: [160, 200], squares: [100] });
    // The dominant colour, within sharp's histogram bins (8 levels a channel).
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(info.colour.slice(at, at + 2), 16));
    for (const [got, want] of [
      [r, 0x33],
      [g, 0x66],
      [b, 0x99],
    ])
      expect(Math.abs(got - want)).toBeLessThanOrEqual(8);
    for (const file of files.filter((f) => f.name !== 'og.jpg'))
      expect((await sharp(file.body).metadata()).width, file.name).toBe(
        Number(/(\d+)\.\w+$/.exec(file.name)?.[1]),
      );
  });

  it('keeps an animated GIF animated (animated WebP at each width, no AVIF)', async () => {
    const frames = await Promise.all(
      ['#aa3300', '#33aa00', '#0033aa'].map((background) =>
        sharp({ create: { width: 400, height: 300, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0, delay: 100 })
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
    const { info, files } = await makeVariants(gif);
    expect(info).toMatchObject({
      width: 400,
      height: 300,
      widths: [160, 320, 400],
      formats: ['webp'],
      animated: true,
    });
    // No animated squares: cards crop the animated WebP instead.
    expect(info.squares).toBeUndefined();
    const webp = files.find((file) => file.name === '320.webp');
    expect(await sharp(webp?.body, { animated: true }).metadata()).toMatchObject({
      pages: 3,
      width: 320,
    });
  });

  it('refuses bytes that are no image, and a truncated photo', async () => {
    await expect(makeVariants(new TextEncoder().encode('<html>hi</html>'))).rejects.toMatchObject({
      refusal: 'imageType',
    });
    const photo = await sidewaysPhoto();
    await expect(makeVariants(photo.subarray(0, Math.floor(photo.length / 2)))).rejects.toMatchObject({
      refusal: 'imageUnreadable',
    });
  });
});

describe('the variant function', { timeout: 30_000 }, () => {
  const key = 'uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV.jpg';
  const s3Event = (eventName: string, objectKey = key) => ({
    Records: [{ eventName, s3: { bucket: { name: 'pawcraft-uploads-local' }, object: { key: objectKey } } }],
  });

  it('stores each variant under public/ with a year-long immutable Cache-Control, the manifest last', async () => {
    objects.set(key, { body: await sidewaysPhoto(), contentType: 'image/jpeg' });
    await variantHandler(s3Event('ObjectCreated:Post') as never);
    const manifest = JSON.parse(
      Buffer.from(objects.get(variantKey(key, 'image.json'))?.body ?? []).toString(),
    );
    expect(manifest).toMatchObject({
      base: 'uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV',
      width: 1200,
      height: 1600,
    });
    const webp = objects.get('public/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/640.webp');
    expect(webp).toMatchObject({ contentType: 'image/webp', cacheControl: variantCacheControl });
    expect(objects.get('public/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/og.jpg')?.contentType).toBe(
      'image/jpeg',
    );
    // The original stays where it was, private (CloudFront reads public/ only); at its path
    // under public/ (the spec's client's `{host}/{image}`) lies a copy of the widest WebP up to
    // 1280 px: this 1200 px photo's own width, metadata-free like every variant.
    expect(objects.has(key)).toBe(true);
    expect([...objects.keys()].filter((k) => k.startsWith('public/') && k.includes('.jpg'))).toEqual([
      'public/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/og.jpg',
      'public/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV.jpg',
    ]);
    const atSpecPath = objects.get('public/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV.jpg');
    expect(atSpecPath).toMatchObject({ contentType: 'image/webp', cacheControl: variantCacheControl });
    expect(atSpecPath?.body).toEqual(
      objects.get('public/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/1200.webp')?.body,
    );
    const shown = await sharp(atSpecPath?.body).metadata();
    expect(shown).toMatchObject({ format: 'webp', width: 1200 });
    expect(shown.exif).toBeUndefined();
  });

  it('deletes an unusable upload and records why; ignores its own variants; removes variants with their original', async () => {
    objects.set(key, { body: new TextEncoder().encode('<svg onload=alert(1)>'), contentType: 'image/jpeg' });
    await handleUploadRecord('ObjectCreated:Post', key);
    expect(objects.has(key)).toBe(false);
    expect(
      JSON.parse(Buffer.from(objects.get(variantKey(key, 'image.json'))?.body ?? []).toString()),
    ).toEqual({
      error: 'imageType',
    });

    objects.clear();
    await handleUploadRecord('ObjectCreated:Put', 'public/uploads/2026/11/x/640.webp');
    expect(objects.size).toBe(0);

    for (const name of allVariantNames())
      objects.set(variantKey(key, name), { body: new Uint8Array(1), contentType: 'x' });
    // A 700 px wide image has variants at its own width too, which the manifest names.
    const manifest = {
      base: variantBase(key),
      width: 700,
      height: 900,
      colour: '#000000',
      formats: ['avif', 'webp'],
    };
    objects.set(variantKey(key, 'image.json'), {
      body: Buffer.from(
        JSON.stringify({ ...manifest, widths: [160, 320, 640, 700], squares: [160, 320, 640, 700] }),
      ),
      contentType: 'application/json',
    });
    for (const name of ['700.avif', '700.webp', 'square-700.avif', 'square-700.webp'])
      objects.set(variantKey(key, name), { body: new Uint8Array(1), contentType: 'x' });
    objects.set(specPathKey(key), { body: new Uint8Array(1), contentType: 'image/webp' });
    objects.set('public/uploads/2026/11/other/640.webp', {
      body: new Uint8Array(1),
      contentType: 'image/webp',
    });
    await variantHandler(s3Event('LifecycleExpiration:Delete') as never);
    expect([...objects.keys()]).toEqual(['public/uploads/2026/11/other/640.webp']);

    // A refused upload's note stays when the original goes: a save naming it still learns why.
    objects.set(variantKey(key, 'image.json'), {
      body: Buffer.from('{"error":"imageType"}'),
      contentType: 'x',
    });
    await variantHandler(s3Event('ObjectRemoved:Delete') as never);
    expect(objects.has(variantKey(key, 'image.json'))).toBe(true);
  });
});

describe('a blog naming an upload', { timeout: 30_000 }, () => {
  const key = 'uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV.jpg';

  it('gets the info of an image whose variants are made, from their manifest', async () => {
    const { putUploadedImage } = await import('../../functions/lib/uploads/uploads.ts');
    await putUploadedImage(key, await sidewaysPhoto(), 'image/jpeg');
    await handleUploadRecord('ObjectCreated:Put', key);
    expect(await uploadedImageInfo(key)).toMatchObject({
      width: 1200,
      height: 1600,
      widths: [160, 320, 640, 960, 1200],
    });
  });

  it('is refused with the reason when the variant function refused the file, and 409 at once while it is still processing', async () => {
    const photo = await sidewaysPhoto();
    const { putUploadedImage } = await import('../../functions/lib/uploads/uploads.ts');
    await putUploadedImage(key, photo.subarray(0, photo.length / 2), 'image/jpeg');
    await handleUploadRecord('ObjectCreated:Put', key);
    await expect(uploadedImageInfo(key)).rejects.toMatchObject({
      name: 'InvalidInput',
      message: messages.imageUnreadable,
    });
    expect(objects.has(key)).toBe(false);

    // Still processing (the variant function has not run): a 409 at once, after one read of
    // the manifest, never a wait (docs/decisions/058).
    await putUploadedImage(key, photo, 'image/jpeg');
    objects.delete(variantKey(key, 'image.json'));
    const started = performance.now();
    await expect(uploadedImageInfo(key)).rejects.toMatchObject({
      name: 'Conflict',
      message: messages.imageProcessing,
    });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('filling in the image facts of the posts that show an upload (docs/decisions/058)', {
  timeout: 30_000,
}, () => {
  const key = 'uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV.png';
  const post = (id: string, fields: Record<string, unknown> = {}) => ({
    PK: 'BLOG',
    SK: `2026-11-20#${id}`,
    GSI1PK: id,
    id,
    image: key,
    version: 3,
    ...fields,
  });
  const storeUpload = async () =>
    objects.set(key, {
      body: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#804020' } })
        .png()
        .toBuffer(),
      contentType: 'image/png',
    });
  const manifest = () =>
    JSON.parse(Buffer.from(objects.get(variantKey(key, 'image.json'))?.body ?? []).toString());
  const owners = (...names: string[]) => ddb.on(GetCommand).resolves({ Item: { owners: new Set(names) } });
  const postById = (id: string) =>
    ddb.on(QueryCommand, { IndexName: 'GSI1', ExpressionAttributeValues: { ':id': id } });
  const fills = () => ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);

  it('fills only posts that still name the key and have no facts, on that condition, once the manifest is written', async () => {
    await storeUpload();
    owners('BLOG#p1', 'PRODUCT#12', 'CATEGORY#c1', 'BLOG#p2', 'BLOG#p3');
    postById('p1').resolves({ Items: [post('p1')] });
    postById('p2').resolves({ Items: [post('p2', { image: 'uploads/2026/11/other.png' })] });
    postById('p3').resolves({ Items: [post('p3', { imageInfo: { width: 1 } })] });
    ddb.on(UpdateCommand).resolves({});
    await handleUploadRecord('ObjectCreated:Post', key);

    expect(ddb.commandCalls(GetCommand)[0].args[0].input).toEqual({
      TableName: 'test-table',
      Key: { PK: `PHOTO#${key}`, SK: 'OWNERS' },
      ConsistentRead: true,
    });
    // Products and categories are saved only with their facts: never looked up.
    const looked = ddb
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input.ExpressionAttributeValues?.[':id']);
    expect(looked.sort()).toEqual(['p1', 'p2', 'p3']);
    expect(fills()).toEqual([
      {
        TableName: 'test-table',
        Key: { PK: 'BLOG', SK: '2026-11-20#p1' },
        UpdateExpression: 'SET imageInfo = :info',
        ConditionExpression: 'attribute_exists(PK) AND #image = :image AND attribute_not_exists(imageInfo)',
        ExpressionAttributeNames: { '#image': 'image' },
        ExpressionAttributeValues: { ':info': manifest(), ':image': key },
      },
    ]);
    expect(manifest()).toMatchObject({ width: 300, height: 200 });
  });

  it("reads a refused upload's owners never, and a post that moved or was filled meanwhile again, without a second write", async () => {
    objects.set(key, { body: new TextEncoder().encode('not an image'), contentType: 'image/png' });
    await handleUploadRecord('ObjectCreated:Post', key);
    expect(ddb.commandCalls(GetCommand)).toEqual([]);

    await storeUpload();
    owners('BLOG#p1');
    // A save got in between the index read and the write: its commit stored the facts itself.
    postById('p1')
      .resolvesOnce({ Items: [post('p1')] })
      .resolves({ Items: [post('p1', { imageInfo: { width: 300 } })] });
    ddb.on(UpdateCommand).rejects(conditionFailed());
    await handleUploadRecord('ObjectCreated:Post', key);
    expect(fills()).toHaveLength(1);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('reads a post its owners name but the index does not show yet again, and fails (for Lambda to retry) if it never shows', async () => {
    await storeUpload();
    owners('BLOG#p1');
    postById('p1')
      .resolvesOnce({ Items: [] })
      .resolves({ Items: [post('p1')] });
    ddb.on(UpdateCommand).resolves({});
    await handleUploadRecord('ObjectCreated:Post', key);
    expect(fills()).toHaveLength(1);

    ddb.resetHistory();
    postById('p1').resolves({ Items: [] });
    await expect(handleUploadRecord('ObjectCreated:Post', key)).rejects.toThrow(/Post p1 owns/);
    expect(fills()).toHaveLength(0);
  });
});
