import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../functions/form-page-renderer.ts';
import { sitePartition } from '../../functions/lib/data/site-settings-repository.ts';
import { maxFormBodyBytes } from '../../functions/lib/http/form-body.ts';
import { originVerifyHeader } from '../../functions/lib/http/origin-verification.ts';
import { contactFieldMaxLengths } from '../../shared/contact-rules.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { contactFormPagePath } from '../../shared/site-pages.ts';
import { messages } from '../../shared/validation.ts';
import { ddb } from './support/aws-mocks.ts';
import { call } from './support/lambda-events.ts';

/**
 * The page the contact forms post to, as the HTTP API hands it to the renderer behind
 * CloudFront's behaviour of that path (docs/decisions/046): payload 2.0 events with the
 * origin secret and the headers CloudFront's viewer function sets. Renders with the real
 * server build (npm run build first).
 */
const site = { 'x-forwarded-host': 'www.example.com' };
/** A browser's own post of the form: urlencoded, from the site's page, base64 as API Gateway passes it. */
const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  path: contactFormPagePath,
  rawBody: Buffer.from(new URLSearchParams(fields).toString()).toString('base64'),
  isBase64Encoded: true,
  headers: {
    ...site,
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'https://www.example.com',
    ...headers,
  },
});
const message = { name: 'Asha Rawat', contact: '9876543210', email: 'asha@example.com', message: 'Hello' };

/** The page shows the site settings (docs/decisions/063): none stored here, so their defaults. */
beforeEach(() => {
  ddb.on(QueryCommand).resolves({ Items: [] });
});

/** The table calls besides the page's read of the site settings (a Query of their partition). */
const callsBesidesSettings = () =>
  ddb
    .calls()
    .filter(
      ({ args: [command] }) =>
        !(
          command instanceof QueryCommand &&
          command.input.ExpressionAttributeValues?.[':pk'] === sitePartition
        ),
    );

describe('the renderer behind the HTTP API, for the contact forms’ page', () => {
  it('refuses a request without CloudFront’s origin secret before rendering or storing anything', async () => {
    for (const secret of ['', 'a-guess-of-the-secret-0123456789abcdef0123456789']) {
      const get = await call(handler, {
        path: contactFormPagePath,
        headers: { [originVerifyHeader]: secret },
      });
      expect(get.status).toBe(403);
      expect(get.body).toEqual({ message: 'Forbidden' });
      const post = await call(handler, formPost(message, { [originVerifyHeader]: secret }));
      expect(post.status).toBe(403);
    }
    expect(ddb.calls()).toHaveLength(0);
  });

  it('renders the contact page for a GET as any rendered page: public cache headers, a nonce CSP, the form posting here', async () => {
    const page = await call(handler, { path: contactFormPagePath, headers: site });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe(publicContentCacheControl);
    expect(String(page.headers['content-security-policy'])).toMatch(
      /script-src 'self' 'nonce-[^']+'$|script-src 'self' 'nonce-[^']+';/,
    );
    expect(page.text).toContain(`action="${contactFormPagePath}"`);
    expect(page.text).toMatch(/<title>Contact us\b/);
    expect(callsBesidesSettings()).toHaveLength(0);
  });

  it('takes the browser’s own post: stores the message counted for the visitor’s address, and answers the page with the outcome, not cached', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { messages: 1 } });
    ddb.on(TransactWriteCommand).resolves({});
    const answer = await call(handler, formPost(message, { 'x-viewer-address': '198.51.100.7' }));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toContain('Message sent successfully!');
    const [counted] = ddb.commandCalls(UpdateCommand);
    expect(JSON.stringify(counted.args[0].input.Key)).toContain('198.51.100.7');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    // The secret went no further than the check.
    expect(answer.text).not.toContain('unit-test-origin-secret');
  });

  it('answers a post from another site as React Router does, without storing it (its Origin is checked against the visitor’s host)', async () => {
    const answer = await call(handler, formPost(message, { origin: 'https://elsewhere.example' }));
    expect(answer.status).toBe(400);
    expect(callsBesidesSettings()).toHaveLength(0);
  });
});

/**
 * Issue 38, item 3: a form post never grows the page past what Lambda may answer. The audit's
 * 1.8 MB of `<` in a message came back as a 6.6 MiB page (escaped, and again in the hydration
 * data), over Lambda's 6 MB: a 5xx in AWS.
 */
describe('bounded form posts and echoes', () => {
  it('refuses a body over the form limit before reading it as a form: 413, the page with the form’s failure text, nothing stored', async () => {
    const answer = await call(handler, formPost({ ...message, message: '<'.repeat(1_800_000) }));
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toContain('Something went wrong. Please try again later.');
    expect(answer.text.length).toBeLessThan(maxFormBodyBytes);
    expect(callsBesidesSettings()).toHaveLength(0);
  });

  it('takes a body of exactly the limit as a form, and refuses one byte more', async () => {
    const fields = { ...message, message: '' };
    // The hidden field filled so that the body is `bytes` long.
    const bodyOf = (bytes: number) => {
      const length = new URLSearchParams({ ...fields, website: '' }).toString().length;
      return formPost({ ...fields, website: 'x'.repeat(bytes - length) });
    };
    const exact = await call(handler, bodyOf(maxFormBodyBytes));
    // Read and judged as a form: the blank message is the spec's message, not a refusal.
    expect(exact.status).toBe(400);
    expect(exact.text).toContain(messages.fillAllFields);
    const over = await call(handler, bodyOf(maxFormBodyBytes + 1));
    expect(over.status).toBe(413);
    expect(over.text).toContain('Something went wrong. Please try again later.');
    expect(callsBesidesSettings()).toHaveLength(0);
  });

  it('echoes a refused message cut to the schema’s limits, whatever came in', async () => {
    const tooLong = '<'.repeat(contactFieldMaxLengths.message * 3);
    const answer = await call(
      handler,
      formPost({ ...message, name: '<'.repeat(contactFieldMaxLengths.name + 50), message: tooLong }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(messages.tooLong('name', contactFieldMaxLengths.name));
    // Escaped in the form's fields, and once more in the hydration data: each echo at most the limit.
    const runs = (pattern: RegExp, escapedLength: number) =>
      (answer.text.match(pattern) ?? []).map((run) => run.length / escapedLength);
    const inFields = runs(/(?:&lt;)+/g, '&lt;'.length);
    const inData = runs(/(?:\\u003c)+/g, '\\u003c'.length);
    expect(Math.max(...inFields)).toBe(contactFieldMaxLengths.message);
    expect(Math.max(...inData)).toBe(contactFieldMaxLengths.message);
    expect(answer.text.length).toBeLessThan(200_000);
    expect(callsBesidesSettings()).toHaveLength(0);
  });
});
