import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxImageBytes } from '../../shared/upload-rules.ts';
import type { FormAnswer, FormRequest } from './multipart-handler-process.ts';

/**
 * Issue 23, N3 and item 3: no multipart form can end the process. The real blog handlers
 * run in a child process (multipart-handler-process.ts) that, like a Lambda container, dies
 * of any error that escapes a handler. Property: whatever form fast-check builds (parts cut
 * off anywhere, the boundary's delimiters inside file data and text fields, odd or missing
 * part headers, names and sizes), the answer is a 4xx and the process lives on. Every form
 * carries a date that is no date, so a form that parses must still end in a 400: a 2xx or
 * a 5xx, a lost answer or a dead process all fail the property.
 */
let child: ChildProcess;
let dataDir: string;
let nextId = 0;
const pending = new Map<number, { resolve: (answer: FormAnswer) => void; reject: (error: Error) => void }>();
let exited: string | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pawcraft-multipart-'));
  const originSecret = 'multipart-fuzz-origin-secret-0123456789abcdef0123456789';
  const secretFile = join(dataDir, 'origin-secret');
  writeFileSync(secretFile, JSON.stringify({ current: originSecret }));
  child = fork(join(import.meta.dirname, 'multipart-handler-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: {
      ...process.env,
      ORIGIN_SECRET_FILE: secretFile,
      TEST_ORIGIN_SECRET: originSecret,
      // Nothing listens there: a form that reached the table would fail, not pass.
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      AWS_ACCESS_KEY_ID: 'fuzz',
      AWS_SECRET_ACCESS_KEY: 'fuzz',
      AWS_EC2_METADATA_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    exited = `the handler process ended (code ${code}, signal ${signal}): ${stderr}`;
    for (const waiting of pending.values()) waiting.reject(new Error(exited));
    pending.clear();
  });
  child.on('message', (message: FormAnswer | 'ready') => {
    if (message === 'ready') return;
    pending.get(message.id)?.resolve(message);
    pending.delete(message.id);
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', () => reject(new Error(exited)));
  });
}, 60_000);
afterAll(() => {
  child?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Sends one form to the handler process; rejects if the process is gone or does not answer. */
function submit(route: FormRequest['route'], contentType: string, body: Buffer): Promise<FormAnswer> {
  if (exited) return Promise.reject(new Error(exited));
  const id = ++nextId;
  return new Promise<FormAnswer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer within 10 s')), 10_000);
    pending.set(id, {
      resolve: (answer) => {
        clearTimeout(timer);
        resolve(answer);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    child.send({ id, route, contentType, bodyBase64: body.toString('base64') } satisfies FormRequest);
  });
}

// --- Forms ---------------------------------------------------------------------------------

/** Boundaries as RFC 2046 allows them (1-70 characters of its set), the browsers' among them. */
const boundary = fc.oneof(
  fc.constant('----WebKitFormBoundary7MA4YWxkTrZu0gW'),
  fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
);

/** What a part's bytes may hold: plain text, binary, and the boundary's own delimiters. */
const dataPiece = (b: string) =>
  fc.oneof(
    fc.string({ maxLength: 40 }).map((text) => Buffer.from(text)),
    fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes)),
    fc
      .constantFrom(`--${b}--`, `--${b}`, `\r\n--${b}--\r\n`, `\r\n--${b}\r\n`, '\r\n', '\r\n\r\n', '--')
      .map((text) => Buffer.from(text)),
  );
/** Data of a size: small, or a few sizes around stream parsers' buffers (busboy's, ADR 038), or over the image limit. */
const partData = (b: string) =>
  fc.oneof(
    { arbitrary: fc.array(dataPiece(b), { maxLength: 8 }).map((pieces) => Buffer.concat(pieces)), weight: 8 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(1, 1023, 16_384, 65_537, 300_000), dataPiece(b))
        .map(([size, piece]) =>
          Buffer.concat([Buffer.alloc(size, 0x61), piece, Buffer.alloc(size % 97, 0x62)]),
        ),
      weight: 2,
    },
  );

const fieldName = fc.oneof(
  fc.constantFrom('title', 'author', 'tags', 'content', 'image', 'slug', '__proto__', 'tags[]', 'x]', ''),
  fc.string({ maxLength: 12 }).map((name) => name.replace(/["\r\n]/g, '')),
  fc.constant('n'.repeat(101)),
);
const partHeaders = (name: string, isFile: boolean) =>
  fc.oneof(
    {
      arbitrary: fc.constant(
        isFile
          ? `Content-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png`
          : `Content-Disposition: form-data; name="${name}"`,
      ),
      weight: 6,
    },
    fc.constantFrom(
      'Content-Disposition: form-data',
      `Content-Disposition: form-data; filename="${name}"`,
      `Content-Disposition: form-data; name="${name}"; filename*=UTF-8''%E2%82%AC.png`,
      `Content-Disposition: attachment; name="${name}"`,
      `Content-Disposition: form-data; name=${name}\r\nContent-Type: application/octet-stream`,
      `Content-Disposition: form-data; name="${name}"\r\nContent-Transfer-Encoding: base64`,
      `Content-Disposition: form-data; name="${name}"\r\nContent-Type: text/plain; charset=utf-16`,
      `X-Odd: ${'h'.repeat(9000)}\r\nContent-Disposition: form-data; name="${name}"`,
      'no colon in this header line',
      '',
    ),
  );
const part = (b: string) =>
  fc
    .tuple(fieldName, fc.boolean())
    .chain(([name, isFile]) => fc.tuple(partHeaders(name, isFile), partData(b)))
    .map(([headers, data]) =>
      Buffer.concat([Buffer.from(`--${b}\r\n${headers}\r\n\r\n`), data, Buffer.from('\r\n')]),
    );

/** How the form ends: closed, not closed, or cut anywhere (inside a part's headers or data). */
const ending = fc.oneof(
  fc.constant({ close: true, cut: undefined as number | undefined }),
  fc.constant({ close: false, cut: undefined as number | undefined }),
  fc.record({ close: fc.boolean(), cut: fc.nat() }),
);

const form = boundary.chain((b) =>
  fc.record({
    boundary: fc.constant(b),
    quoted: fc.boolean(),
    route: fc.constantFrom<FormRequest['route']>('create', 'update'),
    preamble: fc.constantFrom('', 'preamble\r\n', `--${b}--\r\n`),
    parts: fc.array(part(b), { maxLength: 6 }),
    ending,
  }),
);

/** Always a date that is no date, so no form the fuzzer builds is a valid post. */
const badDate = (b: string) =>
  Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="date"\r\n\r\nnot a date\r\n`);

function bodyOf(generated: FormShape): Buffer {
  const { boundary: b, preamble, parts, ending: end } = generated;
  const whole = Buffer.concat([
    Buffer.from(preamble),
    badDate(b),
    ...parts,
    Buffer.from(end.close ? `--${b}--\r\n` : ''),
  ]);
  return end.cut === undefined ? whole : whole.subarray(0, end.cut % (whole.length + 1));
}
interface FormShape {
  boundary: string;
  quoted: boolean;
  route: FormRequest['route'];
  preamble: string;
  parts: Buffer[];
  ending: { close: boolean; cut: number | undefined };
}
const contentTypeOf = ({ boundary: b, quoted }: FormShape) =>
  `multipart/form-data; boundary=${quoted ? `"${b}"` : b}`;

/** The audit's form (N3): a file part cut off, and the closing delimiter inside a text field. */
function auditForm(where: 'field' | 'data'): Buffer {
  const b = '----audit';
  const closing = `--${b}--`;
  return Buffer.concat([
    badDate(b),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${where === 'field' ? closing : 'Title'}\r\n`,
    ),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from(`PNG data ${where === 'data' ? closing : ''} then cut off`),
  ]);
}

const multipartRuns = 2000;

describe('no multipart form ends the process', () => {
  it.each(['field', 'data'] as const)(
    "the audit's form: a file part cut off, with the closing delimiter inside the %s, is a 400",
    async (where) => {
      const answer = await submit('create', 'multipart/form-data; boundary=----audit', auditForm(where));
      expect(answer.status, answer.body).toBe(400);
      expect(exited).toBeUndefined();
    },
  );

  it('a file over the image limit, cut off after a delimiter, is a 4xx', async () => {
    const b = 'big';
    const body = Buffer.concat([
      badDate(b),
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`),
      Buffer.alloc(maxImageBytes + 10, 0x61),
      Buffer.from(`--${b}--`),
    ]);
    const answer = await submit('update', `multipart/form-data; boundary=${b}`, body);
    expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.body).toBeLessThan(500);
  });

  it(`property (${multipartRuns} forms): a 4xx every time, and the process lives`, async () => {
    await fc.assert(
      fc.asyncProperty(form, async (generated) => {
        const answer = await submit(generated.route, contentTypeOf(generated), bodyOf(generated));
        const where = `${answer.status} ${answer.body.slice(0, 200)}`;
        expect(answer.status, where).toBeGreaterThanOrEqual(400);
        expect(answer.status, where).toBeLessThan(500);
        expect(JSON.parse(answer.body), where).toHaveProperty('message');
      }),
      { numRuns: multipartRuns, endOnFailure: true },
    );
    expect(exited).toBeUndefined();
  });
});
