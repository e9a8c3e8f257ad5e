import { describe, expect, it } from 'vitest';
import { attributionOf, attributionRows, countryLabel } from '../../shared/enquiry-attribution.ts';
import {
  type Channel,
  channelOf,
  countryCodeOf,
  deviceClassOf,
  plainText,
  referrerOrigin,
  sitePage,
  type Utm,
  utmOf,
  visitTextLimits,
} from '../../shared/visit-source.ts';

/** Issue 36 item 1 (docs/decisions/068): the visit facts an enquiry keeps, as pure functions. */
describe('the channel of a visit', () => {
  const cases: [string, Utm, string | undefined, Channel][] = [
    ['no tag, no referrer', {}, undefined, 'direct'],
    ['Google search', {}, 'https://www.google.com', 'search'],
    ["Google's Indian domain", {}, 'https://www.google.co.in', 'search'],
    ['Bing', {}, 'https://www.bing.com', 'search'],
    ['DuckDuckGo', {}, 'https://duckduckgo.com', 'search'],
    ['Yahoo search', {}, 'https://search.yahoo.com', 'search'],
    ['Facebook', {}, 'https://m.facebook.com', 'social'],
    ['LinkedIn', {}, 'https://www.linkedin.com', 'social'],
    ["X's short links", {}, 'https://t.co', 'social'],
    ['WhatsApp', {}, 'https://web.whatsapp.com', 'social'],
    ['Gmail, not Google search', {}, 'https://mail.google.com', 'email'],
    ['Outlook on the web', {}, 'https://outlook.live.com', 'email'],
    ['any other site', {}, 'https://dogs-of-the-world.example', 'referral'],
    ['a site whose name holds google', {}, 'https://notgoogle.example', 'referral'],
    ['utm_source=newsletter', { source: 'newsletter' }, undefined, 'email'],
    ['utm_medium=email beats a search referrer', { medium: 'email' }, 'https://www.google.com', 'email'],
    ['utm_medium=social', { source: 'partner-page', medium: 'social' }, undefined, 'social'],
    ['utm_medium=cpc from Google', { source: 'google', medium: 'cpc' }, 'https://www.google.com', 'campaign'],
    ['utm_source=google alone', { source: 'google' }, undefined, 'search'],
    ['utm_medium=organic', { medium: 'organic' }, undefined, 'search'],
    ['utm_source=facebook', { source: 'Facebook' }, undefined, 'social'],
    ['an unknown tag', { campaign: 'diwali-2026' }, 'https://www.google.com', 'campaign'],
    ['utm_medium=referral', { medium: 'referral' }, undefined, 'referral'],
  ];
  it.each(cases)('%s', (_name, utm, referrer, channel) => {
    expect(channelOf({ utm, referrer })).toBe(channel);
  });
});

describe('the facts a channel is made from', () => {
  it("keeps a referrer's origin only, never its path, and none of this site or of other schemes", () => {
    expect(referrerOrigin('https://www.google.com/search?q=dog+harness+jaipur')).toBe(
      'https://www.google.com',
    );
    expect(referrerOrigin('https://News.Example:8443/a/b')).toBe('https://news.example:8443');
    expect(referrerOrigin('https://pawcraft.example/product/x', 'pawcraft.example')).toBeUndefined();
    for (const refused of ['', 'javascript:alert(1)', 'data:text/html,x', 'not a url', undefined])
      expect(referrerOrigin(refused), String(refused)).toBeUndefined();
    expect(referrerOrigin(`https://${'a'.repeat(250)}.example`)).toBeUndefined();
  });

  it("reads a page of this site as path and query, from a path or this site's URL, bounded", () => {
    expect(sitePage('/manufacturers/jaipur?utm_source=newsletter')).toBe(
      '/manufacturers/jaipur?utm_source=newsletter',
    );
    expect(sitePage('https://pawcraft.example/product/7?x=1#top', 'pawcraft.example')).toBe('/product/7?x=1');
    expect(sitePage('https://elsewhere.example/product/7', 'pawcraft.example')).toBeUndefined();
    for (const refused of ['//evil.example/x', 'javascript:alert(1)', 'product/7', ''])
      expect(sitePage(refused, 'pawcraft.example'), refused).toBeUndefined();
    expect(sitePage(`/${'a'.repeat(5000)}`)?.length).toBe(visitTextLimits.page);
  });

  it('reads the five UTM tags as plain, bounded text, and nothing else of the query', () => {
    expect(
      utmOf(
        '/p?utm_source=newsletter&utm_medium=email&utm_campaign=Diwali%202026&utm_term=harness&utm_content=top&utm_id=9&q=x',
      ),
    ).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'Diwali 2026',
      term: 'harness',
      content: 'top',
    });
    expect(utmOf('/p?utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toEqual({
      source: '<script>alert(1)</script>',
    });
    expect(utmOf('/p?utm_source=a%0Ab%00c%E2%80%AEd')).toEqual({ source: 'a b c d' });
    expect(utmOf(`/p?utm_campaign=${'x'.repeat(1000)}`).campaign).toHaveLength(visitTextLimits.utm);
    expect(utmOf('/p?utm_source=')).toEqual({});
    expect(utmOf(undefined)).toEqual({});
  });

  it('makes text plain without breaking an emoji at the cut', () => {
    expect(plainText('a\r\n\tb\u202Ec\ud800', 50)).toBe('a b c\uFFFD');
    expect(plainText('ab🐶', 3)).toBe('ab');
  });

  it('tells phones, tablets and desktops from the user agent or Sec-CH-UA-Mobile', () => {
    const agents: [string, string | undefined, string | undefined][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
        undefined,
        'phone',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
        undefined,
        'phone',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120 Safari/537.36',
        undefined,
        'tablet',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        undefined,
        'tablet',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', undefined, 'desktop'],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', '?1', 'phone'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', '?0', 'desktop'],
      ['', undefined, undefined],
    ];
    for (const [agent, hint, device] of agents) expect(deviceClassOf(agent, hint), agent).toBe(device);
  });

  it("takes CloudFront's two-letter country code and nothing else", () => {
    expect(countryCodeOf('IN')).toBe('IN');
    expect(countryCodeOf(' de ')).toBe('DE');
    for (const refused of ['', 'IND', '<b>', 'I N', undefined])
      expect(countryCodeOf(refused)).toBeUndefined();
    expect(countryLabel('DE')).toBe('Germany (DE)');
    expect(countryLabel('AA')).toBe('AA');
  });
});

describe("an enquiry's attribution", () => {
  const site = 'pawcraft.example';
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

  it('with JavaScript: the landing page, referrer and pages seen the browser kept, the request telling the rest', () => {
    expect(
      attributionOf(
        {
          landingPage: '/manufacturers/jaipur?utm_source=newsletter&utm_campaign=autumn',
          referrer: 'https://news.example',
          formPage: '/product/hut-snail',
          pagesSeen: '3',
        },
        {
          siteHost: site,
          referer: `https://${site}/product/hut-snail`,
          userAgent: phone,
          country: 'DE',
        },
      ),
    ).toEqual({
      landingPage: '/manufacturers/jaipur?utm_source=newsletter&utm_campaign=autumn',
      referrer: 'https://news.example',
      utmSource: 'newsletter',
      utmCampaign: 'autumn',
      channel: 'email',
      formPage: '/product/hut-snail',
      pagesSeen: 3,
      country: 'DE',
      device: 'phone',
    });
  });

  it("without JavaScript: the form's page from Referer is the landing page too, its query the tags", () => {
    expect(
      attributionOf(
        {},
        {
          siteHost: site,
          referer: `https://${site}/contact?utm_source=google&utm_medium=cpc`,
          userAgent: 'X11',
        },
      ),
    ).toEqual({
      landingPage: '/contact?utm_source=google&utm_medium=cpc',
      formPage: '/contact?utm_source=google&utm_medium=cpc',
      utmSource: 'google',
      utmMedium: 'cpc',
      channel: 'campaign',
      device: 'desktop',
    });
    // A Referer of another site is where the buyer came from.
    expect(attributionOf({}, { siteHost: site, referer: 'https://www.bing.com/search?q=x' })).toEqual({
      referrer: 'https://www.bing.com',
      channel: 'search',
    });
  });

  it("normalises a hostile browser's facts instead of refusing the enquiry", () => {
    const attribution = attributionOf(
      {
        landingPage: `/x?utm_source=${encodeURIComponent('<img src=x onerror=alert(1)>')}&utm_term=${'t'.repeat(900)}`,
        referrer: 'javascript:alert(1)',
        formPage: 'https://evil.example/phish',
        pagesSeen: '99999999',
      },
      { siteHost: site, country: '<script>' },
    );
    expect(attribution).toEqual({
      landingPage: expect.stringMatching(/^\/x\?utm_source=/),
      utmSource: '<img src=x onerror=alert(1)>',
      utmTerm: 't'.repeat(visitTextLimits.utm),
      channel: 'campaign',
      pagesSeen: 10_000,
    });
    expect(attribution.landingPage?.length).toBeLessThanOrEqual(visitTextLimits.page);
    for (const pagesSeen of [0, -1, 1.5, 'many', ''])
      expect(attributionOf({ pagesSeen }, {}).pagesSeen).toBeUndefined();
  });

  it('names each field as the dialog, CSV and email show it, the country by its name', () => {
    expect(attributionRows({ channel: 'search', referrer: 'https://www.google.com', country: 'IN' })).toEqual(
      [
        ['Came from', 'https://www.google.com'],
        ['Channel', 'search'],
        ['Visitor country', 'India (IN)'],
      ],
    );
    expect(attributionRows(undefined)).toEqual([]);
  });
});
