import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { localS3Client } from '../../local/s3-local.ts';
import type { UploadTicket } from '../../shared/api-types.ts';
import { manifestPath } from '../../shared/uploads-bucket.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

/**
 * Asks for a presigned POST and posts the bytes to it, then waits until the variant function
 * has written the upload's manifest, as the dashboard's browser code does before it lets the
 * photo be saved (docs/decisions/058). `awaitVariants: false` stops right after the upload.
 */
export async function uploadThroughTicket(
  stack: TestStack,
  admin: ApiClient,
  bytes: Buffer,
  contentType = 'image/png',
  { awaitVariants = true } = {},
): Promise<UploadTicket> {
  const ticket = await admin.request<UploadTicket>('POST', '/api/uploads', {
    body: { contentType, size: bytes.length },
  });
  expect(ticket.status, ticket.text).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'cover.png');
  const posted = await fetch(ticket.body.url, { method: 'POST', body: form, headers: { origin: stack.url } });
  expect(posted.status, await posted.clone().text()).toBeLessThan(300);
  // The bucket's CORS rule lets the site's page read the answer.
  expect(posted.headers.get('access-control-allow-origin')).toBeTruthy();
  if (awaitVariants) await manifestServed(stack, ticket.body.key);
  return ticket.body;
}

/**
 * Reads an upload's manifest from the site, as the dashboard does after an upload, until it is
 * there (its variants are made, or it says why the file was refused); fails after 60 s.
 */
export async function manifestServed(stack: TestStack, key: string): Promise<unknown> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${stack.url}${manifestPath(key)}`);
    if (response.ok) return response.json();
    if (Date.now() > deadline) throw new Error(`No manifest for ${key} within 60 s (${response.status})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An upload's `attached` tag: 'true' while something shows it, 'false' once it is left to expire (ADR 012). */
export async function attachedTag(stack: TestStack, key: string): Promise<string | undefined> {
  const { TagSet } = await localS3Client(stack.s3Endpoint).send(
    new GetObjectTaggingCommand({ Bucket: stack.uploadsBucket, Key: key }),
  );
  return TagSet?.find((tag) => tag.Key === 'attached')?.Value;
}
