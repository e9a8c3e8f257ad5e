import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../shared/api-types.ts';
import { contactFormMessages } from '../../shared/contact-rules.ts';
import { messages } from '../../shared/validation.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack, visitorAddresses } from './test-stack.ts';

/**
 * The contact forms' page action (docs/decisions/042) on the real local stack: the browser's
 * own POST of any contact form (home, about, /contact, a product's page) to `/contact`, the one
 * page path that takes a POST behind CloudFront (docs/decisions/046), as a form without
 * JavaScript sends it. The same rules, messages and spam defences as `POST /api/cnt/contact`,
 * because it is the same code (validateContactMessage, receiveEnquiry).
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

/** Each call a visitor of its own address (the stack counts the connection's, ADR 028). */
const visitor = visitorAddresses('127.52.0');

const valid = { name: 'Meera', contact: '9876543210', email: 'meera@example.com', website: '' };

const postForm = (path: string, fields: Record<string, string>, from: string = visitor()) =>
  new ApiClient(stack.url).request('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    from,
  });

const stored = async (message: string) =>
  (await admin.request<ContactMessage[]>('GET', '/api/cnt/contact?limit=500')).body.filter(
    (one) => one.message === message,
  );

describe("the contact forms' page action", () => {
  it('answers with the page and the spec message, never cached, and keeps the typed text', async () => {
    const blank = await postForm('/contact', { ...valid, name: ' ', message: 'Hello' });
    expect(blank.status).toBe(400);
    expect(blank.headers.get('content-type')).toMatch(/^text\/html/);
    expect(blank.headers.get('cache-control')).toBe('no-store');
    expect(blank.text).toContain(messages.fillAllFields);
    expect(blank.text).toContain('value="meera@example.com"');

    const nineDigits = await postForm('/contact', { ...valid, contact: '987654321', message: 'Hello' });
    expect(nineDigits.status).toBe(400);
    expect(nineDigits.text).toContain(contactFormMessages.contactNumber);

    const badEmail = await postForm('/contact', { ...valid, email: 'meera@example', message: 'Hello' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.text).toContain(messages.email);
  });

  it('is the only page that takes a POST: home, about and product pages post their forms here', async () => {
    for (const path of ['/?index', '/about', '/product/hut-snail']) {
      const answer = await postForm(path, { ...valid, message: 'Hello' });
      expect(answer.status, path).toBe(405);
    }
    for (const path of ['/', '/about', '/product/hut-snail']) {
      const page = await new ApiClient(stack.url).request('GET', path);
      expect(page.text, path).toContain('action="/contact"');
    }
  });

  it('stores a message once and says so in the contact page words', async () => {
    const fromContact = `page action ${Date.now()} contact`;
    const contact = await postForm('/contact', { ...valid, message: fromContact });
    expect(contact.status).toBe(200);
    expect(contact.text).toContain('Message sent successfully! We&#x27;ll get back to you soon.');
    expect(await stored(fromContact)).toHaveLength(1);
    // The same message again within 10 minutes is stored once, as through the API.
    await postForm('/contact', { ...valid, message: fromContact });
    expect(await stored(fromContact)).toHaveLength(1);
  });

  it("stores a product page's enquiry with its product, quantity and destination, and keeps them on an error", async () => {
    const enquiry = { ...valid, productId: '22', quantity: '40 huts', country: 'Japan' };
    const blank = await postForm('/contact', { ...enquiry, message: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.text).toContain(messages.fillAllFields);
    expect(blank.text).toContain('value="40 huts"');
    // The contact page names the product again, and sends it with the next try.
    expect(blank.text).toContain('<strong>Hut-Snail</strong>');
    expect(blank.text).toContain('name="productId" value="22"');
    const message = `product page ${Date.now()}`;
    const sent = await postForm('/contact', { ...enquiry, message });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Message sent successfully! We&#x27;ll get back to you soon.');
    expect(await stored(message)).toMatchObject([
      { product: { id: 22, name: 'Hut-Snail' }, quantity: '40 huts', country: 'Japan' },
    ]);
  });

  it('shares the per-address limit with the API: the 6th message in 10 minutes gets the failure text', async () => {
    const from = visitor();
    for (let i = 1; i <= 3; i++) {
      const answer = await postForm('/contact', { ...valid, message: `limit ${Date.now()} ${i}` }, from);
      expect(answer.status).toBe(200);
    }
    for (let i = 4; i <= 5; i++) {
      const answer = await new ApiClient(stack.url).request('POST', '/api/cnt/contact', {
        body: { ...valid, message: `limit ${Date.now()} ${i}` },
        from,
      });
      expect(answer.status).toBe(201);
    }
    const sixth = `limit ${Date.now()} 6`;
    const refused = await postForm('/contact', { ...valid, message: sixth }, from);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(contactFormMessages.tooManyMessages);
    expect(await stored(sixth)).toHaveLength(0);
  });

  it('takes a filled hidden field for a bot: the normal answer, nothing stored', async () => {
    const message = `page action bot ${Date.now()}`;
    const answer = await postForm('/contact', { ...valid, message, website: 'https://spam.example' });
    expect(answer.status).toBe(200);
    expect(await stored(message)).toHaveLength(0);
  });
});
