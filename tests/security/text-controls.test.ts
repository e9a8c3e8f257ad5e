import { describe, expect, it } from 'vitest';
import type { BlogSummary, ContactMessage } from '../../shared/api-types.ts';
import { postMessages } from '../../shared/post-rules.ts';
import { messages } from '../../shared/validation.ts';
import { stackWithSignedInAdmin } from '../api/stack-with-admin.ts';
import { ApiClient, type TestStack, visitorAddresses } from '../api/test-stack.ts';
import { sampleBlog, sampleContact } from './sample-bodies.ts';

/**
 * Issue 15, finding 9, through the local stack: a contact message or a blog post holding NUL
 * or a bidirectional control is refused with a clear 400 and nothing is stored; an
 * impossible date (2026-02-31) is refused.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const visitor = visitorAddresses('127.0.2');

describe('control characters and impossible dates get 400, and nothing is stored', () => {
  it.each([
    ['NUL in the name', { name: 'Meera\u0000' }],
    ['a right-to-left override in the name', { name: 'Meera \u202Egpj.exe' }],
    ['a right-to-left isolate in the message', { message: 'Hello \u2067world\u2069' }],
  ])('a contact message with %s', async (_label, change) => {
    const response = await new ApiClient(stack.url).request<{ message: string }>('POST', '/api/cnt/contact', {
      body: { ...sampleContact, fillMs: 10_000, ...change },
      from: visitor(),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.controlCharacters);
    const stored = await admin.request<ContactMessage[]>('GET', '/api/cnt/contact');
    expect(JSON.stringify(stored.body)).not.toMatch(/\\u0000|\u202E|\u2067/);
  });

  it.each([
    ['a left-to-right override in the title', { title: 'Collars \u202D' }],
    ['NUL in the content', { content: '<p>a\u0000b</p>' }],
    ['the date 2026-02-31', { date: '2026-02-31' }],
  ])('a blog post with %s', async (label, change) => {
    const response = await admin.request<{ message: string }>('POST', '/api/blogs', {
      body: { ...sampleBlog, ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      label.includes('date') ? postMessages.dateRequired : messages.controlCharacters,
    );
  });

  it('stored no blog post', async () => {
    const blogs = await admin.request<{ items?: BlogSummary[] } | BlogSummary[]>('GET', '/api/blogs');
    const items = Array.isArray(blogs.body) ? blogs.body : (blogs.body.items ?? []);
    expect(items).toHaveLength(0);
  });
});
