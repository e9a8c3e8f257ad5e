import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  PutObjectTaggingCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach } from 'vitest';

/**
 * S3 for the unit tests: the Lambdas' S3 client (functions/lib/uploads/s3-objects.ts) is
 * mocked with aws-sdk-client-mock and answers from this in-memory bucket as S3 does
 * (HeadObject, ranged GetObject, PutObject, CopyObject, DeleteObject, Put/GetObjectTagging, and
 * ListObjectsV2 in one page).
 * Tests put objects in, and read back what the code stored, the tags it set and the commands
 * it sent (`s3.commandCalls(...)`, `s3.calls()`).
 */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
  tags?: Record<string, string>;
  cacheControl?: string;
}

export const objects = new Map<string, StoredObject>();
/**
 * Called after each object is created, as S3 notifies the variant function (asynchronously:
 * the request has been answered by then). Tests set it; cleared after each test.
 */
export const notifications: { onCreated?: (key: string) => void } = {};

export const s3 = mockClient(S3Client);
// The client's credential chain reads these first (the presigned POST signs with them).
process.env.AWS_ACCESS_KEY_ID ??= 'test';
process.env.AWS_SECRET_ACCESS_KEY ??= 'test';

/**
 * An error as the SDK throws it (the code tests `instanceof`): a missing key is NoSuchKey
 * (GetObject) or NotFound (HeadObject, which has no body to say why), each the client's class;
 * without s3:ListBucket, S3 answers 403 Forbidden instead, for which the client has no class.
 */
export const s3Error = (name: 'NoSuchKey' | 'NotFound' | 'Forbidden' | 'SlowDown', httpStatusCode = 404) => {
  const metadata = { $metadata: { httpStatusCode }, message: name };
  if (name === 'NoSuchKey') return new NoSuchKey(metadata);
  if (name === 'NotFound') return new NotFound(metadata);
  return new S3ServiceException({ ...metadata, name, $fault: httpStatusCode >= 500 ? 'server' : 'client' });
};
const missing = (name: 'NoSuchKey' | 'NotFound') => s3Error(name);

const created = (key: string) => {
  const { onCreated } = notifications;
  if (onCreated) setTimeout(() => onCreated(key), 0);
};

const toBytes = (body: unknown): Uint8Array =>
  typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body as Uint8Array);

function answerS3(): void {
  s3.on(HeadObjectCommand).callsFake(async ({ Key }) => {
    const object = objects.get(Key);
    if (!object) throw missing('NotFound');
    return { ContentLength: object.body.length, ContentType: object.contentType };
  });
  s3.on(GetObjectCommand).callsFake(async ({ Key, Range }) => {
    const object = objects.get(Key);
    if (!object) throw missing('NoSuchKey');
    const range = /^bytes=(\d+)-(\d+)$/.exec(Range ?? '');
    const bytes = range ? object.body.slice(Number(range[1]), Number(range[2]) + 1) : object.body.slice();
    return {
      ContentType: object.contentType,
      ContentLength: bytes.length,
      Body: { transformToByteArray: async () => bytes },
    };
  });
  s3.on(PutObjectCommand).callsFake(async ({ Key, Body, ContentType, CacheControl }) => {
    objects.set(Key, {
      body: toBytes(Body),
      contentType: ContentType ?? 'binary/octet-stream',
      ...(CacheControl && { cacheControl: CacheControl }),
    });
    created(Key);
    return {};
  });
  s3.on(CopyObjectCommand).callsFake(async ({ Key, CopySource, ContentType }) => {
    const source = objects.get(decodeURIComponent(String(CopySource).replace(/^\/?[^/]+\//, '')));
    if (!source) throw missing('NoSuchKey');
    objects.set(Key, { ...source, contentType: ContentType ?? source.contentType });
    created(Key);
    return {};
  });
  s3.on(DeleteObjectCommand).callsFake(async ({ Key }) => {
    objects.delete(Key);
    return {};
  });
  s3.on(PutObjectTaggingCommand).callsFake(async ({ Key, Tagging }) => {
    const object = objects.get(Key);
    if (!object) throw missing('NoSuchKey');
    object.tags = Object.fromEntries(
      (Tagging?.TagSet ?? []).map((tag: { Key?: string; Value?: string }) => [tag.Key, tag.Value]),
    );
    return {};
  });
  s3.on(GetObjectTaggingCommand).callsFake(async ({ Key }) => {
    const object = objects.get(Key);
    if (!object) throw missing('NoSuchKey');
    return { TagSet: Object.entries(object.tags ?? {}).map(([tag, value]) => ({ Key: tag, Value: value })) };
  });
  s3.on(ListObjectsV2Command).callsFake(async ({ Prefix = '' }) => ({
    Contents: [...objects.keys()]
      .filter((key) => key.startsWith(Prefix))
      .sort()
      .map((key) => ({ Key: key })),
    IsTruncated: false,
  }));
}
answerS3();

afterEach(() => {
  notifications.onCreated = undefined;
  objects.clear();
  s3.reset();
  answerS3();
});
