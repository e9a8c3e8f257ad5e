import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../functions/lib/http/http-error.ts';
import { multipartForm } from '../../functions/lib/http/multipart-form.ts';
import { maxImageBytes } from '../../shared/validation.ts';

const boundary = '----form7MA4YWxkTrZu0gW';
const field = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, filename: string, bytes: Buffer, type = 'image/png') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
const end = `--${boundary}--\r\n`;

const parse = (body: Buffer | string, contentType = `multipart/form-data; boundary=${boundary}`) =>
  multipartForm({
    event: {
      headers: { 'content-type': contentType },
      body: Buffer.from(body).toString('base64'),
      isBase64Encoded: true,
    } as unknown as APIGatewayProxyEventV2,
  });

const rejection = async (body: Buffer | string, contentType?: string) => {
  const error = await parse(body, contentType).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('the multipart blog form', () => {
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x0d, 0x0a, 0x2d, 0x2d]);

  it('reads text fields (UTF-8) and one file byte for byte, CRLFs and dashes inside it included', async () => {
    const body = Buffer.concat([
      Buffer.from(`preamble\r\n${field('title', 'Harnesses – सही')}${field('content', '<p>a\r\nb</p>')}`),
      file('image', 'a.png', bytes),
      Buffer.from(end),
    ]);
    const { fields, files } = await parse(body);
    expect(fields).toEqual({ title: 'Harnesses – सही', content: '<p>a\r\nb</p>' });
    expect(files.image).toMatchObject({ filename: 'a.png', mimetype: 'image/png' });
    expect(Buffer.compare(files.image.content, bytes)).toBe(0);
  });

  it('takes a quoted boundary and skips a file input left empty', async () => {
    const body = Buffer.concat([
      Buffer.from(field('title', 'T')),
      file('image', '', Buffer.alloc(0)),
      Buffer.from(end),
    ]);
    const { fields, files } = await parse(body, `multipart/form-data; boundary="${boundary}"`);
    expect(fields).toEqual({ title: 'T' });
    expect(files).toEqual({});
  });

  it('answers 400 for a form without a boundary, without its closing line, or with a nameless part', async () => {
    expect((await rejection(field('title', 'T') + end, 'multipart/form-data')).status).toBe(400);
    expect((await rejection(field('title', 'T'))).status).toBe(400);
    expect(
      (await rejection(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n${end}`)).status,
    ).toBe(400);
    expect((await rejection(`--${boundary}\r\nno blank line\r\n${end}`)).status).toBe(400);
  });

  it('answers 400 for a second file and for too many parts', async () => {
    const twoFiles = Buffer.concat([
      file('image', 'a.png', bytes),
      file('other', 'b.png', bytes),
      Buffer.from(end),
    ]);
    expect((await rejection(twoFiles)).status).toBe(400);
    const manyParts = Array.from({ length: 21 }, (_, i) => field(`f${i}`, 'x')).join('') + end;
    expect((await rejection(manyParts)).status).toBe(400);
  });

  it('answers 413 for a file larger than an image may be', async () => {
    const big = Buffer.concat([file('image', 'big.png', Buffer.alloc(maxImageBytes + 1)), Buffer.from(end)]);
    expect((await rejection(big)).status).toBe(413);
  });
});
