import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../shared/account-rules.ts';
import { ApiClient, startTestStack, type TestStack, testAdmin } from '../api/test-stack.ts';
import { sampleContact } from './sample-bodies.ts';

/**
 * Issue 15, finding 2, on the local stack (which plays CloudFront in front of the API, ADR
 * 028): the audit locked an address with 20 failed logins, then got 200 with the right
 * password and a forged `X-Viewer-Address` (or any `X-Amz-Cf-Id`); 60 failures over rotating
 * `X-Viewer-Address` values never met 429; and a forged address could lock a victim's. Now
 * the visitor's address is the connection's, set by "CloudFront", and no header a visitor
 * sends changes who is counted.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(async () => {
  await stack?.dispose();
});

const forged = (n: number): Record<string, string> => ({
  'x-viewer-address': `192.0.2.${n % 250}`,
  'X-Amz-Cf-Id': `forged-${n}`,
  'x-origin-verify': 'a guess at the secret',
  'x-forwarded-for': `198.51.100.${n % 250}`,
});
let accounts = 0;
/** A failed login for an account that does not exist (so no account's own limit is met). */
const fail = (from: string, headers: Record<string, string> = {}) =>
  new ApiClient(stack.url).request('POST', '/api/admin/login', {
    body: { email: `nobody-${++accounts}@pawcraft.test`, password: 'a wrong guess' },
    headers,
    from,
  });

describe('forged CloudFront headers change nothing', () => {
  it('an address locked after 20 failures gets 429 for the right password, whatever address header it forges', async () => {
    const from = '127.0.5.1';
    for (let n = 0; n < 20; n++) expect((await fail(from)).status).toBe(401);
    for (const headers of [forged(1), { 'x-amz-cf-id': 'any' }, { 'x-viewer-address': '127.0.5.2' }]) {
      const answer = await new ApiClient(stack.url).request<{ message: string }>('POST', '/api/admin/login', {
        body: testAdmin,
        headers,
        from,
      });
      expect(answer.status, JSON.stringify(headers)).toBe(429);
      expect(answer.body.message).toBe(accountMessages.tooManyLogins);
    }
  });

  it('60 failures over rotating address headers from one address: 20 answered 401, the rest 429', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 60; n++) statuses.push((await fail('127.0.5.3', forged(n))).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it("cannot lock a victim's address by naming it", async () => {
    const victim = '127.0.5.5';
    for (let n = 0; n < 25; n++) await fail('127.0.5.4', { 'x-viewer-address': victim });
    const answer = await new ApiClient(stack.url).request('POST', '/api/admin/login', {
      body: testAdmin,
      from: victim,
    });
    expect(answer.status).toBe(200);
  });

  it('the contact form counts the connection address, not the header: the 6th message in 10 minutes is 429', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) {
      const answer = await new ApiClient(stack.url).request('POST', '/api/cnt/contact', {
        body: { ...sampleContact, message: `forged headers ${n}`, fillMs: 10_000 },
        headers: forged(n),
        from: '127.0.5.6',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("the sitemap names the stage's one address (the local stack's origin), never a forged X-Forwarded-Host", async () => {
    const answer = await new ApiClient(stack.url).request('GET', '/sitemap.xml', {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('evil.example');
    expect(answer.text).toContain(`<loc>${stack.url}/</loc>`);
  });

  it('a page view counts the connection, not forged headers: one visitor, and the country CloudFront would give', async () => {
    const { counterPartitionsAt } = await import('../../shared/insight-counters.ts');
    const { readCounter } = await import('../api/insight-counter-items.ts');
    const [day] = counterPartitionsAt(new Date().toISOString());
    // Whichever layout holds them: channel, country and device are attributes of `total#all` now.
    const read = (dimension: 'total' | 'country', value: string) => readCounter(stack, day, dimension, value);
    const before = {
      total: await read('total', 'all'),
      us: await read('country', 'US'),
      local: await read('country', 'IN'),
    };
    for (let n = 1; n <= 3; n++) {
      const answer = await new ApiClient(stack.url).request('POST', '/api/visits', {
        body: { page: '/' },
        headers: {
          ...forged(n),
          'cloudfront-viewer-country': 'US',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
        },
        from: '127.0.5.7',
      });
      expect(answer.status).toBe(204);
    }
    const after = {
      total: await read('total', 'all'),
      us: await read('country', 'US'),
      local: await read('country', 'IN'),
    };
    expect(after.total.views - before.total.views).toBe(3);
    // Three forged addresses, one connection: one visitor.
    expect(after.total.visitors - before.total.visitors).toBe(1);
    expect(after.us.views).toBe(before.us.views);
    expect(after.local.views - before.local.views).toBe(3);
  });
});
