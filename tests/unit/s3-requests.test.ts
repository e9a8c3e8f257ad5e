import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { busyMessage, errorResponse } from '../../functions/lib/http/error-response.ts';
import {
  getObjectRange,
  headObject,
  policySignature,
  presignedPost,
  putObject,
  putObjectTagging,
  S3Error,
  signRequest,
} from '../../functions/lib/uploads/s3-requests.ts';
import { objects, requests, s3Fetch } from './support/fake-s3.ts';

/**
 * The S3 requests the Lambdas sign themselves. s3rver checks no signature and no POST
 * policy, so the signing is pinned here against AWS's own published examples: the
 * "Example: Browser-Based Upload using HTTP POST (Using AWS Signature Version 4)" and the
 * header-signed requests of "Examples: Signature Calculations in AWS Signature Version 4"
 * (AmazonS3/latest/API/sig-v4-header-based-auth.html), whose credentials these are.
 */
const example = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
process.env.AWS_ACCESS_KEY_ID = example.accessKeyId;
process.env.AWS_SECRET_ACCESS_KEY = example.secretAccessKey;
process.env.AWS_REGION = 'us-east-1';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const signatureOf = (headers: Record<string, string>) =>
  /Signature=([0-9a-f]{64})$/.exec(headers.authorization)?.[1];
const signedHeadersOf = (authorization: string | null) =>
  /SignedHeaders=([^,]+)/.exec(authorization ?? '')?.[1];

describe('the POST policy signature', () => {
  it('is the one AWS publishes for its example policy', () => {
    // The example's policy, base64 (the string to sign), as the page gives it.
    const examplePolicy = [
      'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2',
      'NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMt',
      'cmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29t',
      'L3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4',
      'LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0s',
      'DQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZP',
      'RE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1B',
      'Qy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9',
    ].join('');
    expect(policySignature(examplePolicy, example.secretAccessKey, '20151229', 'us-east-1')).toBe(
      '8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
    );
  });
});

describe('a presigned POST', () => {
  it('signs its policy, which pins every field, with the credential scope its fields name', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T02:39:34.512Z') });
    const { url, fields } = await presignedPost('test-uploads', 'uploads/a.png', {
      fields: { 'Content-Type': 'image/png', tagging: '<Tagging><TagSet/></Tagging>' },
      conditions: [['content-length-range', 1, 100]],
      expiresSeconds: 300,
    });
    vi.useRealTimers();
    expect(url).toBe('https://test-uploads.s3.us-east-1.amazonaws.com/');
    // The names and order of @aws-sdk/s3-presigned-post, which the browser sends back as they are.
    expect(Object.keys(fields)).toEqual([
      'Content-Type',
      'tagging',
      'bucket',
      'X-Amz-Algorithm',
      'X-Amz-Credential',
      'X-Amz-Date',
      'key',
      'Policy',
      'X-Amz-Signature',
    ]);
    expect(fields).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `${example.accessKeyId}/20261122/us-east-1/s3/aws4_request`,
      'X-Amz-Date': '20261122T023934Z',
      key: 'uploads/a.png',
    });
    expect(JSON.parse(Buffer.from(fields.Policy, 'base64').toString('utf8'))).toEqual({
      expiration: '2026-11-22T02:44:34Z',
      conditions: [
        ['content-length-range', 1, 100],
        { 'Content-Type': 'image/png' },
        { tagging: '<Tagging><TagSet/></Tagging>' },
        { bucket: 'test-uploads' },
        { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
        { 'X-Amz-Credential': fields['X-Amz-Credential'] },
        { 'X-Amz-Date': '20261122T023934Z' },
        { key: 'uploads/a.png' },
      ],
    });
    expect(fields['X-Amz-Signature']).toBe(
      policySignature(fields.Policy, example.secretAccessKey, '20261122', 'us-east-1'),
    );
  });

  it('carries the session token, which Lambda credentials always have, as a field and a condition', async () => {
    vi.resetModules();
    vi.stubEnv('AWS_SESSION_TOKEN', 'the-session-token');
    const fresh = await import('../../functions/lib/uploads/s3-requests.ts');
    const { fields } = await fresh.presignedPost('test-uploads', 'uploads/a.png', {
      fields: {},
      conditions: [],
      expiresSeconds: 300,
    });
    vi.unstubAllEnvs();
    expect(fields['X-Amz-Security-Token']).toBe('the-session-token');
    const policy = JSON.parse(Buffer.from(fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual({ 'X-Amz-Security-Token': 'the-session-token' });
  });

  it('posts path-style to the local endpoint, with its dummy credentials', async () => {
    vi.resetModules();
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4568');
    const fresh = await import('../../functions/lib/uploads/s3-requests.ts');
    const { url, fields } = await fresh.presignedPost('test-uploads', 'uploads/a.png', {
      fields: {},
      conditions: [],
      expiresSeconds: 300,
    });
    vi.unstubAllEnvs();
    expect(url).toBe('http://127.0.0.1:4568/test-uploads');
    expect(fields['X-Amz-Credential']).toMatch(/^local\//);
  });
});

describe('request signing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2013-05-24T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives AWS’s signature for its GET Object example (a Range header)', async () => {
    const headers = await signRequest('GET', new URL('https://examplebucket.s3.amazonaws.com/test.txt'), {
      range: 'bytes=0-9',
    });
    expect(headers).toMatchObject({
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': sha256(''),
    });
    expect(signedHeadersOf(headers.authorization)).toBe('host;range;x-amz-content-sha256;x-amz-date');
    expect(signatureOf(headers)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('hashes the payload as AWS’s PUT Object example does', async () => {
    // The example also signs a Date header, which SignatureV4 never sends (it sets x-amz-date),
    // so only its payload hash applies here.
    const headers = await signRequest(
      'PUT',
      new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      { 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      Buffer.from('Welcome to Amazon S3.'),
    );
    expect(headers['x-amz-content-sha256']).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    expect(signedHeadersOf(headers.authorization)).toBe(
      'host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
    );
  });

  it('gives AWS’s signature for its GET Bucket Lifecycle example (a subresource like ?tagging)', async () => {
    const headers = await signRequest('GET', new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'));
    expect(signatureOf(headers)).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });
});

describe('the object requests', () => {
  const key = 'uploads/2026/11/a.png';
  const url = `https://test-uploads.s3.us-east-1.amazonaws.com/${key}`;

  it('HeadObject answers size and type, and nothing for a missing key (404, or 403 without s3:ListBucket)', async () => {
    objects.set(key, { body: new Uint8Array(1234), contentType: 'image/png' });
    expect(await headObject('test-uploads', key)).toEqual({ contentLength: 1234, contentType: 'image/png' });
    expect(await headObject('test-uploads', 'uploads/missing.png')).toBeUndefined();
    s3Fetch.mockResolvedValueOnce(new Response(null, { status: 403 }));
    expect(await headObject('test-uploads', key)).toBeUndefined();
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['HEAD', url],
      ['HEAD', 'https://test-uploads.s3.us-east-1.amazonaws.com/uploads/missing.png'],
    ]);
  });

  it('GetObject asks for the range only, signing it', async () => {
    objects.set(key, { body: Uint8Array.from([1, 2, 3, 4, 5]), contentType: 'image/png' });
    expect(await getObjectRange('test-uploads', key, 0, 2)).toEqual(Uint8Array.from([1, 2, 3]));
    const [request] = requests;
    expect(request.headers.get('range')).toBe('bytes=0-2');
    expect(signedHeadersOf(request.headers.get('authorization'))).toBe(
      'host;range;x-amz-content-sha256;x-amz-date',
    );
  });

  it('PutObject sends the bytes, their type, and their hash as the signed payload', async () => {
    const bytes = Uint8Array.from([9, 8, 7]);
    await putObject('test-uploads', key, bytes, 'image/gif');
    expect(objects.get(key)).toEqual({ body: bytes, contentType: 'image/gif' });
    const [request] = requests;
    expect(request.method).toBe('PUT');
    expect(request.headers.get('x-amz-content-sha256')).toBe(sha256(bytes));
    expect(signedHeadersOf(request.headers.get('authorization'))).toBe(
      'content-type;host;x-amz-content-sha256;x-amz-date',
    );
  });

  it('PutObjectTagging sends the tag set with the Content-MD5 S3 requires', async () => {
    objects.set(key, { body: new Uint8Array(1), contentType: 'image/png' });
    await putObjectTagging('test-uploads', key, { attached: 'true' });
    expect(objects.get(key)?.tags).toEqual({ attached: 'true' });
    const [request] = requests;
    const body = await request.text();
    expect(request.url).toBe(`${url}?tagging`);
    expect(body).toBe(
      '<Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet><Tag><Key>attached</Key><Value>true</Value></Tag></TagSet></Tagging>',
    );
    expect(request.headers.get('content-md5')).toBe(createHash('md5').update(body).digest('base64'));
    expect(signedHeadersOf(request.headers.get('authorization'))).toBe(
      'content-md5;content-type;host;x-amz-content-sha256;x-amz-date',
    );
  });

  it('escapes each key segment once, as SigV4 wants, and refuses dot segments a URL would resolve', async () => {
    await putObject('test-uploads', "uploads/a b$(1)'!*.png", new Uint8Array(1), 'image/png');
    expect(requests[0].url).toBe(
      'https://test-uploads.s3.us-east-1.amazonaws.com/uploads/a%20b%24%281%29%27%21%2A.png',
    );
    await expect(getObjectRange('test-uploads', 'uploads/../x.png', 0, 1)).rejects.toThrow('unusable S3 key');
  });

  it('retries 5xx answers and network errors, and fails at once on 4xx with S3’s error code', async () => {
    objects.set(key, { body: Uint8Array.from([1, 2, 3]), contentType: 'image/png' });
    s3Fetch
      .mockResolvedValueOnce(new Response('<Error><Code>SlowDown</Code></Error>', { status: 503 }))
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await getObjectRange('test-uploads', key, 0, 0)).toEqual(Uint8Array.from([1]));
    expect(s3Fetch).toHaveBeenCalledTimes(3);
    // Each attempt has its own timeout.
    for (const [, init] of s3Fetch.mock.calls) expect(init?.signal).toBeInstanceOf(AbortSignal);

    s3Fetch.mockClear();
    const internalError = () => new Response('<Error><Code>InternalError</Code></Error>', { status: 500 });
    s3Fetch
      .mockResolvedValueOnce(internalError())
      .mockResolvedValueOnce(internalError())
      .mockResolvedValueOnce(internalError());
    const failure = await getObjectRange('test-uploads', key, 0, 0).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 500, message: expect.stringContaining('InternalError') });
    expect(s3Fetch).toHaveBeenCalledTimes(3);
    // Still failing after the retries, S3 is busy for the API, as any AWS service answering 5xx is.
    expect(errorResponse(failure)).toEqual({ status: 503, message: busyMessage });

    s3Fetch.mockClear();
    const missing = await getObjectRange('test-uploads', 'uploads/missing.png', 0, 0).catch(
      (error: unknown) => error,
    );
    expect(missing).toEqual(new S3Error(404, 'S3 GET uploads/missing.png: 404 NoSuchKey'));
    // A 4xx is not busy: it is a bug of ours, a 500.
    expect(errorResponse(missing).status).toBe(500);
    expect(s3Fetch).toHaveBeenCalledTimes(1);
  });
});
