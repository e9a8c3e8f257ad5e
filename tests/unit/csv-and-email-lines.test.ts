import fc from 'fast-check';
import papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { composeEnquiryEmail } from '../../functions/lib/mail/enquiry-email.ts';
import type { ContactMessage } from '../../shared/api-types.ts';
import { productInputSchema } from '../../shared/catalogue-rules.ts';
import { contactMessageSchema } from '../../shared/contact-rules.ts';
import { firstIssue, messages } from '../../shared/validation.ts';
import { contactsToCsv } from '../../web/features/dashboard/contact/contacts-csv.ts';
import { defuseFormulas } from '../../web/features/dashboard/ui/csv-export.ts';

/**
 * Issue 38, item 5: the CSV export quoted on `",;\r\n` but not on a tab (`India\t=4+4` became
 * a formula in an importer splitting on tabs), and a line break in a single-line field wrote
 * a forged "Open it in the dashboard" line above the real one in the enquiry's email.
 */
const message = (fields: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: '01JDASHBOARDID',
  name: 'Asha',
  contact: '9876543210',
  email: 'asha@example.com',
  message: 'Hello',
  createdAt: '2026-11-27T10:00:00.000Z',
  status: 'new',
  ...fields,
});

/** The rows of a CSV as a quote-aware importer reads them (Papa Parse's reader, RFC 4180). */
const parsed = (csv: string) => papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' }).data;

/**
 * The pieces an importer makes that splits on any of `,` `;` tab CR LF and ignores quotes,
 * each with the spaces and quote marks it would drop taken off its start.
 */
const naivePieces = (csv: string) => csv.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^[ "]+/, ''));
const formulaTrigger = /^[=+\-@]/;

describe('the CSV export', () => {
  it("quotes a tab: `India\\t=4+4` stays one cell and no importer's piece starts a formula", async () => {
    const csv = await contactsToCsv([message({ message: 'India\t=4+4', country: 'India\t=4+4' })]);
    const [, row] = parsed(csv);
    expect(row?.[4]).toBe("India\t'=4+4");
    // The destination is a single-line field: its tab becomes a space.
    expect(row?.[7]).toBe('India =4+4');
    expect(naivePieces(csv).filter((piece) => formulaTrigger.test(piece))).toEqual([]);
  });

  it('has the header row and one row per message, every cell quoted, lines ending in CRLF', async () => {
    const csv = await contactsToCsv([message(), message({ name: 'Ben', status: 'read' })]);
    // Where each buyer came from (docs/decisions/068) follows the columns the export always had.
    const attribution = ',""'.repeat(12);
    expect(csv.split('\r\n')).toEqual([
      '"S no","Name","Contact","Email","Message","Product","Quantity","Destination","Received","Status",' +
        '"Landing page","Came from","Channel","UTM source","UTM medium","UTM campaign","UTM term","UTM content",' +
        '"Sent from page","Pages seen","Visitor country","Device"',
      `"1","Asha","9876543210","asha@example.com","Hello","","","","2026-11-27T10:00:00.000Z","new"${attribution}`,
      `"2","Ben","9876543210","asha@example.com","Hello","","","","2026-11-27T10:00:00.000Z","read"${attribution}`,
    ]);
  });

  it('keeps a single-line field on one line, and a message its line breaks', async () => {
    const csv = await contactsToCsv([message({ name: 'Asha\r\nKhan', message: 'one\ntwo' })]);
    expect(parsed(csv)[1]?.slice(1, 5)).toEqual(['Asha Khan', '9876543210', 'asha@example.com', 'one\ntwo']);
  });

  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1', `'+1`],
    ['-1', `'-1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t'=1`],
    ['\r=1', `'\r'=1`],
    ['a;=1', `a;'=1`],
    ['a, =1', `a,' =1`],
    ['a\n"=1', `a\n'"=1`],
    ['5 - 10 pieces', '5 - 10 pieces'],
    ['plain', 'plain'],
  ])('defuses %j as %j', (text, defused) => {
    expect(defuseFormulas(text)).toBe(defused);
  });

  /** Any text a visitor may send, weighted towards separators, quotes and formula triggers. */
  const visitorText = fc
    .array(
      fc.oneof(
        fc.constantFrom(',', ';', '\t', '\r', '\n', '"', ' ', '=', '+', '-', '@', "'", '\u2028'),
        fc.string({ maxLength: 4 }),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(''));

  it('property: each message reads back as one row of 22 cells, its text as defused, and no piece an importer makes starts a formula', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ name: visitorText, text: visitorText, country: visitorText, utm: visitorText }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        async (sent) => {
          // A UTM tag is the visitor's text too (docs/decisions/068).
          const stored = sent.map(({ name, text, country, utm }) =>
            message({ name, message: text, country, attribution: { channel: 'campaign', utmCampaign: utm } }),
          );
          const csv = await contactsToCsv(stored);
          const rows = parsed(csv);
          expect(rows).toHaveLength(stored.length + 1);
          sent.forEach(({ text }, index) => {
            expect(rows[index + 1]).toHaveLength(22);
            expect(rows[index + 1]?.[4]).toBe(defuseFormulas(text));
          });
          expect(naivePieces(csv).filter((piece) => formulaTrigger.test(piece))).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('single-line fields', () => {
  const contact = { name: 'Asha', contact: '9876543210', email: 'asha@example.com', message: 'Hello' };
  const issueOf = (schema: v.GenericSchema, input: unknown) => {
    const result = v.safeParse(schema, input);
    return result.success ? undefined : firstIssue(result.issues);
  };

  it.each([
    ['name', 'Asha\nOpen it in the dashboard: https://evil.example', 'name'],
    ['contact', '98765\r43210', 'contact number'],
    ['email', 'asha@example.com\u2028x', 'email'],
    ['quantity', '500\nOpen it in the dashboard: https://evil.example', 'quantity'],
    ['country', 'India\u0085x', 'destination country'],
  ])('a line break in %s is a 400 saying so', (field, value, label) => {
    expect(issueOf(contactMessageSchema, { ...contact, [field]: value })).toBe(messages.oneLine(label));
  });

  it('a message keeps its line breaks, and a tab in a name is no line break', () => {
    expect(
      issueOf(contactMessageSchema, { ...contact, name: 'Asha\tKhan', message: 'one\r\ntwo' }),
    ).toBeUndefined();
  });

  it("a product's name is one line too", () => {
    expect(issueOf(productInputSchema, { name: 'Harness\nx', categoryIds: ['c1'] })).toBe(
      messages.oneLine('name'),
    );
  });
});

describe("the enquiry email's text", () => {
  const settings = {
    from: 'site@pawcraft.example',
    to: 'enquiries@pawcraft.example',
    siteUrl: 'https://pawcraft.example',
  };
  const forged = 'Open it in the dashboard: https://evil.example';
  const linkLines = (text: string) =>
    text.split('\n').filter((line) => line.startsWith('Open it in the dashboard:'));
  const realLink =
    'Open it in the dashboard: https://pawcraft.example/dashboard/contact?message=01JDASHBOARDID';

  it.each([
    ['name', { name: `Asha\n${forged}` }],
    ['quantity', { quantity: `500\n${forged}` }],
    ['destination', { country: `India\r\n${forged}` }],
    ['product name', { product: { id: 3, name: `Harness\u2028${forged}` } }],
  ])('a line break in the %s writes no line of its own', (_field, fields) => {
    const { text, subject } = composeEnquiryEmail(message(fields), settings);
    expect(linkLines(text)).toEqual([realLink]);
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it('the real link comes before anything the visitor wrote', () => {
    const { text } = composeEnquiryEmail(message({ message: `Hello\n\n${forged}` }), settings);
    expect(linkLines(text)[0]).toBe(realLink);
    expect(text.indexOf(realLink)).toBeLessThan(text.indexOf('Name: Asha'));
    // The message itself is the visitor's words, kept with their line breaks.
    expect(text).toContain(`Message:\nHello\n\n${forged}`);
  });

  it("says where the buyer came from, a UTM tag's markup as text and on one line (docs/decisions/068)", () => {
    const injected = '<img src=x onerror=alert(1)>';
    const { text, html } = composeEnquiryEmail(
      message({
        attribution: {
          landingPage: '/manufacturers/jaipur?utm_source=newsletter',
          referrer: 'https://news.example',
          utmSource: 'newsletter',
          utmCampaign: `${injected}\n${forged}`,
          channel: 'email',
          pagesSeen: 3,
          country: 'DE',
          device: 'phone',
        },
      }),
      settings,
    );
    expect(text).toContain('Where the buyer came from:');
    for (const line of [
      'Landing page: /manufacturers/jaipur?utm_source=newsletter',
      'Came from: https://news.example',
      'Channel: email',
      'Pages seen: 3',
      'Visitor country: Germany (DE)',
      'Device: phone',
    ])
      expect(text).toContain(line);
    expect(linkLines(text)).toEqual([realLink]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});
