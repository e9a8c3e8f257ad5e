import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitorHash } from '../../functions/lib/data/visit-counters-repository.ts';
import { attributionOf } from '../../shared/enquiry-attribution.ts';
import { countedPage, counterEntries, counterPartitionsAt } from '../../shared/insight-counters.ts';
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

describe("the beacon's writes and cost per million page views", () => {
  const view = { page: '/blog/x', channel: 'direct', country: 'IN', device: 'phone' };
  const fromAnotherSite = { ...view, channel: 'search', referrer: 'https://www.google.com' };
  const partitions = counterPartitionsAt('2026-11-27T10:00:00Z').length;
  const writes =
    counterEntries(view).length * partitions +
    (counterEntries(fromAnotherSite).length - counterEntries(view).length) * partitions * (1 / 3) +
    1 + // the address's window
    1 + // the seen-today marker
    partitions * (1 / 3); // a new visitor, one view in three

  it('counts the writes of one view from the counters the code writes', () => {
    expect(counterEntries(view).length * partitions).toBe(10);
    expect(section).toContain(`about ${writes.toFixed(2)} writes a view`);
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
