import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitorHash } from '../../functions/lib/data/visit-counters-repository.ts';
import { attributionOf } from '../../shared/enquiry-attribution.ts';
import {
  type CounterMetric,
  countedPage,
  counterEntries,
  counterPartitionsAt,
  counterSortKey,
  counterTargets,
  foldedAttribute,
  totalValue,
  unfoldedAttribute,
} from '../../shared/insight-counters.ts';
import { channels, deviceClasses } from '../../shared/visit-source.ts';
import { beaconCostSection, operationsManual } from './support/doc-figures.ts';

/**
 * The visit beacon's figures (docs/decisions/071): what one view writes, counted from the
 * code's own counter entries, and the operations manual's cost per million views recomputed
 * from them; and the pure parts of counting (the salted hash, the classification it reuses).
 */
const section = (beaconCostSection.exec(readFileSync(join(process.cwd(), operationsManual), 'utf8')) ?? [
  '',
])[0];

/** AWS list prices the section uses (us-east-1), per million requests or units. */
const perMillion = {
  cloudFront: 1.0,
  cloudFrontIndia: 1.2,
  waf: 0.6,
  httpApi: 1.0,
  lambda: 0.2,
  write: 0.625,
};
const lambdaCompute = 0.5 * 0.03 * 0.0000133334 * 1_000_000;
const transfer = 0.03;

/**
 * DynamoDB's size of an item as it bills writes: each attribute's name and value in bytes (a
 * number about one byte per two digits, plus one), keys included.
 */
const numberBytes = (count: number) => 1 + Math.ceil(String(count).length / 2);
const writeUnits = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * A period's `total#all` item with the channels, device classes and `countries` counted (the
 * first `enquiringCountries` of them, and every channel and device, with enquiries too).
 */
function totalItemBytes(PK: string, countries: number, enquiringCountries: number, views: number): number {
  const attribute = (name: string, count: number) => name.length + numberBytes(count);
  const metrics = (names: (metric: CounterMetric) => string, enquiries: boolean) =>
    attribute(names('views'), views) + (enquiries ? attribute(names('enquiries'), views / 100) : 0);
  let bytes = PK.length + counterSortKey('total', totalValue).length;
  bytes += metrics((metric) => metric, true) + attribute('visitors', views);
  for (const channel of channels)
    bytes += metrics((metric) => foldedAttribute('channel', channel, metric), true);
  for (const device of deviceClasses)
    bytes += metrics((metric) => foldedAttribute('device', device, metric), true);
  for (let n = 0; n < countries; n++) {
    const code = `${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + Math.floor(n / 26))}`;
    bytes += metrics((metric) => foldedAttribute('country', code, metric), n < enquiringCountries);
  }
  return bytes;
}

describe("the beacon's writes and cost per million page views", () => {
  const view = { page: '/blog/x', channel: 'direct', country: 'IN', device: 'phone' };
  const fromAnotherSite = { ...view, channel: 'search', referrer: 'https://www.google.com' };
  const [day, month] = counterPartitionsAt('2026-11-27T10:00:00Z');
  const ownItems = (facts: typeof view) => counterTargets(facts, 'views').ownItems.length;
  // The day's `total#all` with 15 countries; the month's with 40, 15 of them with enquiries.
  const dayTotal = writeUnits(totalItemBytes(day, 15, 5, 9_999));
  const monthTotal = writeUnits(totalItemBytes(month, 40, 15, 99_999));
  const writes =
    dayTotal +
    monthTotal +
    ownItems(view) * 2 +
    (ownItems(fromAnotherSite) - ownItems(view)) * 2 * (1 / 3) +
    1 + // the address's window
    1; // the seen-today marker (a new visitor is counted in the `total#all` ADDs)

  it('counts the writes of one view from the counters the code writes', () => {
    // One item per period besides `total#all`: the page; channel, country and device are in it.
    expect(counterTargets(view, 'views')).toEqual({
      totalAttributes: ['views', 'channel#direct|views', 'country#IN|views', 'device#phone|views'],
      ownItems: ['page#/blog/x'],
    });
    expect([dayTotal, monthTotal]).toEqual([1, 2]);
    expect(section).toContain(`about ${writes.toFixed(2)} writes a view`);
    expect(section).toContain(`about ${(totalItemBytes(month, 40, 15, 99_999) / 1024).toFixed(1)} KB`);
  });

  it('states the DynamoDB dollars and the total the prices give', () => {
    const dynamo = writes * perMillion.write;
    expect(section).toContain(`= **$${dynamo.toFixed(2)}**`);
    const rest = perMillion.waf + perMillion.httpApi + perMillion.lambda + lambdaCompute + transfer;
    const total = perMillion.cloudFront + rest + dynamo;
    const india = perMillion.cloudFrontIndia + rest + dynamo;
    expect(section).toContain(`About **$${total.toFixed(2)} per million page views**`);
    expect(section).toContain(`($${india.toFixed(2)} with India's CloudFront price)`);
    expect(section).toContain(`: **$${(perMillion.lambda + lambdaCompute).toFixed(2)}**`);
  });
});

describe('counting a view', () => {
  it('keeps the path only, and names every dimension a view or an enquiry adds to', () => {
    expect(countedPage('/blog/a?utm_source=x#top')).toBe('/blog/a');
    expect(countedPage('?x')).toBe('/');
    expect(
      counterEntries({
        page: '/about?x=1',
        product: '7',
        channel: 'email',
        referrer: 'https://Mail.Google.com',
        device: 'tablet',
      }),
    ).toEqual([
      ['total', 'all'],
      ['page', '/about'],
      ['product', '7'],
      ['channel', 'email'],
      ['referrer', 'mail.google.com'],
      ['country', 'ZZ'],
      ['device', 'tablet'],
    ]);
  });

  it("names a folded counter once: `total#all`'s attribute, read back as its dimension's sort key", () => {
    expect(foldedAttribute('channel', 'search', 'views')).toBe('channel#search|views');
    expect(unfoldedAttribute('country#DE|enquiries')).toEqual({ sortKey: 'country#DE', metric: 'enquiries' });
    expect(unfoldedAttribute(foldedAttribute('device', 'tablet', 'visitors'))).toEqual({
      sortKey: 'device#tablet',
      metric: 'visitors',
    });
    // The item's own attributes, and names of no folded dimension or metric, are none.
    for (const other of ['views', 'PK', 'SK', 'page#/a|views', 'country#DE|clicks', 'country#DE', '|views'])
      expect(unfoldedAttribute(other), other).toBeUndefined();
  });

  it('adds an enquiry to `total#all` and the folded attributes, and to the page, product and referrer items', () => {
    expect(
      counterTargets(
        {
          page: '/about',
          product: '7',
          channel: 'email',
          referrer: 'https://mail.google.com',
          device: 'tablet',
        },
        'enquiries',
      ),
    ).toEqual({
      totalAttributes: [
        'enquiries',
        'channel#email|enquiries',
        'country#ZZ|enquiries',
        'device#tablet|enquiries',
      ],
      ownItems: ['page#/about', 'product#7', 'referrer#mail.google.com'],
    });
  });

  it('classifies a view as an enquiry is classified (the same attribution)', () => {
    const facts = attributionOf(
      {
        landingPage: '/marketplace?utm_source=newsletter',
        referrer: 'https://example.org/x',
        formPage: '/about',
      },
      { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', country: 'de' },
    );
    expect(counterEntries({ ...facts, page: '/about' })).toEqual([
      ['total', 'all'],
      ['page', '/about'],
      ['channel', 'email'],
      ['referrer', 'example.org'],
      ['country', 'DE'],
      ['device', 'phone'],
    ]);
  });

  it("tells visitors apart by a hash that changes with the day's salt and never holds the address", () => {
    const today = visitorHash('salt-of-today', 'visitor', '203.0.113.9', 'Firefox');
    expect(today).toBe(visitorHash('salt-of-today', 'visitor', '203.0.113.9', 'Firefox'));
    expect(today).not.toBe(visitorHash('salt-of-tomorrow', 'visitor', '203.0.113.9', 'Firefox'));
    expect(today).not.toBe(visitorHash('salt-of-today', 'visitor', '203.0.113.9', 'Chrome'));
    expect(today).not.toBe(visitorHash('salt-of-today', 'visitor', '203.0.113.10', 'Firefox'));
    expect(today).not.toContain('203');
    expect(today).toMatch(/^[\w-]{32}$/);
  });
});
