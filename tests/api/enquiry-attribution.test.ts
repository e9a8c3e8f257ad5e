import { describe, expect, it } from 'vitest';
import { storedEmails } from '../../local/local-mailbox.ts';
import type { ContactMessage } from '../../shared/api-types.ts';
import { contactFormMessages } from '../../shared/contact-rules.ts';
import { visitTextLimits } from '../../shared/visit-source.ts';
import { stackWithSignedInAdmin, viewerCountryForOneTest } from './stack-with-admin.ts';
import { ApiClient, type TestStack, visitorAddresses } from './test-stack.ts';

/**
 * Issue 36 item 1 (docs/decisions/068) on the real local stack: every enquiry keeps where its
 * buyer came from, by the API with the facts the app kept in memory, and by a form posted
 * without JavaScript from its Referer; the country is the gateway's stand-in for CloudFront's
 * header, never a client's.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});
const viewerCountry = viewerCountryForOneTest();

const visitor = visitorAddresses('127.53.0');
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const fields = (message: string) => ({
  name: 'Lena',
  contact: '9876543210',
  email: 'lena@example.com',
  message,
});

const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  new ApiClient(stack.url).request<ContactMessage>('POST', '/api/cnt/contact', {
    body,
    headers,
    from: visitor(),
  });

const storedWith = async (message: string) => {
  const { body } = await admin.request<ContactMessage[]>('GET', '/api/cnt/contact?limit=500');
  return body.find((one) => one.message === message);
};

describe("an enquiry's attribution", () => {
  it('sent after landing on a post from a search engine with UTM tags, carries them all, the country CloudFront would give', async () => {
    const message = `attribution-api-${Date.now()}`;
    const sent = await post(
      {
        ...fields(message),
        landingPage:
          '/blog/choosing-a-harness?utm_source=google&utm_medium=cpc&utm_campaign=winter&utm_term=dog+harness&utm_content=ad-2',
        referrer: 'https://www.google.com',
        formPage: '/product/hut-snail',
        pagesSeen: 3,
      },
      // A forged country is not believed: the gateway puts its own in its place, as CloudFront does.
      { 'user-agent': phone, 'cloudfront-viewer-country': 'US', referer: `${stack.url}/product/hut-snail` },
    );
    expect(sent.status).toBe(201);
    const expected = {
      landingPage:
        '/blog/choosing-a-harness?utm_source=google&utm_medium=cpc&utm_campaign=winter&utm_term=dog+harness&utm_content=ad-2',
      referrer: 'https://www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'winter',
      utmTerm: 'dog harness',
      utmContent: 'ad-2',
      channel: 'campaign',
      formPage: '/product/hut-snail',
      pagesSeen: 3,
      country: 'IN',
      device: 'phone',
    };
    expect(sent.body.attribution).toEqual(expected);
    expect((await storedWith(message))?.attribution).toEqual(expected);
    // The email says so too (the mailer runs from the table's stream).
    const deadline = Date.now() + 15_000;
    let text = '';
    while (!text && Date.now() < deadline) {
      const found = (await storedEmails(stack.mail.endpoint)).find((email) =>
        email.body.text?.includes(message),
      );
      text = found?.body.text ?? '';
      if (!text) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toContain('Channel: campaign');
    expect(text).toContain('Visitor country: India (IN)');
  });

  it("takes the country from the local stack's stand-in, LOCAL_VIEWER_COUNTRY", async () => {
    viewerCountry('DE');
    const sent = await post(fields(`attribution-country-${Date.now()}`), {
      'cloudfront-viewer-country': 'FR',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.attribution?.country).toBe('DE');
  });

  it("the spec's four-field call works as before: stored and listed, with only what the request tells", async () => {
    const message = `attribution-spec-${Date.now()}`;
    const sent = await post(fields(message));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ ...fields(message), status: 'new' });
    // No landing page, referrer or user agent was sent: a direct visit from the stand-in's country.
    expect((await storedWith(message))?.attribution).toEqual({ channel: 'direct', country: 'IN' });
  });

  it("a form posted without JavaScript: its Referer is the landing page and the form's page, its query the tags", async () => {
    const message = `attribution-form-${Date.now()}`;
    const answer = await new ApiClient(stack.url).request('POST', '/contact', {
      body: new URLSearchParams({ ...fields(message), website: '' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: `${stack.url}/contact?utm_source=newsletter&utm_campaign=autumn`,
        'sec-ch-ua-mobile': '?1',
      },
      from: visitor(),
    });
    expect(answer.status).toBe(200);
    expect((await storedWith(message))?.attribution).toEqual({
      landingPage: '/contact?utm_source=newsletter&utm_campaign=autumn',
      utmSource: 'newsletter',
      utmCampaign: 'autumn',
      channel: 'email',
      formPage: '/contact?utm_source=newsletter&utm_campaign=autumn',
      country: 'IN',
      device: 'phone',
    });
  });

  it("a hostile UTM tag is cut and kept as text: the buyer's enquiry is stored", async () => {
    const message = `attribution-hostile-${Date.now()}`;
    const injected = `<script>alert(1)</script>${'x'.repeat(500)}`;
    const sent = await post({
      ...fields(message),
      landingPage: `/?utm_source=${encodeURIComponent(injected)}`,
      referrer: 'javascript:alert(1)',
      formPage: '//evil.example/x',
      pagesSeen: '1e9',
    });
    expect(sent.status).toBe(201);
    const attribution = (await storedWith(message))?.attribution;
    expect(attribution?.utmSource).toBe(injected.slice(0, visitTextLimits.utm));
    expect(attribution?.landingPage?.length).toBeLessThanOrEqual(visitTextLimits.page);
    expect(attribution).not.toHaveProperty('referrer');
    expect(attribution).not.toHaveProperty('pagesSeen');
    expect(attribution).not.toHaveProperty('formPage');
  });

  it('a visit fact of the wrong type is a clear 400, and nothing is stored', async () => {
    const message = `attribution-type-${Date.now()}`;
    for (const broken of [{ landingPage: 7 }, { referrer: ['https://x.example'] }, { pagesSeen: { n: 1 } }]) {
      const sent = await post({ ...fields(message), ...broken });
      expect(sent.status, JSON.stringify(broken)).toBe(400);
      expect(sent.body).toEqual({ message: contactFormMessages.visitFact });
    }
    expect(await storedWith(message)).toBeUndefined();
  });
});
