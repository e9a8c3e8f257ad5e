import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  PutObjectTaggingCommand,
  paginateListObjectsV2,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { s3Client, sdkClientLimits } from '../runtime/aws-clients.ts';

/**
 * The objects of the uploads bucket as the Lambdas use them, through `@aws-sdk/client-s3` and
 * `@aws-sdk/s3-presigned-post` (docs/decisions/044): the SDK signs, retries and parses; this
 * file only says what "not there" means and keeps the callers free of command objects.
 */

/**
 * S3 answers a missing key with NotFound (HeadObject, whose answer has no body to say why) or
 * NoSuchKey (the calls that read or change the object), or with 403 when the caller may not
 * list the bucket (the Lambdas may only read their own prefixes; the client has no class for
 * it): all three mean "not there".
 */
export const isMissingObject = (error: unknown): boolean =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 403);

const unlessMissing = <T>(read: Promise<T>): Promise<T | undefined> =>
  read.catch((error: unknown) => {
    if (isMissingObject(error)) return undefined;
    throw error;
  });

/** HeadObject: the object's size and stored type, or undefined when it does not exist. */
export async function headObject(
  bucket: string,
  key: string,
): Promise<{ contentLength: number; contentType?: string } | undefined> {
  const head = await unlessMissing(s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
  return head && { contentLength: head.ContentLength ?? 0, contentType: head.ContentType };
}

/** GetObject of the bytes `first` to `last` (inclusive) only. */
export async function getObjectRange(
  bucket: string,
  key: string,
  first: number,
  last: number,
): Promise<Uint8Array> {
  const object = await s3Client().send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${first}-${last}` }),
  );
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** GetObject of the whole object, with its stored type; undefined when it does not exist. */
export async function getObject(
  bucket: string,
  key: string,
): Promise<{ body: Uint8Array; contentType?: string } | undefined> {
  const object = await unlessMissing(s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key })));
  if (!object) return undefined;
  return {
    body: (await object.Body?.transformToByteArray()) ?? new Uint8Array(),
    contentType: object.ContentType,
  };
}

export async function putObject(
  bucket: string,
  key: string,
  body: Uint8Array,
  contentType: string,
  cacheControl?: string,
): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: cacheControl,
    }),
    // The client's 2 s until S3 answers, and a second more per 2 MB sent (a 25 MB blog image).
    { requestTimeout: sdkClientLimits.requestHandler.requestTimeout + Math.ceil(body.byteLength / 2_000) },
  );
}

/**
 * CopyObject of an object onto itself with its type (REPLACE: S3 refuses a copy that changes
 * nothing). Its tags stay. S3 announces it as a new object (ObjectCreated:Copy): the migration
 * uses that to have variants made again.
 */
export async function copyObjectOntoItself(bucket: string, key: string, contentType: string): Promise<void> {
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: key,
      CopySource: `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
      MetadataDirective: 'REPLACE',
      ContentType: contentType,
    }),
  );
}

/** DeleteObject: S3 answers 204 whether or not the key existed. */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** The tags of an object, by key. */
export async function getObjectTags(bucket: string, key: string): Promise<Record<string, string>> {
  const { TagSet = [] } = await s3Client().send(new GetObjectTaggingCommand({ Bucket: bucket, Key: key }));
  return Object.fromEntries(TagSet.map((tag) => [tag.Key ?? '', tag.Value ?? '']));
}

/** Every key under `prefix`, a page (up to 1,000) at a time. */
export async function* listKeys(bucket: string, prefix: string): AsyncGenerator<string[]> {
  for await (const page of paginateListObjectsV2({ client: s3Client() }, { Bucket: bucket, Prefix: prefix }))
    yield (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
}

/** PutObjectTagging: replaces the object's tags. */
export async function putObjectTagging(
  bucket: string,
  key: string,
  tags: Record<string, string>,
  abortSignal?: AbortSignal,
): Promise<void> {
  await s3Client().send(
    new PutObjectTaggingCommand({
      Bucket: bucket,
      Key: key,
      Tagging: { TagSet: Object.entries(tags).map(([Key, Value]) => ({ Key, Value })) },
    }),
    { abortSignal },
  );
}

/**
 * A presigned POST, for a browser to upload one object straight to the bucket: the URL and
 * the form fields to send before the file. The signed policy pins every given field, the
 * bucket and the key by exact match (the SDK adds each as a condition), plus `conditions`.
 */
export async function presignedPost(
  bucket: string,
  key: string,
  options: {
    fields: Record<string, string>;
    conditions: NonNullable<PresignedPostOptions['Conditions']>;
    expiresSeconds: number;
  },
): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3Client(), {
    Bucket: bucket,
    Key: key,
    Fields: options.fields,
    Conditions: options.conditions,
    Expires: options.expiresSeconds,
  });
}
