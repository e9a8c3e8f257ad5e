import { describe, expect, it } from 'vitest';
import { FormTooLargeError, maxFormBodyBytes, readBoundedForm } from '../../functions/lib/http/form-body.ts';
import { contactFieldMaxLengths, productIdField } from '../../shared/contact-rules.ts';
import { cutToLimits, validateContactMessage } from '../../web/features/contact/contact-message.ts';

/** A form POST as a browser (or anyone) sends it to a page (docs/decisions/054). */
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('https://www.example.com/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

/** A urlencoded body of exactly `bytes` bytes: one field, `a=` and filler. */
const bodyOf = (bytes: number) => `a=${'x'.repeat(bytes - 2)}`;

/** A body sent in pieces with no Content-Length, as a chunked upload arrives. */
const streamed = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = Buffer.from(text);
      for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.subarray(at, at + 8192));
      controller.close();
    },
  });

describe('a page form’s bounded body', () => {
  it('holds the largest message the contact form takes: every field at its limit in 3-byte letters', async () => {
    const letter = 'अ'; // U+0905: 3 bytes of UTF-8, 9 once percent-encoded
    const { productId, ...texts } = contactFieldMaxLengths;
    const filled = (max: number) => letter.repeat(max);
    const form = {
      name: filled(texts.name),
      message: filled(texts.message),
      quantity: filled(texts.quantity),
      country: filled(texts.country),
      contact: '9'.repeat(10),
      email: `${filled(texts.email - 6)}@ab.in`,
      [productIdField]: '9'.repeat(productId),
      website: '',
      fillMs: '123456789',
    };
    const values = { name: form.name, contact: form.contact, email: form.email, message: form.message };
    expect(validateContactMessage(values, { quantity: form.quantity, country: form.country }).ok).toBe(true);
    const body = new URLSearchParams(form).toString();
    expect(body.length).toBeGreaterThan(50_000);
    expect(body.length).toBeLessThanOrEqual(maxFormBodyBytes);
    expect((await readBoundedForm(post(body))).get('message')).toBe(form.message);
  });

  it('reads a body of exactly the limit, declared or streamed', async () => {
    for (const body of [bodyOf(maxFormBodyBytes), streamed(bodyOf(maxFormBodyBytes))]) {
      const form = await readBoundedForm(post(body));
      expect(String(form.get('a'))).toHaveLength(maxFormBodyBytes - 2);
    }
  });

  it('refuses one byte more, whether the client declares it or not', async () => {
    const over = bodyOf(maxFormBodyBytes + 1);
    await expect(readBoundedForm(post(over))).rejects.toBeInstanceOf(FormTooLargeError);
    await expect(readBoundedForm(post(streamed(over)))).rejects.toBeInstanceOf(FormTooLargeError);
    // A declared length over the limit is refused before the body is read at all.
    const declared = post(streamed(bodyOf(10)), { 'content-length': String(maxFormBodyBytes + 1) });
    await expect(readBoundedForm(declared)).rejects.toBeInstanceOf(FormTooLargeError);
    expect(declared.bodyUsed).toBe(false);
  });

  it('counts what arrives when the client declares less than it sends', async () => {
    const lying = post(streamed(bodyOf(10 * maxFormBodyBytes)), { 'content-length': '10' });
    await expect(readBoundedForm(lying)).rejects.toBeInstanceOf(FormTooLargeError);
  });

  it('leaves a body that is no form to the form parser’s own error', async () => {
    const notAForm = post('{"name":"x"}', { 'content-type': 'application/json' });
    await expect(readBoundedForm(notAForm)).rejects.toThrow(TypeError);
  });
});

describe('what a refused contact form shows again', () => {
  it('is each field cut to the schema’s limit, never inside an emoji', () => {
    const { message, name } = contactFieldMaxLengths;
    // An odd start puts a surrogate pair across the limit: its first half is not kept alone.
    const emojis = `x${'🐕'.repeat(message)}`;
    const echoed = cutToLimits({ name: 'n'.repeat(name + 1), message: emojis, quantity: undefined });
    expect(echoed.name).toBe('n'.repeat(name));
    expect(echoed.message).toBe(`x${'🐕'.repeat((message - 2) / 2)}`);
    expect(echoed.message.isWellFormed()).toBe(true);
    expect(echoed).toHaveProperty('quantity', undefined);
    expect(cutToLimits({ email: 'asha@example.com' })).toEqual({ email: 'asha@example.com' });
  });
});
