import { describe, expect, it } from 'vitest';
import { invalidBodyMessage } from '../../functions/lib/http/error-response.ts';
import { adminHandler } from '../../functions/lib/http/http-handler.ts';
import { parseMultipartForm } from '../../functions/lib/http/multipart-form.ts';
import { maxMultipartFormBytes, multipartFormTooLargeMessage } from '../../shared/multipart-form-limit.ts';
import { blogInputSchema } from '../../shared/post-rules.ts';
import { csrfHeaders } from './support/csrf.ts';
import { call } from './support/lambda-events.ts';

/**
 * The blog form (multipart/form-data) as the blog routes take it: the stack's multipart parser (Request.formData())
 * with the stack's limits, the file set apart, then the blog schema. The handler here only
 * answers what it was given, so each case shows what reaches a route.
 */
const echo = adminHandler({ schema: blogInputSchema, acceptsForm: true }, async (request) => ({
  input: request.input,
  isForm: request.isForm,
  files: Object.fromEntries(
    Object.entries(request.files).map(([name, file]) => [
      name,
      { filename: file.filename, mimetype: file.mimetype, base64: file.content.toString('base64') },
    ]),
  ),
}));

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };
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
const blogFields =
  field('title', 'Harnesses – सही') +
  field('date', '2026-02-01') +
  field('author', 'Ravi') +
  field('tags', 'News') +
  field('content', '<p>a\r\nb</p>');

const send = (body: Buffer | string, contentType = `multipart/form-data; boundary=${boundary}`) =>
  call(echo, {
    method: 'POST',
    admin,
    headers: { ...csrfHeaders(admin.sessionId), 'content-type': contentType },
    rawBody: Buffer.from(body).toString('base64'),
    isBase64Encoded: true,
  });

describe('the blog form', () => {
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x0d, 0x0a, 0x2d, 0x2d]);

  it('reads text fields (UTF-8) and one file byte for byte, CRLFs and dashes inside it included', async () => {
    const body = Buffer.concat([
      Buffer.from(`preamble\r\n${blogFields}`),
      file('image', 'a.png', bytes),
      Buffer.from(end),
    ]);
    const result = await send(body);
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({
      input: { title: 'Harnesses – सही', content: '<p>a\r\nb</p>', tags: ['News'] },
      isForm: true,
      files: { image: { filename: 'a.png', mimetype: 'image/png', base64: bytes.toString('base64') } },
    });
  });

  it('takes a quoted boundary and a body that is not base64, and skips a file input left empty', async () => {
    const body = `${blogFields}${file('image', '', Buffer.alloc(0))}${end}`;
    const result = await call(echo, {
      method: 'PUT',
      admin,
      headers: {
        ...csrfHeaders(admin.sessionId),
        'content-type': `multipart/form-data; boundary="${boundary}"`,
      },
      rawBody: body,
    });
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({ input: { title: 'Harnesses – सही', image: '' }, files: {} });
  });

  it('answers 400 for a form without a boundary, without its closing line, or with a part without headers', async () => {
    for (const [body, contentType] of [
      [blogFields + end, 'multipart/form-data'],
      [blogFields, undefined],
      // Headers that never end: busboy waited for more bytes and never finished (ADR 038).
      [`${blogFields}--${boundary}\r\nno blank line\r\n${end}`, undefined],
      // A part without a name: middy's parser would throw outside the handler and end the process.
      [`${blogFields}--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n${end}`, undefined],
      ['', undefined],
      // A file part cut off: busboy failed the file's stream, which middy's parser did not
      // listen to, so the error ended the process (ADR 038).
      [
        `${blogFields}${file('image', 'a.png', Buffer.from('PNG')).toString('latin1').slice(0, -2)}`,
        undefined,
      ],
    ] as const) {
      const result = await send(body, contentType);
      expect(result, JSON.stringify(body.slice(-40))).toMatchObject({
        status: 400,
        body: { message: invalidBodyMessage },
      });
    }
  });

  it('answers 400 for an empty boundary, which delimits no part', async () => {
    const result = await send(blogFields + end, 'multipart/form-data; boundary=');
    expect(result).toMatchObject({ status: 400, body: { message: invalidBodyMessage } });
  });

  it('answers 400 for a second file, a name given as a list, or a name over 100 characters', async () => {
    for (const body of [
      Buffer.concat([
        Buffer.from(blogFields),
        file('image', 'a.png', bytes),
        file('other', 'b.png', bytes),
        Buffer.from(end),
      ]),
      blogFields + field('tags[]', 'a') + field('tags[]', 'b') + end,
      // A name sent plain and then as a list: middy's parser would throw outside the handler.
      Buffer.concat([
        Buffer.from(blogFields + field('tags[]', 'b')),
        file('image', 'a.png', bytes),
        Buffer.from(end),
      ]),
      blogFields + field('x'.repeat(101), 'long name') + end,
    ]) {
      const result = await send(body);
      expect(result).toMatchObject({ status: 400, body: { message: invalidBodyMessage } });
    }
  });

  it('takes a form of 20 parts and answers 400 for one of 21: no blog form has that many', async () => {
    const padding = (count: number) => Array.from({ length: count }, (_, i) => field(`f${i}`, 'x')).join('');
    // blogFields holds 5 parts.
    const twenty = await send(padding(15) + blogFields + end);
    expect(twenty.status, twenty.text).toBe(200);
    const result = await send(padding(16) + blogFields + end);
    expect(result).toMatchObject({ status: 400, body: { message: invalidBodyMessage } });
  });

  it('takes JSON too, and answers 400 for a body of another type (the JSON routes answer 415)', async () => {
    const json = await call(echo, {
      method: 'POST',
      admin,
      headers: csrfHeaders(admin.sessionId),
      body: { title: 'T', date: '2026-02-01', author: 'Ravi', tags: ['News'], content: '<p>x</p>' },
    });
    expect(json.status, json.text).toBe(200);
    expect(json.body).toMatchObject({ input: { title: 'T' }, isForm: false, files: {} });
    const text = await call(echo, {
      method: 'POST',
      admin,
      headers: { ...csrfHeaders(admin.sessionId), 'content-type': 'text/plain' },
      rawBody: '{"title":"T"}',
    });
    expect(text).toMatchObject({ status: 400, body: { message: 'The request body must be a JSON object.' } });
  });

  it('keeps a part named __proto__ a plain field', async () => {
    const result = await send(blogFields + field('__proto__', 'polluted') + end);
    expect(result.status, result.text).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.body)).toBe(Object.prototype);
  });

  it('answers 413 with the form limit and what to do for a form larger than Lambda takes (issue 38, item 8)', async () => {
    const big = Buffer.concat([
      Buffer.from(blogFields),
      file('image', 'big.png', Buffer.alloc(maxMultipartFormBytes + 1)),
      Buffer.from(end),
    ]);
    expect(await send(big)).toMatchObject({ status: 413, body: { message: multipartFormTooLargeMessage } });
    // The parser alone refuses such a file too, with the same answer.
    await expect(parseMultipartForm(big, `multipart/form-data; boundary=${boundary}`)).rejects.toMatchObject({
      status: 413,
      message: multipartFormTooLargeMessage,
    });
  });
});
